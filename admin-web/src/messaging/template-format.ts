import {
  TEMPLATE_PLACEHOLDERS,
  templatePreview,
  templateSegments,
  type TemplateChannel,
  type TemplatePlaceholder,
} from '../../../domain/messaging/template-rules';
import { formatInstant } from '../bookings/booking-format';

/*
 * The Templates and Automation tabs' words, apart from React: the toasts, a card's preview and its
 * last change, the SMS counter, and inserting a placeholder where the cursor is. Whether and when a
 * template is sent is the server's word (its `sending`), shown as it comes. The rules themselves (validation, the preview's cut, the segments) are the
 * domain's, the same the server applies.
 */

export const TEMPLATE_SAVED = 'Template saved';
export const TEMPLATE_SAVE_FAILED = 'Failed to save template';
export const TEMPLATE_RESET = 'Template reset';
export const TEMPLATE_RESET_FAILED = 'Failed to reset template';
export const AUTOMATION_SAVED = 'Automation settings saved';
export const AUTOMATION_SAVE_FAILED = 'Failed to save automation settings';

/** The form's short explanation of the template syntax. */
export const TEMPLATE_SYNTAX_HINT =
  'Placeholders in braces, like {name}, are filled in for each message. A part in square brackets that holds a placeholder, ' +
  'like [Paid {amountPaid}.], is left out when that placeholder is empty.';

/** The two groups of the tab, SMS first, as the server lists them. */
export const TEMPLATE_GROUPS: readonly { channel: TemplateChannel; title: string }[] = [
  { channel: 'sms', title: 'SMS templates' },
  { channel: 'email', title: 'Email templates' },
];

/** The templates of one channel, in the server's order. */
export function templatesOf<T extends { channel: TemplateChannel }>(templates: readonly T[], channel: TemplateChannel): T[] {
  return templates.filter((template) => template.channel === channel);
}

/** A card shows the first 100 characters of an SMS template, 80 of an email's content; line breaks read as spaces. */
export function cardPreview(template: { channel: TemplateChannel; body: string }): string {
  return templatePreview(template.channel, template.body.replace(/\s+/g, ' ').trim());
}

/** Under a card: who last changed the text and when, or that it is the default. */
export function lastChangeText(template: { customised: boolean; updatedAt: string | null; updatedBy: string | null }): string {
  if (!template.customised) return 'Default text';
  const when = template.updatedAt ? formatInstant(template.updatedAt) : '';
  const who = template.updatedBy ?? '';
  if (who && when) return `Changed by ${who}, ${when}`;
  if (who) return `Changed by ${who}`;
  return when ? `Changed ${when}` : 'Changed';
}

/**
 * The counter under an SMS template, as a customer's message would be with a sample booking:
 * `142 characters, 1 SMS`; with a character outside GSM-7 (an emoji, curly quotes) each part is smaller, which it says.
 */
export function templateCounterText(body: string): string {
  const { encoding, length, segments } = templateSegments(body);
  const base = `${length} ${length === 1 ? 'character' : 'characters'}, ${segments} SMS`;
  return encoding === 'UCS-2' ? `${base} (special characters: 70 per SMS)` : base;
}

/** A placeholder as typed in a template, with what it stands for. */
export function placeholderItems(names: readonly TemplatePlaceholder[]): { token: string; description: string }[] {
  return names.map((name) => ({ token: `{${name}}`, description: TEMPLATE_PLACEHOLDERS[name] ?? '' }));
}

/** `text` with `insert` in place of the selection `start`..`end`, and where the cursor goes after it. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

export const AUTOMATION_SWITCH_LABELS = {
  bookingConfirmationSms: 'Text customers their booking confirmation',
  autoEmailReceipts: 'Email customers their booking confirmation and receipt',
  reminderMessages: 'Text customers reminders before their trip (48 h, 24 h and on the day)',
} as const;

export const AUTOMATION_SWITCH_HINTS = {
  bookingConfirmationSms:
    'When a booking is paid online or you confirm it, with the Booking confirmation template. The guide is texted about every new booking either way.',
  autoEmailReceipts: 'When a booking is paid online or you confirm it, with the amount paid.',
  reminderMessages:
    'With the reminder templates; the review requests and referral invitations after the trip go by this switch too. ' +
    "While off, each of them that comes due is skipped; the guide's own trip reminders still go.",
} as const;

export type AutomationSwitchKey = keyof typeof AUTOMATION_SWITCH_LABELS;
export const AUTOMATION_SWITCH_KEYS = Object.keys(AUTOMATION_SWITCH_LABELS) as AutomationSwitchKey[];

/** The fields of `next` that differ from `stored`: what a save sends. */
export function changedFields<T extends object>(stored: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== stored[key]) changed[key] = next[key];
  }
  return changed;
}

export function onOffText(on: boolean): string {
  return on ? 'On' : 'Off';
}

/** Under a message that an Automation switch stops: the switch and where it stands now. */
export function automationStateText(setting: AutomationSwitchKey, on: boolean): string {
  return `Automation: ${AUTOMATION_SWITCH_LABELS[setting]}: ${onOffText(on)}`;
}
