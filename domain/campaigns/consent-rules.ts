import { SITE_DEFAULTS } from '../content/site-content-defaults';

/**
 * Consent to marketing email under Canada's anti-spam law (CASL): a campaign goes only to a
 * contact who said yes (express consent, which lasts until withdrawn) or who bought a trip in the
 * last two years (implied consent from an existing business relationship); an unsubscribe
 * withdraws both, and only the person's own confirmed opt-in gives it back.
 */

/** The booking form's checkbox, never ticked in advance: who asks, for what, and that it can be withdrawn. */
export const MARKETING_CONSENT_LABEL = `Email me fishing reports and offers from ${SITE_DEFAULTS.name}. Unsubscribe at any time.`;

/** Implied consent runs this many years from a purchase (CASL, section 10(10)). */
export const IMPLIED_CONSENT_YEARS = 2;

/**
 * Where an express consent was given: the box on the public booking form (counted once that
 * booking is paid), the guide's phone booking (the customer said yes on the call), or the
 * contact's own confirmation of the link an opt-in email sent to their address.
 */
export const CONSENT_SOURCES = ['booking-form', 'phone-booking', 'email-opt-in'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Why a contact is left out of a campaign; `unknown` is an address of an explicit list that is no contact at all. */
export const EXCLUSION_REASONS = ['noConsent', 'consentExpired', 'unsubscribed', 'unknown'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export type ExclusionCounts = Record<ExclusionReason, number>;

export function noExclusions(): ExclusionCounts {
  return { noConsent: 0, consentExpired: 0, unsubscribed: 0, unknown: 0 };
}

/** What is known of one contact's consent. */
export interface ConsentFacts {
  /** The latest express consent a booking gave (the box on a paid booking, or yes on the phone); null if never. */
  readonly expressConsentAt: Date | null;
  /** The latest confirmed booking (a purchase); null if none. */
  readonly lastPurchaseAt: Date | null;
  /** When the contact unsubscribed; null if never. */
  readonly unsubscribedAt: Date | null;
  /** The latest opt-in the contact confirmed from their own mailbox (the opt-in email's link); null if never. */
  readonly optInConfirmedAt: Date | null;
}

export type ConsentVerdict =
  | { readonly reachable: true; readonly basis: 'express'; readonly until: null }
  | { readonly reachable: true; readonly basis: 'implied'; readonly until: Date }
  | { readonly reachable: false; readonly reason: Exclude<ExclusionReason, 'unknown'> };

/** The end of the implied consent a purchase at `purchasedAt` gives: two years on, to the minute. */
export function impliedConsentUntil(purchasedAt: Date): Date {
  const until = new Date(purchasedAt);
  until.setUTCFullYear(until.getUTCFullYear() + IMPLIED_CONSENT_YEARS);
  return until;
}

/**
 * Whether a campaign may go to the contact at `now`, and on what basis.
 * - An unsubscribe wins over everything else, before it or after it: the contact said no. A box
 *   ticked on a later booking does not outweigh it (anybody may type anybody's address into the
 *   form); only an opt-in the contact confirmed afterwards from their own mailbox does.
 * - Express consent (a booking's, or a confirmed opt-in) has no end date.
 * - Otherwise a purchase within the last two years gives implied consent; an older one has expired.
 */
export function consentOf(facts: ConsentFacts, now: Date): ConsentVerdict {
  if (unsubscribeStands(facts)) return { reachable: false, reason: 'unsubscribed' };
  if (facts.expressConsentAt || facts.optInConfirmedAt) return { reachable: true, basis: 'express', until: null };
  if (facts.lastPurchaseAt) {
    const until = impliedConsentUntil(facts.lastPurchaseAt);
    return now.getTime() < until.getTime() ? { reachable: true, basis: 'implied', until } : { reachable: false, reason: 'consentExpired' };
  }
  return { reachable: false, reason: 'noConsent' };
}

/** Whether the contact's unsubscribe is in force: there is one, and the contact confirmed no opt-in after it. */
export function unsubscribeStands(facts: Pick<ConsentFacts, 'unsubscribedAt' | 'optInConfirmedAt'>): boolean {
  const { unsubscribedAt, optInConfirmedAt } = facts;
  return unsubscribedAt !== null && !(optInConfirmedAt && optInConfirmedAt.getTime() > unsubscribedAt.getTime());
}

/**
 * Whether express consent a booking gave at `givenAt` must first be confirmed by the person from
 * their own mailbox (the opt-in email): their unsubscribe came before it and still stands.
 */
export function optInNeeded(facts: Pick<ConsentFacts, 'unsubscribedAt' | 'optInConfirmedAt'>, givenAt: Date): boolean {
  return unsubscribeStands(facts) && facts.unsubscribedAt!.getTime() < givenAt.getTime();
}

/** One mailbox whatever its case or surrounding blanks: how contacts, unsubscribes and the outbox match an address. */
export function contactKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address shown to whoever holds an unsubscribe link, partly hidden: the first character of
 * the mailbox, then asterisks, and the domain ('c***@example.com').
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
