import { contactKeyOf, EXCLUSION_REASONS, type ExclusionReason } from '../../../domain/campaigns/consent-rules';
import type { AudiencePreview, CampaignRecipients, ContactConsent, ExclusionCounts, MarketingContact } from './campaign-types';
import { lakeDateText } from './campaign-lake-time';

/* What the audience preview says, and each contact's consent. */

/** Longer queries are not sent: the preview of a long list of chosen contacts is counted here, from the contacts. */
export const AUDIENCE_QUERY_MAX = 4000;

/** `GET /api/email-campaigns/audience?recipients=...`, or null when the choice names nobody yet or is too long to send. */
export function audiencePath(recipients: CampaignRecipients): string | null {
  const value = typeof recipients === 'string' ? recipients : recipients.join(',');
  if (!value) return null;
  const path = `/api/email-campaigns/audience?recipients=${encodeURIComponent(value)}`;
  return path.length > AUDIENCE_QUERY_MAX ? null : path;
}

/** The preview of a list of addresses, counted from the contacts as the server counts it (each mailbox once). */
export function localAudience(
  emails: readonly string[],
  contacts: readonly Pick<MarketingContact, 'email' | 'consent'>[],
): AudiencePreview {
  const byKey = new Map(contacts.map((c) => [contactKeyOf(c.email), c]));
  const preview: AudiencePreview = {
    selected: 0,
    reachable: 0,
    byConsent: { express: 0, implied: 0 },
    excluded: { noConsent: 0, consentExpired: 0, unsubscribed: 0, unknown: 0 },
  };
  const seen = new Set<string>();
  for (const email of emails) {
    const key = contactKeyOf(email);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    preview.selected++;
    const contact = byKey.get(key);
    if (!contact) preview.excluded.unknown++;
    else if (contact.consent === 'express' || contact.consent === 'implied') {
      preview.reachable++;
      preview.byConsent[contact.consent]++;
    } else preview.excluded[contact.consent]++;
  }
  return preview;
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const EXCLUSION_WORDS: Record<ExclusionReason, (n: number) => string> = {
  noConsent: (n) => `${n} no consent`,
  consentExpired: (n) => `${n} consent expired (over two years since their last trip)`,
  unsubscribed: (n) => `${n} unsubscribed`,
  unknown: (n) => plural(n, 'unknown address', 'unknown addresses'),
};

/** Those left out, by reason, the reasons with nobody left out: `1 no consent, 2 unsubscribed`. */
export function exclusionParts(excluded: ExclusionCounts | null | undefined): string[] {
  if (!excluded) return [];
  return EXCLUSION_REASONS.filter((reason) => excluded[reason] > 0).map((reason) => EXCLUSION_WORDS[reason](excluded[reason]));
}

export function excludedTotal(excluded: ExclusionCounts | null | undefined): number {
  return excluded ? EXCLUSION_REASONS.reduce((sum, reason) => sum + excluded[reason], 0) : 0;
}

/** The live preview: `Will reach 2 of 4: 1 no consent, 1 unsubscribed`. */
export function audienceText(preview: Pick<AudiencePreview, 'selected' | 'reachable' | 'excluded'>): string {
  if (preview.selected === 0) return 'Will reach nobody: there are no contacts yet.';
  const parts = exclusionParts(preview.excluded);
  return `Will reach ${preview.reachable} of ${preview.selected}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}

/** Under the preview: on what basis those reached may be emailed. */
export function consentBasisText(byConsent: AudiencePreview['byConsent']): string {
  if (byConsent.express + byConsent.implied === 0) return '';
  return `${byConsent.express} with express consent (they ticked the box), ${byConsent.implied} with implied consent (a trip in the last two years)`;
}

// ---- a contact ----

const CONSENT_LABELS: Record<ContactConsent, string> = {
  express: 'Express consent',
  implied: 'Implied consent',
  noConsent: 'No consent',
  consentExpired: 'Consent expired',
  unsubscribed: 'Unsubscribed',
};

export function consentLabel(consent: ContactConsent): string {
  return CONSENT_LABELS[consent] ?? consent;
}

const EXPRESS_CONSENT_SOURCES: Record<NonNullable<MarketingContact['expressConsentSource']>, string> = {
  'booking-form': 'Ticked the box on a paid booking',
  'phone-booking': 'Said yes on the phone (phone booking)',
  'email-opt-in': 'Confirmed by the link emailed after unsubscribing',
};

/** Why a contact may be emailed, or why campaigns leave them out, in a sentence. */
export function consentDetail(contact: MarketingContact): string {
  switch (contact.consent) {
    case 'express': {
      const how = EXPRESS_CONSENT_SOURCES[contact.expressConsentSource ?? 'booking-form'] ?? EXPRESS_CONSENT_SOURCES['booking-form'];
      return contact.expressConsentAt ? `${how}, ${lakeDateText(contact.expressConsentAt)}` : how;
    }
    case 'implied':
      return contact.impliedConsentUntil
        ? `Bought a trip${contact.lastPurchaseAt ? ` on ${lakeDateText(contact.lastPurchaseAt)}` : ''}: may be emailed until ${lakeDateText(contact.impliedConsentUntil)}`
        : 'Bought a trip in the last two years';
    case 'noConsent':
      return 'Never ticked the box and never bought a trip';
    case 'consentExpired':
      return contact.lastPurchaseAt
        ? `Last trip bought on ${lakeDateText(contact.lastPurchaseAt)}, over two years ago`
        : 'Last trip bought over two years ago';
    case 'unsubscribed':
      return contact.unsubscribedAt ? `Unsubscribed on ${lakeDateText(contact.unsubscribedAt)}` : 'Unsubscribed';
    default:
      return '';
  }
}

/** The addresses a campaign may go to now: the boxes that can be ticked. */
export function reachableEmails(contacts: readonly Pick<MarketingContact, 'email' | 'reachable'>[]): string[] {
  return contacts.filter((c) => c.reachable).map((c) => c.email);
}

/** The ticked addresses still reachable (a contact may unsubscribe while the list is open). */
export function chosenReachable(chosen: readonly string[], contacts: readonly Pick<MarketingContact, 'email' | 'reachable'>[]): string[] {
  const ok = new Set(reachableEmails(contacts).map(contactKeyOf));
  return chosen.filter((email) => ok.has(contactKeyOf(email)));
}

export function chosenText(chosen: number, reachable: number): string {
  return `${chosen} of ${plural(reachable, 'contact', 'contacts')} who may be emailed chosen`;
}
