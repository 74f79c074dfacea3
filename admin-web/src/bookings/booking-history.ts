import { describeActor as describeAnyActor, type Actor } from '../../../domain/shared/actor';
import type { Schema } from '@browser-kit/api/api-types';
import { STATUS_LABELS, formatBookingDate, partyLabel, timeSlotLabel } from './booking-format';
import { formatCad } from '@browser-kit/format/money-format';
import { AUTOMATIC_REFUNDS, MOVE_REFUNDS, refundRuleFor, RESCHEDULE_REFUND } from '../../../domain/bookings/refund-policy';

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
  BookingReferenceAssigned: 'Reference given',
  BookingMarkedNoShow: 'Marked as a no-show (the party did not come)',
  BookingNoShowCleared: 'No-show undone',
};

export function eventTitle(type: string): string {
  return EVENT_TITLES[type] ?? type;
}

/** Who made a change: a person by name and role, the site's own processes as the site. */
export function describeActor(actor: Actor): string {
  return actor.kind === 'system' ? `the site, automatically (${actor.process.replace(/[_-]+/g, ' ')})` : describeAnyActor(actor);
}

/**
 * What each recorded field is called in the timeline, in the guide's words. A field missing here is
 * named from its own name in plain words ("someField" reads "Some field"), never shown as stored.
 */
const FIELD_LABELS: Record<string, string> = {
  reference: 'Reference',
  package: 'Package',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  people: 'People',
  hasKids: 'Children coming',
  kidsCount: 'Children',
  message: 'Message from the customer',
  referredBy: 'Referred by',
  referralCode: 'Referral code',
  status: 'Status',
  amountCents: 'Amount charged',
  amountPaidCents: 'Amount paid',
  refundedCents: 'Refunded',
  refundRule: 'Refund',
  test: 'Test booking',
  startTime: 'Start time',
  gateway: 'Paid through',
  holdEnded: 'Checkout ended',
  paymentSucceededCents: 'Payment reported',
  totalCents: 'Price',
  weather: 'Weather',
  refundDueCents: 'Refund due',
  moveRequested: 'Move asked',
  moveRefused: 'Not moved to',
  differenceDueCents: 'Difference due',
  differencePaidCents: 'Difference paid',
  paymentDueCents: 'Payment due',
  customerNotified: 'Customer notified',
  noShow: 'No-show',
};

/**
 * Fields that are references between records, not facts a guide reads: the package's number (its
 * name is on the Package line) and the gateway's payment references (the booking's Payment section
 * has the booking's own). A payment reference that bought a move is said as a sentence instead.
 */
const HIDDEN_FIELDS = new Set(['packageId', 'paymentIntentId']);

/** How a checkout ended unpaid. */
const HOLD_ENDINGS: Record<string, string> = {
  lapsed: 'The time to pay ran out',
  released: 'The customer left the payment',
};

/** Each refund rule in words, from the rules themselves (the policy's own explanations). */
const REFUND_RULES: Record<string, string> = {
  weather: refundRuleFor(0, true).explanation,
  '48h-or-more': refundRuleFor(48).explanation,
  '24-to-48h': refundRuleFor(24).explanation,
  'under-24h': refundRuleFor(0).explanation,
  [RESCHEDULE_REFUND.rule]: RESCHEDULE_REFUND.explanation,
  ...Object.fromEntries(Object.entries(AUTOMATIC_REFUNDS).map(([rule, { explanation }]) => [rule, explanation])),
  ...Object.fromEntries(Object.entries(MOVE_REFUNDS).map(([rule, { explanation }]) => [rule, explanation])),
};

const GATEWAYS: Record<string, string> = { test: 'Test payments (no money moved)', stripe: 'Stripe' };

/** "2026-12-16 morning": a trip's date and time slot as the guide reads them. */
function tripSlotText(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  return time ? `${formatBookingDate(date)}, ${timeSlotLabel(time)}` : formatBookingDate(date);
}

/** "48h-or-more (100%)": the rule's own words (which carry its share). */
function refundRuleText(value: string): string {
  const rule = /^(\S+)/.exec(value)?.[1] ?? value;
  return REFUND_RULES[rule] ?? value;
}

/** A field's name in plain words: "differenceDueCents" reads "Difference due". */
function plainName(field: string): string {
  const words = field
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(field: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? value;
  if (field.endsWith('Cents') && typeof value === 'number') return formatCad(value);
  if (field === 'date' && typeof value === 'string') return formatBookingDate(value);
  if (field === 'time' && typeof value === 'string') return timeSlotLabel(value);
  if ((field === 'moveRequested' || field === 'moveRefused') && typeof value === 'string') return tripSlotText(value);
  if (field === 'refundRule' && typeof value === 'string') return refundRuleText(value);
  if (field === 'holdEnded' && typeof value === 'string') return HOLD_ENDINGS[value] ?? value;
  if (field === 'gateway' && typeof value === 'string') return GATEWAYS[value] ?? value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Anything else recorded as a whole (a future event's structure) is not for reading here.
  return typeof value === 'object' ? undefined : String(value);
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

/** Facts told as a sentence: a confirmation as unpaid, a change the customer was not told of, a weather cancellation, a paid move. */
const SENTENCES: Record<string, (value: unknown) => string | undefined> = {
  paymentDueCents: (value) => (typeof value === 'number' ? `Payment due ${formatCad(value)} (confirmed as unpaid)` : undefined),
  customerNotified: (value) => (value === false ? 'Customer not notified' : undefined),
  weather: (value) => (value === true ? 'Cancelled for unsafe weather' : undefined),
  paidWith: () => 'Moved once the difference was paid online',
};

/** What an event changed, in words; status first since that is what the guide looks for. */
export function changeLines(changes: HistoryEntry['changes']): ChangeLine[] {
  const fields = Object.keys(changes)
    .filter((field) => !HIDDEN_FIELDS.has(field))
    .sort((a, b) => Number(b === 'status') - Number(a === 'status'));
  return fields.flatMap((field) => {
    const change = changes[field]!;
    const to = valueText(field, change.to);
    const sentence = SENTENCES[field]?.(change.to);
    if (to === undefined && !sentence) return [];
    const line: ChangeLine = { field, label: FIELD_LABELS[field] ?? plainName(field), to: to ?? '' };
    const from = change.from !== null && change.from !== undefined ? valueText(field, change.from) : undefined;
    if (from !== undefined) line.from = from;
    if (sentence) line.sentence = sentence;
    return [line];
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
  if (booking.noShow) facts.push({ label: 'No-show', value: 'Yes' });
  if (booking.refundedCents) facts.push({ label: 'Refunded', value: formatCad(booking.refundedCents) });
  return facts;
}
