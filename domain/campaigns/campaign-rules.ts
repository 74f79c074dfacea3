import { DomainError } from '../shared/decider';
import { consentOf, ConsentFacts, contactKeyOf, ExclusionCounts, noExclusions } from './consent-rules';

/**
 * Email campaigns (SMS Communications > Email Campaigns, docs/product/messaging.md: name, subject,
 * content, recipients, optional scheduledDate), sent under CASL: only to contacts who may be
 * emailed (consent-rules.ts), each email naming the business and its mailing address and carrying a
 * one-click unsubscribe link (the email itself: application/campaigns/campaign-email.ts).
 */

/** Who a campaign is for: every contact, those who ever bought a trip, or the addresses listed. */
export const CAMPAIGN_AUDIENCES = ['all-contacts', 'past-customers'] as const;
export type CampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];
export type CampaignRecipients = CampaignAudience | readonly string[];

/** As the Email Campaigns tab shows it: waiting for its time, going out, every email handed over, or called off. */
export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_LIMITS = {
  nameMax: 120,
  subjectMax: 200,
  contentMax: 20_000,
  /** Addresses an explicit list may name. */
  recipientsMax: 5_000,
  emailMax: 254,
} as const;

export const CAMPAIGN_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${CAMPAIGN_LIMITS.nameMax} characters`,
  subject: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CAMPAIGN_LIMITS.subjectMax} characters`,
  content: 'Content is required',
  contentTooLong: `Content must be at most ${CAMPAIGN_LIMITS.contentMax} characters`,
  recipients: 'At least one recipient required',
  recipientsKind: `Recipients must be ${CAMPAIGN_AUDIENCES.join(' or ')}, or a list of email addresses`,
  recipientsTooMany: `At most ${CAMPAIGN_LIMITS.recipientsMax} recipients`,
  recipientEmail: (value: string) => `Not an email address: '${value.slice(0, 60)}'`,
  scheduledDate: 'Scheduled date must be in the future',
  scheduledDateFormat: 'Scheduled date must be a date and time with its time zone, such as 2026-12-01T16:00:00Z',
  notFound: 'Campaign not found',
  notScheduled: 'Only a scheduled campaign can be cancelled: this one has already gone out',
} as const;

const EMAIL_PATTERN = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export function isCampaignEmail(value: string): boolean {
  return value.length <= CAMPAIGN_LIMITS.emailMax && EMAIL_PATTERN.test(value);
}

export function isCampaignAudience(value: unknown): value is CampaignAudience {
  return typeof value === 'string' && (CAMPAIGN_AUDIENCES as readonly string[]).includes(value);
}

/**
 * The message explaining why `value` is not a recipients choice, or null when it is one: an
 * audience name, or a non-empty list of email addresses (blank entries ignored).
 */
export function recipientsProblem(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return CAMPAIGN_MESSAGES.recipients;
  if (typeof value === 'string') return isCampaignAudience(value) ? null : CAMPAIGN_MESSAGES.recipientsKind;
  if (!Array.isArray(value)) return CAMPAIGN_MESSAGES.recipientsKind;
  const listed = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
  if (listed.length === 0) return CAMPAIGN_MESSAGES.recipients;
  if (listed.length > CAMPAIGN_LIMITS.recipientsMax) return CAMPAIGN_MESSAGES.recipientsTooMany;
  const wrong = listed.find((v) => typeof v !== 'string' || !isCampaignEmail(v));
  return wrong === undefined ? null : CAMPAIGN_MESSAGES.recipientEmail(String(wrong));
}

/** A valid recipients choice as stored: an audience name, or the listed addresses trimmed, once each (by mailbox). */
export function normalizeRecipients(value: CampaignRecipients): CampaignRecipients {
  if (typeof value === 'string') return value;
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const raw of value) {
    const email = raw.trim();
    if (!email || seen.has(contactKeyOf(email))) continue;
    seen.add(contactKeyOf(email));
    emails.push(email);
  }
  return emails;
}

/** A campaign the rules refuse, with the form field the message belongs under (a scheduled date that has passed). */
export class CampaignInvalidError extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('campaign-invalid', message);
  }
}

export class CampaignNotFoundError extends DomainError {
  constructor() {
    super('campaign-not-found', CAMPAIGN_MESSAGES.notFound);
  }
}

export class CampaignNotScheduledError extends DomainError {
  constructor() {
    super('campaign-not-scheduled-conflict', CAMPAIGN_MESSAGES.notScheduled);
  }
}

/** Refuses a scheduled date that is not after `now`. */
export function assertScheduledInFuture(scheduledFor: Date | null, now: Date): void {
  if (scheduledFor && scheduledFor.getTime() <= now.getTime())
    throw new CampaignInvalidError('scheduledDate', CAMPAIGN_MESSAGES.scheduledDate);
}

/** The outbox kind of a campaign's emails (an unsubscribe withdraws those still pending). */
export const CAMPAIGN_EMAIL_KIND = 'campaign';

/** One email per campaign and contact, whatever the number of servers or runs. */
export function campaignEmailKey(campaignId: number, emailKey: string): string {
  return `campaign:${campaignId}:${emailKey}`;
}

// ---- who a campaign reaches ----

/** One contact as the audience is chosen from: who, and the facts of their consent. */
export interface AudienceContact extends ConsentFacts {
  /** The lower-cased address (consent-rules.ts, contactKeyOf). */
  readonly emailKey: string;
  readonly email: string;
  readonly name: string;
  /** Whether the contact ever bought a trip (the past-customers audience). */
  readonly customer: boolean;
}

export interface Audience<C extends AudienceContact = AudienceContact> {
  /** Contacts the campaign is addressed to (listed addresses that are no contact included). */
  readonly selected: number;
  /** Those it may be sent to, with the basis of each one's consent. */
  readonly reachable: readonly { readonly contact: C; readonly basis: 'express' | 'implied' }[];
  /** Those left out, counted by reason. */
  readonly excluded: ExclusionCounts;
}

/**
 * Who a campaign reaches at `now`: the contacts the recipients choice names, less those without
 * valid consent, those who unsubscribed and (for a list) addresses that are no contact.
 */
export function audienceOf<C extends AudienceContact>(recipients: CampaignRecipients, contacts: readonly C[], now: Date): Audience<C> {
  const excluded = noExclusions();
  let chosen: C[];
  if (recipients === 'all-contacts') chosen = [...contacts];
  else if (recipients === 'past-customers') chosen = contacts.filter((c) => c.customer);
  else {
    const byKey = new Map(contacts.map((c) => [c.emailKey, c]));
    chosen = [];
    for (const email of normalizeRecipients(recipients) as readonly string[]) {
      const contact = byKey.get(contactKeyOf(email));
      if (contact) chosen.push(contact);
      else excluded.unknown++;
    }
  }
  const reachable: { contact: C; basis: 'express' | 'implied' }[] = [];
  for (const contact of chosen) {
    const verdict = consentOf(contact, now);
    if (verdict.reachable) reachable.push({ contact, basis: verdict.basis });
    else excluded[verdict.reason]++;
  }
  return { selected: chosen.length + excluded.unknown, reachable, excluded };
}

/** The placeholders a campaign's subject and content may use. */
export const CAMPAIGN_PLACEHOLDERS = ['name'] as const;
