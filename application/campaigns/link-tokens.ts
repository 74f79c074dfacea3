import { createHash, randomBytes } from 'node:crypto';

/**
 * The private links of marketing email: each campaign email's unsubscribe link and each opt-in
 * email's confirmation link. The token is 256 random bits, URL-safe, and names one contact; only
 * its SHA-256 is stored, so the tables give nobody a working link, and the access log masks it
 * (`token=` in a query, redact.ts). Opening a link (GET, HEAD) changes nothing: only the POST of
 * its page's button, or a mail client's one-click POST, acts.
 */

/** Where every campaign email's unsubscribe link points. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** Where every opt-in email's confirmation link points. */
export const OPT_IN_PATH = '/subscribe';

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token may look like; anything else is not looked up. */
export function isWellFormedLinkToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

export function optInUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${OPT_IN_PATH}?token=${encodeURIComponent(token)}`;
}
