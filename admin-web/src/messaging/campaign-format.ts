import { serverMessage } from '@browser-kit/api/api';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, campaignEmailKey } from '../../../domain/campaigns/campaign-rules';
import { contactKeyOf, EXCLUSION_REASONS, type ExclusionReason } from '../../../domain/campaigns/consent-rules';
import { renderTemplate } from '../../../domain/messaging/template-rules';
import { calendarDateOf, formatOnLake, instantOnLake, isCalendarDate, minutesOfDayOf } from '../../../domain/shared/calendar';
import type {
  AudiencePreview,
  Campaign,
  CampaignDelivery,
  CampaignRecipients,
  CampaignStatus,
  ContactConsent,
  CreateCampaignBody,
  ExclusionCounts,
  MarketingContact,
  MessageTemplate,
  OutboxMessage,
} from './campaign-types';

/*
 * The Email Campaigns tab's words and rules, apart from React: the form and its checks (the
 * server's messages, domain/campaigns/campaign-rules.ts), the scheduled time on the lake's clock,
 * what the audience preview, each contact's consent and each campaign's counts say, and the toasts.
 */

export { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES };

/** SPEC section 8's failure texts, shown when the server gave no message of its own. */
export const CAMPAIGN_FAILED = 'Failed to send campaign';
export const CANCEL_FAILED = 'Failed to cancel campaign';

export const NO_CAMPAIGNS = 'No campaigns yet. Campaigns written here are listed with whom they reached.';
export const NO_CONTACTS = 'No contacts yet. Everybody who pays for a booking, or books by phone, becomes a contact.';

/** What the admin picks: every contact, past customers, or the contacts ticked in the list. */
export type RecipientsChoice = 'all-contacts' | 'past-customers' | 'chosen';

export const RECIPIENT_CHOICES: readonly { value: RecipientsChoice; label: string; hint: string }[] = [
  {
    value: 'all-contacts',
    label: 'All contacts who may be emailed',
    hint: 'Everybody who paid for a booking or booked by phone, less those without consent or who unsubscribed.',
  },
  {
    value: 'past-customers',
    label: 'Past customers',
    hint: 'Those who bought a trip (a confirmed booking), less those whose consent ran out or who unsubscribed.',
  },
  { value: 'chosen', label: 'Chosen contacts', hint: 'The contacts ticked in the list below.' },
];

export interface CampaignForm {
  name: string;
  subject: string;
  content: string;
  recipients: RecipientsChoice;
  /** The addresses ticked, for 'chosen'. */
  chosen: readonly string[];
  /** A datetime-local value on the lake's clock ('2026-12-01T09:00'); '' sends now. */
  scheduledAt: string;
}

export const EMPTY_CAMPAIGN_FORM: CampaignForm = {
  name: '',
  subject: '',
  content: '',
  recipients: 'all-contacts',
  chosen: [],
  scheduledAt: '',
};

/** The form's fields in their order, by the names the server's `errors` use. */
export const CAMPAIGN_FIELDS = ['name', 'subject', 'content', 'recipients', 'scheduledDate'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
export type CampaignErrors = Partial<Record<CampaignField, string>>;

export const SCHEDULED_DATE_INVALID = 'Scheduled date must be a date and a time';

// ---- the lake's clock ----

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * The instant of a datetime-local value read on the lake's clock (America/Edmonton, whatever the
 * browser's own zone), or null for a value that is no date and time.
 */
export function lakeInstantOf(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const date = match[1]!;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (!isCalendarDate(date) || hours > 23 || minutes > 59) return null;
  return instantOnLake(date, hours * 60 + minutes);
}

/** An instant as a datetime-local value on the lake's clock: `2026-12-01T09:00`. */
export function lakeLocalValue(instant: Date): string {
  const minutes = minutesOfDayOf(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${calendarDateOf(instant)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An ISO instant on the lake's clock, with its weekday: `Tue, Dec 1, 2026, 9:00 a.m.`. */
export function lakeTimeText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatOnLake(instant, 'campaign-instant', 'en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An ISO instant's date on the lake: `Dec 1, 2026`. */
export function lakeDateText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatOnLake(instant, 'campaign-date', 'en-CA', { month: 'short', day: 'numeric', year: 'numeric' });
}

// ---- the form ----

/** The recipients as the server takes them: an audience name, or the addresses ticked. */
export function recipientsOf(form: Pick<CampaignForm, 'recipients' | 'chosen'>): CampaignRecipients {
  return form.recipients === 'chosen' ? [...form.chosen] : form.recipients;
}

function requiredText(value: string, max: number, required: string, tooLong: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  return text.length > max ? tooLong : undefined;
}

/** The form's problems at `now`, with the server's own messages; an empty scheduled time sends now. */
export function validateCampaign(form: CampaignForm, now: Date): CampaignErrors {
  const errors: CampaignErrors = {};
  const name = requiredText(form.name, CAMPAIGN_LIMITS.nameMax, CAMPAIGN_MESSAGES.name, CAMPAIGN_MESSAGES.nameTooLong);
  if (name) errors.name = name;
  const subject = requiredText(form.subject, CAMPAIGN_LIMITS.subjectMax, CAMPAIGN_MESSAGES.subject, CAMPAIGN_MESSAGES.subjectTooLong);
  if (subject) errors.subject = subject;
  const content = requiredText(form.content, CAMPAIGN_LIMITS.contentMax, CAMPAIGN_MESSAGES.content, CAMPAIGN_MESSAGES.contentTooLong);
  if (content) errors.content = content;
  if (form.recipients === 'chosen') {
    if (form.chosen.length === 0) errors.recipients = CAMPAIGN_MESSAGES.recipients;
    else if (form.chosen.length > CAMPAIGN_LIMITS.recipientsMax) errors.recipients = CAMPAIGN_MESSAGES.recipientsTooMany;
  }
  if (form.scheduledAt.trim()) {
    const at = lakeInstantOf(form.scheduledAt);
    if (!at) errors.scheduledDate = SCHEDULED_DATE_INVALID;
    else if (at.getTime() <= now.getTime()) errors.scheduledDate = CAMPAIGN_MESSAGES.scheduledDate;
  }
  return errors;
}

export function firstInvalid(errors: CampaignErrors): CampaignField | undefined {
  return CAMPAIGN_FIELDS.find((field) => errors[field]);
}

/** `POST /api/email-campaigns`: the texts trimmed, the scheduled time as an instant (left out: now). */
export function campaignBody(form: CampaignForm): CreateCampaignBody {
  const at = form.scheduledAt.trim() ? lakeInstantOf(form.scheduledAt) : null;
  return {
    name: form.name.trim(),
    subject: form.subject.trim(),
    content: form.content.trim(),
    recipients: recipientsOf(form),
    ...(at ? { scheduledDate: at.toISOString() } : {}),
  };
}

/** The site's details a template's `{business}` and `{phone}` stand for. */
export interface TemplateBusiness {
  name: string;
  phone: string;
}

/**
 * A template's subject and content for a campaign: `{business}` and `{phone}` written out, while
 * `{name}` stays for the server to fill per contact (the only placeholder a campaign has).
 */
export function campaignFromTemplate(
  template: Pick<MessageTemplate, 'subject' | 'body'>,
  business: TemplateBusiness,
): { subject: string; content: string } {
  const values = { business: business.name, phone: business.phone, name: '{name}' };
  return { subject: renderTemplate(template.subject ?? '', values).trim(), content: renderTemplate(template.body, values).trim() };
}

/** The email templates, in the server's order. */
export function emailTemplates(templates: readonly MessageTemplate[] | undefined): MessageTemplate[] {
  return (templates ?? []).filter((t) => t.channel === 'email');
}

// ---- the audience ----

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

// ---- a campaign ----

const STATUS_LABELS: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export function campaignStatusLabel(status: CampaignStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** Whom a campaign was written for: `All contacts who may be emailed`, `Past customers`, `3 chosen contacts`. */
export function recipientsText(recipients: CampaignRecipients): string {
  if (recipients === 'all-contacts') return 'All contacts who may be emailed';
  if (recipients === 'past-customers') return 'Past customers';
  return plural(recipients.length, 'chosen contact', 'chosen contacts');
}

/**
 * How many it reached (or, scheduled, would reach now) and who was left out:
 * `Reached 4 of 6; left out: 1 no consent, 1 unsubscribed`. Null once cancelled (nobody).
 */
export function reachText(campaign: Pick<Campaign, 'status' | 'reached' | 'excluded'>): string | null {
  if (campaign.reached === null) return null;
  const total = campaign.reached + excludedTotal(campaign.excluded);
  const parts = exclusionParts(campaign.excluded);
  const head =
    campaign.status === 'scheduled' ? `Would reach ${campaign.reached} of ${total} now` : `Reached ${campaign.reached} of ${total}`;
  return parts.length > 0 ? `${head}; left out: ${parts.join(', ')}` : head;
}

export interface DeliveryPart {
  text: string;
  /** Failed emails: shown as a problem. */
  problem: boolean;
}

/** What the outbox made of a campaign's emails, each count that is not 0: `3 sent`, `1 failed`. */
export function deliveryParts(delivery: CampaignDelivery): DeliveryPart[] {
  const parts: DeliveryPart[] = [];
  if (delivery.sent > 0) parts.push({ text: `${delivery.sent} sent`, problem: false });
  if (delivery.pending > 0) parts.push({ text: `${delivery.pending} waiting to be sent`, problem: false });
  if (delivery.recorded > 0) parts.push({ text: `${delivery.recorded} recorded only (no mail server is configured)`, problem: false });
  if (delivery.failed > 0) parts.push({ text: `${delivery.failed} failed`, problem: true });
  if (delivery.cancelled > 0) parts.push({ text: `${delivery.cancelled} withdrawn (the contact unsubscribed)`, problem: false });
  return parts;
}

/** One failed email of a campaign: to whom, and why. */
export interface CampaignFailure {
  recipient: string;
  reason: string;
}

/** The failed emails of campaign `id` among outbox rows, the newest first as listed. */
export function campaignFailures(outbox: readonly OutboxMessage[] | undefined, id: number): CampaignFailure[] {
  const prefix = campaignEmailKey(id, '');
  return (outbox ?? [])
    .filter((m) => m.status === 'failed' && m.dedupeKey.startsWith(prefix))
    .map((m) => ({ recipient: m.recipient, reason: m.lastError ?? 'No reason was recorded' }));
}

export interface ToastContent {
  title: string;
  description: string;
}

/** 'Campaign sent' or 'Campaign scheduled', with the counts. */
export function campaignCreatedToast(campaign: Pick<Campaign, 'status' | 'reached' | 'excluded' | 'scheduledFor'>): ToastContent {
  const reached = campaign.reached ?? 0;
  const left = excludedTotal(campaign.excluded);
  const leftOut = left > 0 ? `; ${left} left out: ${exclusionParts(campaign.excluded).join(', ')}` : '';
  if (campaign.status === 'scheduled' && campaign.scheduledFor) {
    return {
      title: 'Campaign scheduled',
      description: `For ${lakeTimeText(campaign.scheduledFor)}: it would reach ${plural(reached, 'contact', 'contacts')} now${leftOut}`,
    };
  }
  return { title: 'Campaign sent', description: `To ${plural(reached, 'contact', 'contacts')}${leftOut}` };
}

/** A failure toast: the server's message when it sent one, else SPEC's text. */
export function campaignFailureToast(fallback: string, error: unknown): ToastContent & { variant: 'destructive' } {
  return { title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' };
}
