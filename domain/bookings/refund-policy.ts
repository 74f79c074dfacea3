import { SLOT_WINDOWS } from '../availability/slot-windows';
import { instantOnLake } from '../shared/calendar';
import { TimeSlot } from './booking-rules';

/**
 * Every refund the site makes, in one place: the cancellation policy of docs/product/refunds.md
 * (the admin's cancel dialog and the refunds process apply it), and the full refunds of a payment
 * that cannot become a booking.
 */
export type RefundRule = 'weather' | '48h-or-more' | '24-to-48h' | 'under-24h';

/** A payment that arrived when its booking could no longer take it: always refunded in full. */
export type AutomaticRefundRule = 'slot-taken' | 'booking-cancelled';

export const AUTOMATIC_REFUNDS: Readonly<Record<AutomaticRefundRule, { readonly explanation: string; readonly toVisitor: string }>> = {
  'slot-taken': {
    explanation: 'The slot was taken by another booking before the payment arrived: full refund',
    toVisitor:
      'This time slot was taken by another booking before your payment arrived. Your payment has been refunded in full; refunds take 5 to 7 business days to appear.',
  },
  'booking-cancelled': {
    explanation: 'The booking was cancelled before the payment arrived: full refund',
    toVisitor:
      'This booking was cancelled before your payment arrived. Your payment has been refunded in full; refunds take 5 to 7 business days to appear.',
  },
};

/** A move to a cheaper date: the difference goes back. */
export const RESCHEDULE_REFUND = {
  rule: 'reschedule-cheaper',
  explanation: 'Moved to a cheaper date: the difference refunded',
} as const;

/** Why a move's paid difference went back instead of buying the move. */
export type MoveRefundRule = 'move-slot-taken' | 'move-not-possible';

/** The difference of a move to a dearer date that could no longer be made: always refunded in full. */
export const MOVE_REFUNDS: Readonly<Record<MoveRefundRule, { readonly explanation: string; readonly toCustomer: string }>> = {
  'move-slot-taken': {
    explanation: 'The new slot was taken by another booking before the difference was paid: the difference refunded in full',
    toCustomer:
      'That time was taken by another booking before your payment arrived, so your trip has not moved. The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.',
  },
  'move-not-possible': {
    explanation: 'The booking changed before the difference was paid: the difference refunded in full',
    toCustomer:
      'Your booking changed before your payment arrived, so your trip has not moved. The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.',
  },
};

export function isMoveRefundRule(rule: string): rule is MoveRefundRule {
  return Object.hasOwn(MOVE_REFUNDS, rule);
}

export function isAutomaticRefundRule(rule: string): rule is AutomaticRefundRule {
  return Object.hasOwn(AUTOMATIC_REFUNDS, rule);
}

/** The reason given to the gateway, and shown to whoever reads the refund there. */
export const AUTOMATIC_REFUND_REASON = 'The payment could not become a booking';

export interface RefundDecision {
  readonly rule: RefundRule;
  readonly percent: 0 | 50 | 100;
  readonly amountCents: number;
  /** Hours from the cancellation to the trip's start (negative once it started). */
  readonly hoursBeforeStart: number;
  /** In words, for the admin and the customer. */
  readonly explanation: string;
}

export const REFUND_POLICY_TEXT =
  'Cancellations 48 hours or more before the trip get a full refund; 24 to 48 hours, 50%; under 24 hours, no refund. ' +
  'When we cancel for unsafe weather you get a full refund or a free reschedule. Refunds take 5 to 7 business days.';

const HOUR_MS = 3_600_000;

/** The trip's start on the lake: the slot's first minute on its date, in America/Edmonton. */
export function tripStart(date: string, timeSlot: TimeSlot): Date {
  return instantOnLake(date, SLOT_WINDOWS[timeSlot].start);
}

/**
 * How much of `paidCents` goes back when a booking is cancelled at `at`. The operator's unsafe-
 * weather cancellation always refunds in full; otherwise the time left before the trip decides.
 * A 50% refund of an odd number of cents rounds down to the cent (the customer is told the amount).
 */
export function refundFor(paidCents: number, date: string, timeSlot: TimeSlot, at: Date, weather: boolean): RefundDecision {
  const hoursBeforeStart = (tripStart(date, timeSlot).getTime() - at.getTime()) / HOUR_MS;
  const { rule, percent, explanation } = refundRuleFor(hoursBeforeStart, weather);
  return { rule, percent, amountCents: Math.floor((paidCents * percent) / 100), hoursBeforeStart, explanation };
}

/** The rule for a cancellation this many hours before the trip starts (the chat asks it of a notice said in words). */
export function refundRuleFor(hoursBeforeStart: number, weather = false): Pick<RefundDecision, 'rule' | 'percent' | 'explanation'> {
  if (weather) return { rule: 'weather', percent: 100, explanation: 'Cancelled by the operator for unsafe weather: full refund' };
  if (hoursBeforeStart >= 48) return { rule: '48h-or-more', percent: 100, explanation: '48 hours or more before the trip: full refund' };
  if (hoursBeforeStart >= 24) return { rule: '24-to-48h', percent: 50, explanation: '24 to 48 hours before the trip: 50% refund' };
  return { rule: 'under-24h', percent: 0, explanation: 'Under 24 hours before the trip: no refund' };
}
