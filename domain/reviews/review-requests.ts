/**
 * Review requests after a trip (docs/product/reminders.md). They start `pending`; then `sent`
 * once the request went out, `reminded` once its one follow-up did, `completed` when the customer
 * followed the link to the review site, or `cancelled`
 * (the booking was), `skipped` (opted out, no review link set, too late) or `failed` (the
 * provider refused it), each with the reason in `notes`.
 */
export const REVIEW_REQUEST_STATUSES = ['pending', 'sent', 'reminded', 'completed', 'cancelled', 'skipped', 'failed'] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

/** How the request went: an SMS, or an email to a customer without a number that takes texts. */
export type ReviewRequestType = 'sms' | 'email';

/** Sites people leave reviews on, by the host of the review link. */
const PLATFORMS: readonly [string, RegExp][] = [
  ['google', /(^|\.)(google\.[a-z.]+|g\.page|goo\.gl)$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.me|fb\.com)$/],
  ['tripadvisor', /(^|\.)tripadvisor\.[a-z.]+$/],
  ['yelp', /(^|\.)yelp\.[a-z.]+$/],
];

/** The platform a review link leads to: a known site's name, else the link's host. */
export function reviewPlatformOf(url: string): string {
  const host = URL.canParse(url) ? new URL(url).hostname.toLowerCase() : '';
  return PLATFORMS.find(([, pattern]) => pattern.test(host))?.[0] ?? host;
}
