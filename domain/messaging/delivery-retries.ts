/**
 * When a message that could not be delivered is tried again. A mail server or SMS provider that is
 * briefly down gets a quick second chance; a longer outage is waited out for a few hours; after
 * the fifth failed attempt the message is given up and shown as failed to the admin.
 */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The wait before the next attempt after `attempts` failed ones, or undefined: give up. */
export function retryDelayAfter(attempts: number): number | undefined {
  return RETRY_DELAYS_MS[attempts - 1];
}
