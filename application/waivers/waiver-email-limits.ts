import { SendLimits } from '../messaging/send-quota';

/** The sending limits' kind of every email a signature sends (application/messaging/send-quota.ts). */
export const WAIVER_EMAIL_KIND = 'waiver';

/**
 * How many emails signatures may cause in an hour.
 * - 30 per client address: a party signs one after the other on one phone at the dock, or on the
 *   marina's Wi-Fi, and a busy morning has a few boats; a script on one address gets no further.
 * - 5 per recipient: a parent signs for themselves and up to four children with one address; a
 *   stranger can make an address receive no more than that (and those say nothing they wrote).
 * - 300 in all: far above the business's busiest hour (a few trips of at most a dozen guests),
 *   low enough that an attack from many addresses cannot make the site a mass mailer.
 */
export const WAIVER_EMAIL_LIMITS: SendLimits = { perAddress: 30, perRecipient: 5, total: 300 };
