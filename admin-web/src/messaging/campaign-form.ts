import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '../../../domain/campaigns/campaign-rules';
import { renderTemplate } from '../../../domain/messaging/template-rules';
import type { CampaignRecipients, CreateCampaignBody, MessageTemplate } from './campaign-types';
import { lakeInstantOf } from './campaign-lake-time';

/*
 * The campaign form and its checks, with the server's messages (domain/campaigns/campaign-rules.ts),
 * and what it sends.
 */

export { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES };

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
