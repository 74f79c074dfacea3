/**
 * When a booking asks an address that had unsubscribed whether it wants the fishing reports again
 * (the email itself is application/campaigns/opt-in-email.ts): at most once a day, with a link
 * that lasts a month.
 */

/** The outbox kind of opt-in emails. */
export const OPT_IN_EMAIL_KIND = 'marketing-opt-in';

/** An opt-in link works this many days after its email was written, and once. */
export const OPT_IN_LINK_DAYS = 30;

/**
 * At most one opt-in email per address per calendar day on the lake, whatever the number of
 * bookings: the outbox keeps one message per key.
 */
export function optInEmailKey(emailKey: string, lakeDate: string): string {
  return `${OPT_IN_EMAIL_KIND}:${emailKey}:${lakeDate}`;
}
