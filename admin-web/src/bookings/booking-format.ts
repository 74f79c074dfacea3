import { formatOnLake } from '../../../domain/shared/calendar';
import { PAYMENT_HOLD_MS } from '../../../domain/checkout/checkout-rules';
import { formatCad } from '@browser-kit/format/money-format';
import { tripHasStarted } from '../../../domain/bookings/no-show';
import type { Booking, BookingLifecycleStatus, BookingStatus } from './booking-types';

export const STATUS_LABELS: Record<BookingLifecycleStatus, string> = {
  held: 'Awaiting payment',
  released: 'Released unpaid',
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** A booking paid through the built-in test gateway: shown on it everywhere, since no money moved. */
export const TEST_PAYMENT_LABEL = 'Test payment';

/** When a checkout's hold runs out: it is held for PAYMENT_HOLD_MS from when the visitor started. */
export function holdEndOf(createdAt: string): string {
  return new Date(new Date(createdAt).getTime() + PAYMENT_HOLD_MS).toISOString();
}

/** One button per status other than the current one. */
const STATUS_ACTIONS: readonly { status: BookingStatus; label: string }[] = [
  { status: 'confirmed', label: 'Confirm' },
  { status: 'pending', label: 'Set Pending' },
  { status: 'cancelled', label: 'Cancel' },
];

/** The status buttons for a booking: one per status other than the current. */
export function statusActions(current: BookingLifecycleStatus): { status: BookingStatus; label: string }[] {
  return STATUS_ACTIONS.filter((action) => action.status !== current);
}

/** Time-slot windows, the same as the calendar event's. */
const TIME_SLOT_LABELS: Record<string, string> = {
  morning: 'Morning, 6:00–10:00 AM',
  afternoon: 'Afternoon, 1:00–5:00 PM',
  'full-day': 'Full day, 6:00 AM–2:00 PM',
};

export function timeSlotLabel(slot: string): string {
  return TIME_SLOT_LABELS[slot] ?? slot;
}

/** `2025-06-14` → `Sat, Jun 14, 2025` (a calendar date: no time-zone shift). Unparseable dates are shown as given. */
export function formatBookingDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const utc = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (utc.getUTCMonth() !== Number(m) - 1) return date;
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc);
}

/** An ISO instant on the lake's clock, e.g. `Jun 10, 2025, 3:04 p.m.`. */
export function formatInstant(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatOnLake(instant, 'admin-instant', 'en-CA', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** `4 people, including 2 kids`; `1 person`. */
export function partyLabel(people: number | string, hasKids: boolean, kidsCount: number): string {
  const count = Number(people);
  const base = `${count} ${count === 1 ? 'person' : 'people'}`;
  if (!hasKids || kidsCount <= 0) return base;
  return `${base}, including ${kidsCount} ${kidsCount === 1 ? 'kid' : 'kids'}`;
}

/** A booking confirmed as unpaid after its payment was refunded: 'Payment due $414.00'. */
export function paymentDueLabel(cents: number): string {
  return `Payment due ${formatCad(cents)}`;
}

/** Which gateway took a payment, by its id: the built-in test gateway's ids start `pi_test_`. */
/** The gateway the booking records; one recorded before gateways were is told by its payment's id. */
export function gatewayOf(booking: { gateway: string | null; paymentIntentId: string }): string {
  const gateway = booking.gateway ?? (booking.paymentIntentId.startsWith('pi_test_') ? 'test' : 'stripe');
  return gateway === 'test' ? 'Test gateway (no money moved)' : 'Stripe';
}

/**
 * A booking's reference as staff see it. Only a booking made before references has none, and only
 * until the server's start names it (application/bookings/booking-reference-backfill.ts).
 */
export function referenceLabel(reference: string | null): string {
  return reference ?? 'Being assigned';
}

/** The badge of a confirmed trip whose party did not come (domain/bookings/no-show.ts). */
export const NO_SHOW_LABEL = 'No-show';

/**
 * Whether the card offers to mark (or undo) a no-show: a confirmed booking whose trip has started
 * by `now` on the lake's clock, the rule the server applies (domain/bookings/no-show.ts).
 */
export function canRecordNoShow(booking: Pick<Booking, 'status' | 'date' | 'time'>, now: Date): boolean {
  return booking.status === 'confirmed' && tripHasStarted(booking, now.toISOString());
}
