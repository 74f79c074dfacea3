import { fillTemplate, placeholdersOf, unknownPlaceholders } from './message-templates';
import { SMS_LIMITS, SMS_MESSAGES, smsSegments, SmsSegments } from './sms-rules';
import { WHAT_TO_BRING_SHORT } from './trip-checklist';

/**
 * The message templates of SMS Communications > Templates (docs/product/messaging.md): the texts
 * the site's own messages use, which the admin may edit and put back to their default. The server
 * keeps only the admin's edits; a template without one is its default
 * (application/messaging/message-template-defaults.ts). The admin form validates with the same
 * `validateMessageTemplate` as the server.
 *
 * A template is plain text with `{placeholder}` names (domain/messaging/message-templates.ts), and
 * optional parts in square brackets: `[Paid {amountPaid}.]` is left out, brackets and all, when a
 * placeholder inside it has nothing to say (a booking taken by phone paid nothing online).
 * Brackets without a placeholder inside, and unbalanced braces or brackets, are plain text.
 */

export type TemplateChannel = 'sms' | 'email';

/** The admin's SMS templates, then one per customer reminder (`reminder` is the one 24 hours before). */
export const SMS_TEMPLATE_KEYS = [
  'confirmation',
  'reminder',
  'weatherUpdate',
  'thankYou',
  'cancellation',
  'reminder48h',
  'reminderDayOf',
  'reviewRequest',
  'reviewReminder',
  'referralRequest',
  'weatherCancellation',
] as const;
export const EMAIL_TEMPLATE_KEYS = ['welcome', 'newsletter', 'promotion'] as const;
export const MESSAGE_TEMPLATE_KEYS = [...SMS_TEMPLATE_KEYS, ...EMAIL_TEMPLATE_KEYS] as const;
export type SmsTemplateKey = (typeof SMS_TEMPLATE_KEYS)[number];
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATE_KEYS)[number];

/** Every placeholder a template may use, and what it stands for (the admin form lists them). */
export const TEMPLATE_PLACEHOLDERS = {
  name: "The customer's name",
  reference: 'The booking reference, e.g. H4PX9C (what the customer quotes when they call)',
  date: 'The trip date, e.g. Thu, Nov 26',
  time: 'The time slot, e.g. Morning (6:00-10:00 AM)',
  weather: 'The weather news typed when the message is sent',
  reason: 'The reason given for the change',
  business: 'The business name',
  package: 'The package booked',
  party: 'Who is coming, e.g. 3 people, including 1 child',
  meetingPlace: 'The meeting place (Page Content: contact location)',
  bring: 'What to bring, in a few words',
  guidePhone: 'The guide phone of Settings',
  phone: 'The business phone (Page Content: contact phone)',
  amountPaid: 'The amount paid online, e.g. $414.00 CAD; empty for a booking taken by phone',
  paymentDue:
    'What is still to pay for a booking confirmed as unpaid (its payment was refunded), e.g. $414.00 CAD; empty otherwise. Added at the end when the text leaves it out',
  reviewLink: 'The link to leave a review (Settings > Review links), through the site so the request shows as answered',
  code: "The customer's own referral code",
  shareLink: "The link to the share page of the customer's referral code",
  manageLink: "The customer's private link to see, move or cancel their booking",
  refund: 'The full refund on its way, e.g. $414.00 CAD; empty for a booking not paid online',
  refundNote:
    'What the customer gets back and when, in a sentence, e.g. $207.00 CAD (50% of what you paid) is on its way to your card, within 5 to 7 business days. Added at the end when the text leaves it out',
  rebookLink: 'The link to the booking form with the same package chosen, to pick another date',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

/**
 * The part of a confirmation that says what is still to pay (a booking confirmed as unpaid): left
 * out for every other booking, and added to an admin's own text that leaves {paymentDue} out, so
 * that no customer of such a booking is told less.
 */
export const PAYMENT_DUE_PART = '[Payment due: {paymentDue}.]';

/**
 * The booking's reference in a booking's default texts: left out, brackets and all, for a booking
 * made before references were drawn, until it is given one.
 */
export const REFERENCE_PART = '[Booking reference: {reference}.]';

/**
 * The part of a cancellation that says what is refunded and when: added to an admin's own text that
 * leaves {refundNote} out, so that no customer is left to work out their refund from the policy.
 */
export const REFUND_NOTE_PART = '{refundNote}';

export interface MessageTemplateDefinition {
  readonly key: MessageTemplateKey;
  readonly channel: TemplateChannel;
  /** What the admin sees. */
  readonly name: string;
  /** The placeholders it may use, in the order the admin form lists them. */
  readonly placeholders: readonly TemplatePlaceholder[];
  /** Those it must keep: the link a message exists to carry. */
  readonly required?: readonly TemplatePlaceholder[];
}

const TRIP: readonly TemplatePlaceholder[] = ['name', 'date', 'time', 'business', 'package', 'party', 'reference'];
const REMINDER_PLACEHOLDERS: readonly TemplatePlaceholder[] = [...TRIP, 'meetingPlace', 'bring', 'guidePhone', 'phone'];
const EMAIL_PLACEHOLDERS: readonly TemplatePlaceholder[] = ['name', 'business', 'phone'];
const AFTER_TRIP: readonly TemplatePlaceholder[] = [...TRIP, 'guidePhone', 'phone'];

const sms = (
  key: SmsTemplateKey,
  name: string,
  placeholders: readonly TemplatePlaceholder[],
  required?: readonly TemplatePlaceholder[],
): MessageTemplateDefinition => ({
  key,
  channel: 'sms',
  name,
  placeholders,
  ...(required ? { required } : {}),
});
const email = (key: EmailTemplateKey, name: string): MessageTemplateDefinition => ({
  key,
  channel: 'email',
  name,
  placeholders: EMAIL_PLACEHOLDERS,
});

/**
 * The registry: what each template is and may say. Its default texts are the server's
 * (application/messaging/message-template-defaults.ts); the admin app reads them from the API.
 */
export const MESSAGE_TEMPLATES: Readonly<Record<MessageTemplateKey, MessageTemplateDefinition>> = {
  confirmation: sms('confirmation', 'Booking confirmation', [
    ...TRIP,
    'meetingPlace',
    'bring',
    'phone',
    'guidePhone',
    'manageLink',
    'amountPaid',
    'paymentDue',
  ]),
  reminder: sms('reminder', 'Reminder, 24 hours before', REMINDER_PLACEHOLDERS),
  weatherUpdate: sms('weatherUpdate', 'Weather update', [...TRIP, 'weather', 'reason', 'meetingPlace', 'guidePhone', 'phone']),
  thankYou: sms('thankYou', 'Thank you', [...TRIP, 'guidePhone', 'phone']),
  cancellation: sms('cancellation', 'Booking cancellation', [...TRIP, 'reason', 'refundNote', 'phone', 'guidePhone']),
  reminder48h: sms('reminder48h', 'Reminder, 48 hours before', REMINDER_PLACEHOLDERS),
  reminderDayOf: sms('reminderDayOf', 'Reminder, on the day', REMINDER_PLACEHOLDERS),
  reviewRequest: sms('reviewRequest', 'Review request, a day after the trip', [...AFTER_TRIP, 'reviewLink'], ['reviewLink']),
  reviewReminder: sms('reviewReminder', 'Review request, the one follow-up a week later', [...AFTER_TRIP, 'reviewLink'], ['reviewLink']),
  referralRequest: sms(
    'referralRequest',
    'Referral invitation, two days after the trip',
    [...AFTER_TRIP, 'code', 'shareLink'],
    ['shareLink'],
  ),
  // The admin's weather cancellation of a day: a full refund and a link to pick another date.
  weatherCancellation: sms(
    'weatherCancellation',
    'Weather cancellation, full refund',
    [...TRIP, 'reason', 'refund', 'rebookLink', 'phone', 'guidePhone'],
    ['rebookLink'],
  ),
  welcome: email('welcome', 'Welcome'),
  newsletter: email('newsletter', 'Newsletter'),
  promotion: email('promotion', 'Promotion'),
};

export function isMessageTemplateKey(value: unknown): value is MessageTemplateKey {
  return typeof value === 'string' && (MESSAGE_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** The definition of a key, or undefined for one the site does not have. */
export function messageTemplateDefinition(key: string): MessageTemplateDefinition | undefined {
  return isMessageTemplateKey(key) ? MESSAGE_TEMPLATES[key] : undefined;
}

// ---- validation ----

export const TEMPLATE_LIMITS = {
  /** Twilio's limit for one message (it joins at most 10 parts). */
  smsBodyMax: SMS_LIMITS.messageMax,
  emailSubjectMax: 200,
  emailContentMax: 20_000,
} as const;

const list = (names: readonly string[]) => names.map((n) => `{${n}}`).join(', ');

export const TEMPLATE_MESSAGES = {
  messageRequired: SMS_MESSAGES.messageRequired,
  contentRequired: 'Content is required',
  subjectRequired: 'Subject is required',
  messageTooLong: SMS_MESSAGES.messageTooLong(TEMPLATE_LIMITS.smsBodyMax),
  contentTooLong: `The content must be at most ${TEMPLATE_LIMITS.emailContentMax} characters`,
  subjectTooLong: `The subject must be at most ${TEMPLATE_LIMITS.emailSubjectMax} characters`,
  /** "Unknown placeholder {nme}. This template can use {name}, {date}, {time}." */
  unknownPlaceholders: (unknown: readonly string[], allowed: readonly string[]) =>
    `Unknown placeholder${unknown.length === 1 ? '' : 's'} ${list(unknown)}. ` +
    (allowed.length ? `This template can use ${list(allowed)}.` : 'This template cannot use placeholders.'),
  unknownTemplate: (key: string) => `Unknown message template '${key}'`,
  /** "This template must keep {reviewLink}." */
  missingPlaceholders: (missing: readonly string[]) => `This template must keep ${list(missing)}.`,
} as const;

/** What the admin typed, as stored: Windows line ends made plain, no blanks around it. */
export function normalizeTemplateText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export interface TemplateDraft {
  readonly body?: string | null;
  /** Email templates only; ignored for SMS. */
  readonly subject?: string | null;
}

/** Each refused field's message, shown under it in the form. */
export interface TemplateFieldErrors {
  body?: string;
  subject?: string;
}

/** Why a template's new text cannot be stored, per field, or null when it can. */
export function validateMessageTemplate(key: string, draft: TemplateDraft): TemplateFieldErrors | null {
  const definition = messageTemplateDefinition(key);
  if (!definition) return { body: TEMPLATE_MESSAGES.unknownTemplate(key) };
  const errors: TemplateFieldErrors = {};
  const body = normalizeTemplateText(draft.body ?? '');
  /** The text's refusal: missing, too long, or a placeholder this template does not have. */
  const check = (text: string, required: string, max: number, tooLong: string): string | undefined => {
    if (!text) return required;
    if (text.length > max) return tooLong;
    const unknown = unknownPlaceholders(text, definition.placeholders);
    if (unknown.length) return TEMPLATE_MESSAGES.unknownPlaceholders(unknown, definition.placeholders);
    const used = new Set(placeholdersOf(text));
    const missing = (definition.required ?? []).filter((name) => !used.has(name));
    return missing.length ? TEMPLATE_MESSAGES.missingPlaceholders(missing) : undefined;
  };
  if (definition.channel === 'sms') {
    const message = check(body, TEMPLATE_MESSAGES.messageRequired, TEMPLATE_LIMITS.smsBodyMax, TEMPLATE_MESSAGES.messageTooLong);
    if (message) errors.body = message;
  } else {
    const subject = normalizeTemplateText(draft.subject ?? '');
    const subjectError = check(
      subject,
      TEMPLATE_MESSAGES.subjectRequired,
      TEMPLATE_LIMITS.emailSubjectMax,
      TEMPLATE_MESSAGES.subjectTooLong,
    );
    if (subjectError) errors.subject = subjectError;
    const content = check(body, TEMPLATE_MESSAGES.contentRequired, TEMPLATE_LIMITS.emailContentMax, TEMPLATE_MESSAGES.contentTooLong);
    if (content) errors.body = content;
  }
  return errors.body || errors.subject ? errors : null;
}

// ---- filling ----

/** A bracketed part holding no other bracket. */
const OPTIONAL_PART = /\[([^[\]]*)\]/g;

/**
 * The template with its placeholders filled. A bracketed part that holds a placeholder is kept
 * (without its brackets) only when each of its placeholders has a value that is not blank.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const parts = template.replace(OPTIONAL_PART, (whole, inner: string) => {
    const names = placeholdersOf(inner);
    if (names.length === 0) return whole;
    return names.every((name) => Object.hasOwn(values, name) && values[name]!.trim() !== '') ? inner : '';
  });
  return fillTemplate(parts, values);
}

/**
 * A filled SMS made tidy: runs of blanks become one space (a left-out part leaves none behind),
 * each line is trimmed, no more than one empty line in a row, none at either end.
 */
export function tidySms(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** At most `max` characters: a longer text is cut, and ends with an ellipsis. */
export function fitText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

// ---- what the Templates tab shows ----

export const TEMPLATE_PREVIEW_LENGTH: Readonly<Record<TemplateChannel, number>> = { sms: 100, email: 80 };

/** The list shows the first 100 characters of an SMS template and 80 of an email's, then '...'. */
export function templatePreview(channel: TemplateChannel, text: string): string {
  const max = TEMPLATE_PREVIEW_LENGTH[channel];
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Values of a typical booking, to show the admin what a customer would get. */
export const SAMPLE_VALUES: Readonly<Record<TemplatePlaceholder, string>> = {
  name: 'Casey Visitor',
  reference: 'H4PX9C',
  date: 'Thu, Nov 26',
  time: 'Morning (6:00-10:00 AM)',
  weather: 'strong winds are forecast, so we start an hour later',
  reason: 'Thunderstorms forecast',
  business: 'Wabamun Lake Fishing Tours',
  package: 'Half-Day Adventure',
  party: '2 people',
  meetingPlace: 'Wabamun Lake, Alberta',
  bring: WHAT_TO_BRING_SHORT,
  guidePhone: '(780) 555-0142',
  phone: '(780) 555-0142',
  amountPaid: '$414.00 CAD',
  // A typical booking owes nothing: the sample leaves the part out, as the customers' texts do.
  paymentDue: '',
  reviewLink: 'https://wabamunfishing.ca/review-link?t=x7Kp2QmZr9VwT4bN',
  code: 'K7M2QX',
  shareLink: 'https://wabamunfishing.ca/share?ref=K7M2QX',
  manageLink: 'https://wabamunfishing.ca/manage/q9XbT2vLk4RmZ7wNc1PdY8',
  refund: '$414.00 CAD',
  refundNote: 'Your full refund of $414.00 CAD is on its way to your card and should appear within 5 to 7 business days.',
  rebookLink: 'https://wabamunfishing.ca/?package=Half-Day+Adventure#book',
};

/** The text filled with the sample booking's values (`values` may replace some, e.g. the business's own phone). */
export function sampleMessage(text: string, values: Partial<Record<TemplatePlaceholder, string>> = {}): string {
  return tidySms(renderTemplate(text, { ...SAMPLE_VALUES, ...values }));
}

/**
 * The counter under an SMS template: how the sample booking's message travels and how many billed
 * parts it takes (a placeholder counts as the text it stands for, not as its name).
 */
export function templateSegments(text: string): SmsSegments {
  return smsSegments(sampleMessage(text));
}

export { smsSegments };
export type { SmsSegments };
