import { serverMessage } from '@browser-kit/api/api';
import { toE164 } from '../../../domain/messaging/phone-numbers';
import { SMS_LIMITS, SMS_MESSAGES, smsSegments } from '../../../domain/messaging/sms-rules';
import { formatBookingDate } from '../bookings/booking-format';
import type { BulkSmsReceipt, Customer, SmsOptOut, SmsReceipt, SmsThreadMessage, SmsThreadSummary } from './sms-types';

/*
 * The SMS Communications tabs' words and rules, apart from React: the form messages and
 * failure texts, what a receipt says in its toast, how a conversation's texts read, and the customers a
 * bulk text can go to.
 */

export { SMS_LIMITS, SMS_MESSAGES };

/** The failure texts, shown when the server gave no message of its own. */
export const SMS_FAILED = 'Failed to send SMS';
export const BULK_SMS_FAILED = 'Failed to send bulk SMS';

/** The empty state of the Bulk SMS list. */
export const NO_CUSTOMERS = 'No customers found. Create bookings to send bulk messages.';
export const NO_THREADS = 'No texts received yet. Texts customers send to the business number show here.';
export const NO_RECENT_BOOKINGS = 'No bookings found. Create a test booking to see data here.';

/** Why a number cannot be texted: it replied STOP. */
export const OPTED_OUT_LABEL = 'Opted out';
export const OPTED_OUT_NOTE = 'This number opted out of texts (it replied STOP). It can text START to opt back in.';

/** The SMS tab lists the 6 most recent bookings. */
export const RECENT_BOOKINGS_SHOWN = 6;

/** The `count` bookings made most recently (by `createdAt`), the newest first; the list itself is sorted by trip date. */
export function recentBookings<B extends { createdAt: string }>(bookings: readonly B[], count = RECENT_BOOKINGS_SHOWN): B[] {
  const at = (b: B) => {
    const time = new Date(b.createdAt).getTime();
    return Number.isNaN(time) ? 0 : time;
  };
  return [...bookings].sort((a, b) => at(b) - at(a)).slice(0, count);
}

/** `+17805550123` → `(780) 555-0123`; any other number (or text) as given. */
export function phoneText(phone: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

export type SmsField = 'to' | 'message';
export type SmsForm = Record<SmsField, string>;
export type SmsErrors = Partial<Record<SmsField, string>>;
export const EMPTY_SMS_FORM: SmsForm = { to: '', message: '' };

/** The message rules the server applies: required once trimmed, at most SMS_LIMITS.messageMax characters. */
export function messageError(message: string): string | undefined {
  const text = message.trim();
  if (!text) return SMS_MESSAGES.messageRequired;
  if (text.length > SMS_LIMITS.messageMax) return SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax);
  return undefined;
}

/** The SMS form's problems, with the server's own messages (domain/messaging/sms-rules.ts). */
export function validateSms(form: SmsForm): SmsErrors {
  const errors: SmsErrors = {};
  if (!form.to.trim()) errors.to = SMS_MESSAGES.phoneRequired;
  else if (!toE164(form.to)) errors.to = SMS_MESSAGES.phoneInvalid;
  const message = messageError(form.message);
  if (message) errors.message = message;
  return errors;
}

export type BulkField = 'recipients' | 'message';
export type BulkErrors = Partial<Record<BulkField, string>>;

/** The bulk form's problems: at least one recipient and a message. */
export function validateBulkSms(recipients: readonly string[], message: string): BulkErrors {
  const errors: BulkErrors = {};
  if (recipients.length === 0) errors.recipients = SMS_MESSAGES.recipientsRequired;
  else if (recipients.length > SMS_LIMITS.recipientsMax) errors.recipients = SMS_MESSAGES.tooManyRecipients(SMS_LIMITS.recipientsMax);
  const problem = messageError(message);
  if (problem) errors.message = problem;
  return errors;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The counter under a message box: its characters against the limit and the billed SMS segments,
 * e.g. `42 / 1600 characters, 1 SMS segment`; a character outside GSM-7 (an emoji, curly quotes)
 * makes every segment smaller, which the counter says.
 */
export function smsCounterText(message: string): string {
  const { encoding, segments } = smsSegments(message);
  const base = `${message.length} / ${SMS_LIMITS.messageMax} characters, ${plural(segments, 'SMS segment', 'SMS segments')}`;
  return encoding === 'UCS-2' ? `${base} (special characters: 70 per segment)` : base;
}

/** True past the limit: the counter turns to a warning. */
export function isOverLimit(message: string): boolean {
  return message.trim().length > SMS_LIMITS.messageMax;
}

export interface ToastContent {
  title: string;
  description: string;
}

export const RECORDED_ONLY = 'recorded only: SMS is not configured';

/**
 * 'SMS Sent' for a text the server took (201), naming the number; what became of it when it did not
 * go out at once: recorded only (SMS is not configured), or waiting for a retry with the provider's reason.
 */
export function smsSentToast(receipt: Pick<SmsReceipt, 'to' | 'status' | 'error'>): ToastContent {
  const to = phoneText(receipt.to);
  switch (receipt.status) {
    case 'recorded':
      return { title: 'SMS Sent', description: `To ${to} (${RECORDED_ONLY})` };
    case 'pending':
    case 'sending':
      return {
        title: 'SMS Sent',
        description: receipt.error ? `To ${to}: not delivered yet (${receipt.error}); it will be retried` : `To ${to}: on its way`,
      };
    default:
      return { title: 'SMS Sent', description: `Sent to ${to}` };
  }
}

/** 'Bulk SMS Sent': `Queued 2; skipped 1` and each number left out with its reason. */
export function bulkSentToast(receipt: BulkSmsReceipt): ToastContent {
  const counts = `Queued ${receipt.queued}; skipped ${receipt.skipped}`;
  const skipped = receipt.skippedRecipients.map((s) => `${phoneText(s.to)} (${s.reason})`);
  return { title: 'Bulk SMS Sent', description: skipped.length > 0 ? `${counts}: ${skipped.join('; ')}` : counts };
}

/** A failure toast: the server's message when it sent one (a 409's opt-out, a 502's reason), else the fixed text. */
export function smsFailureToast(fallback: string, error: unknown): ToastContent & { variant: 'destructive' } {
  return { title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' };
}

/** The numbers that are opted out now (a later START opted them back in). */
export function optedOutPhones(optOuts: readonly Pick<SmsOptOut, 'phone' | 'optedOut'>[] | undefined): ReadonlySet<string> {
  return new Set((optOuts ?? []).filter((o) => o.optedOut).map((o) => o.phone));
}

/** Whether a number, however it is written, is opted out. */
export function isOptedOut(phone: string, optedOut: ReadonlySet<string>): boolean {
  const e164 = toE164(phone);
  return e164 !== undefined && optedOut.has(e164);
}

/** The customers a bulk text can go to: every one but those who opted out. */
export function selectablePhones(customers: readonly Pick<Customer, 'phone' | 'optedOut'>[]): string[] {
  return customers.filter((c) => !c.optedOut).map((c) => c.phone);
}

/** The selection kept to customers still selectable (a customer may opt out while the list is open). */
export function selectedRecipients(selected: ReadonlySet<string>, customers: readonly Pick<Customer, 'phone' | 'optedOut'>[]): string[] {
  return selectablePhones(customers).filter((phone) => selected.has(phone));
}

export function selectionText(selected: number, selectable: number): string {
  return `${selected} of ${plural(selectable, 'customer', 'customers')} selected`;
}

/** `2026-07-18` → `Sat, Jul 18, 2026`; none yet → 'None yet'. */
export function lastTripText(lastTrip: string | null): string {
  return lastTrip ? formatBookingDate(lastTrip) : 'None yet';
}

/** The total of unread texts over every conversation. */
export function totalUnread(threads: readonly Pick<SmsThreadSummary, 'unread'>[] | undefined): number {
  return (threads ?? []).reduce((sum, t) => sum + Math.max(0, t.unread), 0);
}

/** A tab's label with an unread count: `Inbox (2)`, read aloud as `Inbox (2 unread)`; the plain label with none. */
export function unreadTabLabel(label: string, unread: number): { text: string; name: string } {
  if (unread <= 0) return { text: label, name: label };
  return { text: `${label} (${unread})`, name: `${label} (${unread} unread)` };
}

export function unreadText(unread: number): string {
  return `${unread} unread`;
}

/**
 * A conversation's heading: the customer's name from their bookings, else the number. A website
 * chat's says so: it is someone in the chat who typed that number, not the number's owner.
 */
export function threadTitle(thread: Pick<SmsThreadSummary, 'name' | 'phone' | 'source'>): string {
  if (thread.source === 'website-chat') return `Website chat: ${phoneText(thread.phone)}`;
  return thread.name ?? phoneText(thread.phone);
}

/** The badge of a website chat's conversation, and what it means. */
export const UNVERIFIED_NUMBER_LABEL = 'Number not verified';
export const UNVERIFIED_NUMBER_NOTE =
  'A visitor left this question in the website chat and typed this number. Anyone can type any number there: it may not be theirs, and it is not linked to any customer. Do not share booking details in a reply.';

const PREVIEW_MAX = 100;

/** The list's line for the last text: what was said, `You: ` before ours, cut at 100 characters. */
export function lastMessagePreview(thread: Pick<SmsThreadSummary, 'lastMessage' | 'lastDirection'>): string {
  const text = thread.lastMessage.replace(/\s+/g, ' ').trim();
  const cut = text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : text;
  return thread.lastDirection === 'out' ? `You: ${cut}` : cut;
}

const STATUS_LABELS: Record<NonNullable<SmsThreadMessage['status']>, string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  recorded: 'Recorded only (SMS is not configured)',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** An outbound text's outbox status in words. */
export function outboundStatusLabel(status: SmsThreadMessage['status']): string {
  if (!status) return '';
  return STATUS_LABELS[status] ?? status;
}

/** What sort of text the site sent: the admin's own, a bulk text, or one the site sends itself. */
export function messageKindLabel(kind: string | null): string {
  if (!kind) return 'Text';
  if (kind === 'admin-sms') return 'Text';
  if (kind === 'chat-handoff-reply') return 'Reply to a website chat';
  if (kind === 'bulk-sms') return 'Bulk SMS';
  if (kind === 'booking-confirmed') return 'Booking confirmation';
  if (kind === 'booking-cancelled') return 'Booking cancellation';
  if (kind.startsWith('reminder-')) return 'Trip reminder';
  return kind;
}

/** Who sent an outbound text: the admin who wrote it, or the site on its own (a confirmation, a reminder). */
export function sentByText(message: Pick<SmsThreadMessage, 'sentBy' | 'kind'>): string {
  if (message.sentBy && message.kind === 'chat-handoff-reply') return `${messageKindLabel(message.kind)}, sent by ${message.sentBy}`;
  return message.sentBy ? `Sent by ${message.sentBy}` : `${messageKindLabel(message.kind)}, sent by the site`;
}

/**
 * The facts under a text of a conversation, after its time: for ours the status and who sent it,
 * and why it failed or waits; for theirs whether it is still unread.
 */
export function messageFacts(message: SmsThreadMessage): { facts: string[]; problem: string | null } {
  if (message.direction === 'in') return { facts: message.readAt ? [] : ['Unread'], problem: null };
  const facts = [outboundStatusLabel(message.status), sentByText(message)].filter(Boolean);
  const problem = message.error ? `${message.status === 'pending' ? 'Not sent yet' : 'Not sent'}: ${message.error}` : null;
  return { facts, problem };
}

/** `GET /api/sms-threads/{id}` and its read and reply calls: by the conversation's id, never its number (addresses are logged). */
export function threadPath(id: string): string {
  return `/api/sms-threads/${encodeURIComponent(id)}`;
}
