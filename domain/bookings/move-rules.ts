import { calendarDateOf, minutesOfDayOf } from '../shared/calendar';
import { DomainError } from '../shared/decider';
import { MoveRefusal, TripSlot } from './booking-events';
import { bookingMachine } from './booking-machine';
import { ExistingBooking } from './booking-state';
import { hasSlotStarted } from '../availability/day-availability';
import { MINIMUM_CHARGE_CENTS } from '../payments/charge-rules';
import { refundableCents } from './paid-payments';

/* The rules of a customer's move that the decider and the moves process (application/manage/booking-moves.process.ts) share. */

/** What the booking itself answers to a move it cannot take, whoever asked (the manage page shows them). */
export const MOVE_MESSAGES = {
  sameSlot: 'Your trip is already booked for that date and time.',
  /** Another request (a second tab, a double click) moved or changed the booking first. */
  changedMeanwhile: 'Your booking changed while this was being done. Please look at it again.',
} as const;

export class BookingMovedMeanwhileError extends DomainError {
  constructor() {
    super('booking-changed-conflict', MOVE_MESSAGES.changedMeanwhile);
  }
}

export class UnpaidDearerMoveError extends DomainError {
  constructor(readonly priceDifferenceCents: number) {
    super('reschedule-dearer-conflict', 'A move to a dearer date is made once its difference is paid', { priceDifferenceCents });
  }
}

/** Each refusal in words, for the audit history. */
export const MOVE_REFUSALS: Readonly<Record<MoveRefusal, string>> = {
  'slot-taken': 'The new slot was taken by another booking first: the trip did not move',
  'not-offered': 'The new slot is no longer offered: the trip did not move',
  'slot-started': 'The new slot had begun: the trip did not move',
  'booking-changed': 'The booking changed after the move was asked for: the trip did not move',
  'not-movable': 'The booking could no longer be moved: the trip did not move',
};

/**
 * What a move at no charge gives back: the price it saves, at most what is still refundable of
 * what was paid. A dearer move must be paid first (StartMovePayment); a difference too small to
 * charge is let go.
 */
export function freeMoveRefund(state: ExistingBooking, newTotalCents: number): number {
  const difference = moveDifferenceCents(state, newTotalCents);
  if (difference >= MINIMUM_CHARGE_CENTS) throw new UnpaidDearerMoveError(difference);
  if (!state.paidAt) return 0;
  return Math.max(0, Math.min(-difference, refundableCents(state)));
}

/** What a move to a trip priced `newTotalCents` costs more than the booking does now (negative: it saves). */
function moveDifferenceCents(state: ExistingBooking, newTotalCents: number): number {
  const currentTotal = state.price?.totalCents ?? state.payment?.amountCents ?? newTotalCents;
  return newTotalCents - currentTotal;
}

/**
 * Why a move asked for (BookingMoveRequested) cannot be made on the booking as it is now, before
 * its new slot is looked at; undefined when it can. The same refusals as the decider's for
 * RescheduleBooking, said as a fact to record rather than thrown.
 */
export function moveRequestRefusal(
  booking: ExistingBooking,
  request: { readonly from: TripSlot; readonly to: TripSlot; readonly price: { readonly totalCents: number } },
  now: Date,
): MoveRefusal | undefined {
  if (!bookingMachine.resolveState({ value: booking.status, context: {} }).can({ type: 'reschedule' })) return 'not-movable';
  const { date, time } = booking.details;
  if (date !== request.from.date || time !== request.from.time) return 'booking-changed';
  if (moveDifferenceCents(booking, request.price.totalCents) >= MINIMUM_CHARGE_CENTS) return 'booking-changed';
  if (hasSlotStarted(request.to.date, request.to.time, calendarDateOf(now), minutesOfDayOf(now))) return 'slot-started';
  return undefined;
}
