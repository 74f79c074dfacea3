import type { ResponseOf } from '@browser-kit/api/api-types';
import { formatCad } from '@browser-kit/format/money-format';
import { reminderTypeLabel } from '../reminders/reminder-format';
import { formatInstant } from './booking-format';
import { refundText } from './booking-money';
import type { Booking, BookingStatus, StatusChange } from './booking-types';

/** `GET /api/bookings/{id}/status-change`: what a status change would do, before it is made. */
export type StatusChangePreview = ResponseOf<'/api/bookings/{id}/status-change', 'get'>;
type PreviewMessage = StatusChangePreview['messages'][number];

/** What the admin chose in the status dialog: the PATCH body's fields. */
export interface StatusChoice {
  readonly status: BookingStatus;
  readonly reason?: string;
  readonly weather?: boolean;
  /** Tell the customer (checked by default). */
  readonly notify: boolean;
  /** Record a refunded booking as unpaid when confirming it. */
  readonly paymentDue: boolean;
}

/** The dialog's words for each status. */
export const STATUS_DIALOG_COPY: Record<BookingStatus, { title: (name: string) => string; submit: string; busy: string; back: string }> = {
  confirmed: { title: (name) => `Confirm ${name}'s booking`, submit: 'Confirm Booking', busy: 'Confirming...', back: 'Go Back' },
  pending: { title: (name) => `Set ${name}'s booking to pending`, submit: 'Set Pending', busy: 'Saving...', back: 'Go Back' },
  cancelled: { title: (name) => `Cancel ${name}'s booking`, submit: 'Cancel Booking', busy: 'Cancelling...', back: 'Keep Booking' },
};

/**
 * The PATCH body: the reason only for a cancellation and only when one was typed; `weather` only
 * with a cancellation; `notify` only when the customer is not told, `paymentDue` only when chosen.
 * Left out, each is the server's default (the behaviour of the plain `{ status }`).
 */
export function statusChangeBody(choice: StatusChoice): StatusChange {
  const reason = choice.reason?.trim();
  const cancelling = choice.status === 'cancelled';
  return {
    status: choice.status,
    ...(cancelling && reason ? { reason } : {}),
    ...(cancelling && choice.weather ? { weather: true } : {}),
    ...(choice.notify ? {} : { notify: false }),
    ...(choice.status === 'confirmed' && choice.paymentDue ? { paymentDue: true } : {}),
  };
}

/** The preview's query string for the same choices. */
export function statusChangeQuery(choice: StatusChoice): string {
  const body = statusChangeBody(choice);
  const params = new URLSearchParams({ to: body.status });
  if (body.reason) params.set('reason', body.reason);
  if (body.weather) params.set('weather', 'true');
  if (body.notify === false) params.set('notify', 'false');
  if (body.paymentDue) params.set('paymentDue', 'true');
  return params.toString();
}

/** A confirmation that needs the explicit 'Record as unpaid' choice: its payment was refunded. */
export function paymentDueOf(preview: StatusChangePreview | undefined): number | null {
  return preview?.to === 'confirmed' ? preview.paymentDueCents : null;
}

/** What the change does with money, in words. */
export function moneyText(preview: StatusChangePreview, booking: Pick<Booking, 'paidAt'>): string {
  if (preview.to === 'cancelled') {
    // heldCents: what is left of the online payments before the cancellation, the base of the refund.
    if (preview.refund) return refundText(preview.refund, preview.heldCents);
    return booking.paidAt ? 'Nothing of the payment is left to refund.' : refundText(null);
  }
  if (preview.paymentDueCents !== null && preview.to === 'confirmed')
    return `Payment due ${formatCad(preview.paymentDueCents)}: the payment was refunded, so the booking is confirmed as unpaid and the customer is told what is due.`;
  return preview.heldCents > 0 ? `No money moves: the payment of ${formatCad(preview.heldCents)} stays held.` : 'No money moves.';
}

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS' } as const;

/** One message, as the dialog lists it: to whom and what. */
export function messageLine(message: PreviewMessage): string {
  const to = message.audience === 'guide' ? `the guide, ${message.recipient}` : `the customer, ${message.recipient}`;
  return `${CHANNEL_NAMES[message.channel]} to ${to}${message.subject ? `: “${message.subject}”` : ''}`;
}

/** The customer messages that will not go, in words. */
export function withheldLines(preview: StatusChangePreview): string[] {
  return preview.withheld.map(
    (w) => `No ${CHANNEL_NAMES[w.channel]} to the customer: ${w.reason.charAt(0).toLowerCase()}${w.reason.slice(1)}.`,
  );
}

/** What happens to the reminders, one line each. */
export function reminderLines(preview: StatusChangePreview): string[] {
  const planned = preview.reminders.planned.map(
    (r) => `Plans: ${reminderTypeLabel(r.type)}, ${r.skipped ? `kept on record, not sent (${r.skipped})` : formatInstant(r.scheduledFor)}`,
  );
  const cancelled = preview.reminders.cancelled.map((r) => `Cancels: ${reminderTypeLabel(r.type)}, ${formatInstant(r.scheduledFor)}`);
  return [...planned, ...cancelled];
}
