import { describeActor } from '../../../domain/shared/actor';
import type { Schema } from '@browser-kit/api/api-types';
import { STATUS_LABELS, formatBookingDate, partyLabel, timeSlotLabel } from './booking-format';
import { formatCad } from '@browser-kit/format/money-format';

/** One line of `GET /api/bookings/{id}/history`. */
export type HistoryEntry = Schema<'BookingHistoryRowDto'>;

/** `GET /api/bookings/{id}?asOf=N`: the booking replayed from its first N events. */
export type BookingAsOf = Schema<'BookingReplayDto'>;

const EVENT_TITLES: Record<string, string> = {
  BookingRequested: 'Booking created',
  BookingHeld: 'Checkout started, slot held',
  BookingHoldEnded: 'Checkout ended unpaid, slot released',
  BookingPaymentSucceeded: 'Payment reported by the gateway',
  BookingPaid: 'Payment received',
  BookingStatusChanged: 'Status changed',
  BookingRefunded: 'Refund decided',
  BookingRescheduled: 'Trip moved',
  BookingMovePaymentStarted: 'Move to a dearer date asked, difference due',
  BookingMovePaid: 'Difference paid',
  BookingMoveRequested: 'Move asked',
  BookingMoveRefused: 'Move refused',
};

export function eventTitle(type: string): string {
  return EVENT_TITLES[type] ?? type;
}

export { describeActor };

const FIELD_LABELS: Record<string, string> = {
  package: 'Package',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  people: 'People',
  hasKids: 'Has kids',
  kidsCount: 'Kids',
  message: 'Message',
  referredBy: 'Referred by',
  referralCode: 'Referral code',
  status: 'Status',
  amountCents: 'Amount',
  amountPaidCents: 'Amount paid',
  refundedCents: 'Refunded',
  refundRule: 'Refund rule',
  paymentIntentId: 'Payment',
  test: 'Test booking',
  startTime: 'Start time',
  gateway: 'Gateway',
  holdEnded: 'Hold ended',
  paymentSucceededCents: 'Payment reported',
  totalCents: 'Total',
  weather: 'Weather',
  refundDueCents: 'Refund due',
  moveRequested: 'Move',
  moveRefused: 'Not moved to',
  differenceDueCents: 'Difference due',
  differencePaidCents: 'Difference paid',
  paidWith: 'Paid with',
  paymentDueCents: 'Payment due',
  customerNotified: 'Customer notified',
};

function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
  if (field.endsWith('Cents') && typeof value === 'number') return formatCad(value);
  if (field === 'date' && typeof value === 'string') return formatBookingDate(value);
  if (field === 'time' && typeof value === 'string') return timeSlotLabel(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface ChangeLine {
  field: string;
  label: string;
  /** Absent when the field came into being with this event. */
  from?: string;
  to: string;
  /** The whole line in words, for a fact better said than listed as label and value. */
  sentence?: string;
}

/** Facts of a status change told as a sentence: a confirmation as unpaid, a change the customer was not told of. */
const SENTENCES: Record<string, (value: unknown) => string | undefined> = {
  paymentDueCents: (value) => (typeof value === 'number' ? `Payment due ${formatCad(value)} (confirmed as unpaid)` : undefined),
  customerNotified: (value) => (value === false ? 'Customer not notified' : undefined),
};

/** What an event changed, in words; status first since that is what the guide looks for. */
export function changeLines(changes: HistoryEntry['changes']): ChangeLine[] {
  const fields = Object.keys(changes).sort((a, b) => Number(b === 'status') - Number(a === 'status'));
  return fields.map((field) => {
    const change = changes[field]!;
    const line: ChangeLine = { field, label: FIELD_LABELS[field] ?? field, to: valueText(field, change.to) };
    if (change.from !== null && change.from !== undefined) line.from = valueText(field, change.from);
    const sentence = SENTENCES[field]?.(change.to);
    if (sentence) line.sentence = sentence;
    return line;
  });
}

/** The history control's choices: "after event N", newest first, the current state marked. */
export function versionOptions(history: readonly HistoryEntry[], format: (iso: string) => string): { version: number; label: string }[] {
  const newest = history.reduce((max, entry) => Math.max(max, entry.version), 0);
  return [...history]
    .sort((a, b) => b.version - a.version)
    .map((entry) => ({
      version: entry.version,
      label: `${entry.version === newest ? 'Now: ' : ''}after ${eventTitle(entry.type).toLowerCase()}, ${format(entry.occurredAt)}`,
    }));
}

/** The facts of a replayed booking, as label and value, for the history panel. */
export function snapshotFacts(asOf: BookingAsOf): { label: string; value: string }[] {
  const booking = asOf.booking;
  if (!booking) return [{ label: 'Status', value: 'Did not exist yet' }];
  const facts = [
    { label: 'Status', value: STATUS_LABELS[booking.status] ?? booking.status },
    { label: 'Package', value: booking.package },
    { label: 'Date', value: formatBookingDate(booking.date) },
    { label: 'Time', value: timeSlotLabel(booking.time) },
    { label: 'Party', value: partyLabel(booking.people, booking.hasKids, booking.kidsCount) },
    { label: 'Name', value: booking.name },
    { label: 'Email', value: booking.email },
    { label: 'Phone', value: booking.phone },
  ];
  // The price as it stood then (a move changes it), else what was charged online.
  const price = booking.price?.totalCents ?? booking.amountCents;
  if (price !== null && price !== undefined) facts.push({ label: 'Price', value: formatCad(price) });
  facts.push({ label: 'Paid', value: booking.paidAt ? 'Yes' : 'No' });
  if (booking.refundedCents) facts.push({ label: 'Refunded', value: formatCad(booking.refundedCents) });
  return facts;
}
