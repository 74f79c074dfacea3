import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import {
  AssignBookingReference,
  BookingCommand,
  ChangeBookingStatus,
  ClearNoShow,
  EndHold,
  MarkNoShow,
  HoldBooking,
  RecordPayment,
  RecordPaymentSuccess,
  RecordRefund,
  RequestBooking,
  RecordMovePayment,
  RefuseMove,
  RequestMove,
  RescheduleBooking,
  StartMovePayment,
} from './booking-commands';
import { BookingDetails, BookingEvent } from './booking-events';
import { bookingMachine } from './booking-machine';
import {
  BOOKING_MESSAGES,
  BookingStatus,
  isCalendarDate,
  REASON_MAX_LENGTH,
  isValidKidsCount,
  isValidPartySize,
  TIME_SLOTS,
} from './booking-rules';
import { BookingState, ExistingBooking, moveOutcomeOf, refundAnswering } from './booking-state';
import { assertBookingReference } from './booking-reference-decide';
import { BOOKING_REFERENCE_MESSAGES } from './booking-reference-rules';
import { BookingMovedMeanwhileError, freeMoveRefund, MOVE_MESSAGES } from './move-rules';
import { movePaymentOf, paidPayments } from './paid-payments';
import { paymentDueCents, PaymentRefundedError } from './payment-due';
import { NO_SHOW_MESSAGES, tripHasStarted } from './no-show';

export class BookingNotFoundError extends DomainError {
  constructor() {
    super('booking-not-found', 'Booking not found');
  }
}

export class PaymentMismatchError extends DomainError {
  constructor() {
    super('payment-mismatch-conflict', 'This payment does not match the booking (a different payment, amount or currency).');
  }
}

/** Machine event for "set the status to X". */
const transitionTo: Record<BookingStatus, 'set_pending' | 'confirm' | 'cancel'> = {
  pending: 'set_pending',
  confirmed: 'confirm',
  cancelled: 'cancel',
};

export function decideBooking(command: BookingCommand, state: BookingState): BookingEvent[] {
  switch (command.type) {
    case 'RequestBooking':
      return requestBooking(command, state);
    case 'HoldBooking':
      return holdBooking(command, state);
    case 'EndHold':
      return endHold(command, existing(state));
    case 'RecordPaymentSuccess':
      return recordPaymentSuccess(command, existing(state));
    case 'RecordPayment':
      return recordPayment(command, existing(state));
    case 'RecordRefund':
      return recordRefund(command, existing(state));
    case 'ChangeBookingStatus':
      return changeStatus(command, existing(state));
    case 'RescheduleBooking':
      return reschedule(command, existing(state));
    case 'StartMovePayment':
      return startMovePayment(command, existing(state));
    case 'RecordMovePayment':
      return recordMovePayment(command, existing(state));
    case 'RequestMove':
      return requestMove(command, existing(state));
    case 'RefuseMove':
      return refuseMove(command, existing(state));
    case 'AssignBookingReference':
      return assignReference(command, existing(state));
    case 'MarkNoShow':
      return markNoShow(command, existing(state));
    case 'ClearNoShow':
      return clearNoShow(command, existing(state));
    default:
      return unknownCommand(command, 'booking');
  }
}

function requestBooking(command: RequestBooking, state: BookingState): BookingEvent[] {
  assertTransition(bookingMachine, state.status, 'request', 'This booking already exists');
  assertValidDetails(command.details);
  return [
    {
      type: 'BookingRequested',
      data: { bookingId: command.bookingId, details: command.details, ...sale(command) },
      metadata: metadataOf(command),
    },
  ];
}

function holdBooking(command: HoldBooking, state: BookingState): BookingEvent[] {
  assertTransition(bookingMachine, state.status, 'hold', 'This booking already exists');
  assertValidDetails(command.details);
  return [
    {
      type: 'BookingHeld',
      data: {
        bookingId: command.bookingId,
        details: command.details,
        ...sale(command),
        payment: command.payment,
        holdExpiresAt: command.holdExpiresAt,
      },
      metadata: metadataOf(command),
    },
  ];
}

export class HoldRunningError extends DomainError {
  constructor() {
    super('hold-running-conflict', 'This checkout is still within its time: it ends by itself when that runs out.');
  }
}

function endHold(command: EndHold, state: ExistingBooking): BookingEvent[] {
  // Ended already (the visitor, the guide and the lapsed-holds job may all try): nothing to add.
  if (state.status === 'released') return [];
  // Its payment arrived: the payments process confirms or refunds it, the hold is no longer open.
  if (state.paymentSucceededAt)
    throw new DomainError('hold-paid-conflict', 'The payment of this checkout has gone through: it is being confirmed.');
  assertTransition(bookingMachine, state.status, 'end_hold', `A ${state.status} booking has no hold to end`);
  if (command.cause === 'lapsed' && state.holdExpiresAt && state.holdExpiresAt > command.at) throw new HoldRunningError();
  return [{ type: 'BookingHoldEnded', data: { cause: command.cause, reason: command.reason }, metadata: metadataOf(command) }];
}

function recordPaymentSuccess(command: RecordPaymentSuccess, state: ExistingBooking): BookingEvent[] {
  assertSamePayment(command, state);
  // The same success reported again (the browser, then the webhook) changes nothing.
  if (state.paymentSucceededAt || state.paidAt) return [];
  assertTransition(bookingMachine, state.status, 'payment_succeeded');
  const { paymentIntentId, amountCents } = command;
  return [{ type: 'BookingPaymentSucceeded', data: { paymentIntentId, amountCents, currency: 'CAD' }, metadata: metadataOf(command) }];
}

function recordPayment(command: RecordPayment, state: ExistingBooking): BookingEvent[] {
  assertSamePayment(command, state);
  if (state.paidAt) return [];
  assertTransition(bookingMachine, state.status, 'pay', `A ${state.status} booking cannot take a payment`);
  const { paymentIntentId, amountCents } = command;
  return [{ type: 'BookingPaid', data: { paymentIntentId, amountCents, currency: 'CAD' }, metadata: metadataOf(command) }];
}

function recordRefund(command: RecordRefund, state: ExistingBooking): BookingEvent[] {
  const paid = paidPayments(state).find((p) => p.paymentIntentId === command.paymentIntentId);
  if (!paid) throw new PaymentMismatchError();
  // A process repeating its step after a crash: the event it answers already has its refund from this payment.
  if (refundAnswering(state, command.forVersion, command.paymentIntentId)) return [];
  const refundable = paid.amountCents - paid.refundedCents;
  if (!Number.isInteger(command.amountCents) || command.amountCents < 0 || command.amountCents > refundable) {
    throw new DomainError('refund-too-large', `At most ${refundable} cents of this payment can still be refunded`);
  }
  return [
    {
      type: 'BookingRefunded',
      data: {
        paymentIntentId: command.paymentIntentId,
        amountCents: command.amountCents,
        percent: command.percent,
        rule: command.rule,
        ...(command.refundId ? { refundId: command.refundId } : {}),
        forVersion: command.forVersion,
      },
      metadata: metadataOf(command),
    },
  ];
}

function changeStatus(command: ChangeBookingStatus, state: ExistingBooking): BookingEvent[] {
  assertTransition(bookingMachine, state.status, transitionTo[command.to], `The booking is already ${state.status}`);
  const reason = command.reason?.trim();
  // Judged on the stream the event is appended to: a refund recorded since the admin looked counts.
  const dueCents = command.to === 'confirmed' ? paymentDueCents(state) : 0;
  if (dueCents > 0 && command.paymentDue !== true) throw new PaymentRefundedError(dueCents);
  return [
    {
      type: 'BookingStatusChanged',
      data: {
        from: state.status,
        to: command.to,
        ...(reason ? { reason } : {}),
        ...(command.to === 'cancelled' && command.weather ? { weather: true } : {}),
        ...(command.notify === false ? { notify: false } : {}),
        ...(dueCents > 0 ? { paymentDueCents: dueCents } : {}),
      },
      metadata: metadataOf(command),
    },
  ];
}

function reschedule(command: RescheduleBooking, state: ExistingBooking): BookingEvent[] {
  // The move asked for is answered already (the moves process repeating its step): nothing to add.
  if (command.forVersion !== undefined && moveOutcomeOf(state, command.forVersion)) return [];
  assertTransition(bookingMachine, state.status, 'reschedule', `A ${state.status} booking cannot be moved`);
  assertTripSlot(command.date, command.time);
  const from = { date: state.details.date, time: state.details.time };
  // Moved there before (a repeated step): nothing to add.
  if (from.date === command.date && from.time === command.time) return [];
  if (command.from && (command.from.date !== from.date || command.from.time !== from.time)) throw new BookingMovedMeanwhileError();
  if (command.paymentIntentId !== undefined) {
    // Only a paid difference buys a move, once, and only to the slot it was paid for.
    const move = movePaymentOf(state, command.paymentIntentId);
    if (!move?.paidAt || move.movedAt || move.to.date !== command.date || move.to.time !== command.time) throw new PaymentMismatchError();
  }
  const refundCents = command.price && command.paymentIntentId === undefined ? freeMoveRefund(state, command.price.totalCents) : 0;
  const reason = command.reason?.trim();
  return [
    {
      type: 'BookingRescheduled',
      data: {
        from,
        to: { date: command.date, time: command.time },
        ...(command.price ? { price: command.price } : {}),
        ...(refundCents > 0 ? { refundCents } : {}),
        ...(command.paymentIntentId !== undefined ? { paymentIntentId: command.paymentIntentId } : {}),
        ...(command.forVersion !== undefined ? { forVersion: command.forVersion } : {}),
        ...(reason ? { reason } : {}),
      },
      metadata: metadataOf(command),
    },
  ];
}

/**
 * Records the customer's wish to move, refused as the move itself would be: a booking that cannot
 * move, a slot the booking has left since, its own slot, or a dearer date (paid first).
 */
function requestMove(command: RequestMove, state: ExistingBooking): BookingEvent[] {
  assertTransition(bookingMachine, state.status, 'request_move', `A ${state.status} booking cannot be moved`);
  assertTripSlot(command.date, command.time);
  const from = { date: state.details.date, time: state.details.time };
  if (command.from.date !== from.date || command.from.time !== from.time) throw new BookingMovedMeanwhileError();
  if (from.date === command.date && from.time === command.time) throw new DomainError('reschedule-same-conflict', MOVE_MESSAGES.sameSlot);
  // What it gives back is worked out when the move is made; a dearer date is refused now.
  freeMoveRefund(state, command.price.totalCents);
  const to = { date: command.date, time: command.time };
  return [{ type: 'BookingMoveRequested', data: { from, to, price: command.price }, metadata: metadataOf(command) }];
}

/** The answer to a move asked for that could not be made; whatever the booking became since, once. */
function refuseMove(command: RefuseMove, state: ExistingBooking): BookingEvent[] {
  if (moveOutcomeOf(state, command.forVersion)) return [];
  assertTransition(bookingMachine, state.status, 'refuse_move', `A ${state.status} booking has no move to refuse`);
  const { forVersion, to, reason } = command;
  return [{ type: 'BookingMoveRefused', data: { forVersion, to, reason }, metadata: metadataOf(command) }];
}

function startMovePayment(command: StartMovePayment, state: ExistingBooking): BookingEvent[] {
  assertTransition(bookingMachine, state.status, 'start_move_payment', `A ${state.status} booking cannot be moved`);
  assertTripSlot(command.date, command.time);
  // The same payment set up again (a retried request): nothing to add.
  if (movePaymentOf(state, command.payment.paymentIntentId)) return [];
  const from = { date: state.details.date, time: state.details.time };
  if (from.date === command.date && from.time === command.time)
    throw new DomainError('reschedule-same-conflict', 'The trip is already booked for that date and time');
  if (!Number.isInteger(command.payment.amountCents) || command.payment.amountCents <= 0)
    throw new DomainError('invalid-payment', "A move's difference is a whole number of cents above 0");
  return [
    {
      type: 'BookingMovePaymentStarted',
      data: {
        from,
        to: { date: command.date, time: command.time },
        price: command.price,
        payment: command.payment,
        holdExpiresAt: command.holdExpiresAt,
      },
      metadata: metadataOf(command),
    },
  ];
}

function recordMovePayment(command: RecordMovePayment, state: ExistingBooking): BookingEvent[] {
  const move = movePaymentOf(state, command.paymentIntentId);
  if (!move || command.amountCents !== move.payment.amountCents || command.currency.toUpperCase() !== move.payment.currency)
    throw new PaymentMismatchError();
  // Reported again (the browser, then the webhook): nothing to add.
  if (move.paidAt) return [];
  assertTransition(bookingMachine, state.status, 'move_paid', `A ${state.status} booking cannot take a payment`);
  const { paymentIntentId, amountCents } = command;
  return [{ type: 'BookingMovePaid', data: { paymentIntentId, amountCents, currency: 'CAD' }, metadata: metadataOf(command) }];
}

function assertTripSlot(date: string, time: string): void {
  if (!isCalendarDate(date)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.date);
  if (!(TIME_SLOTS as readonly string[]).includes(time)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.time);
}

function existing(state: BookingState): ExistingBooking {
  if (state.status === 'none') throw new BookingNotFoundError();
  return state;
}

function assertSamePayment(command: RecordPayment | RecordPaymentSuccess, state: ExistingBooking): void {
  const expected = state.payment;
  if (!expected || expected.paymentIntentId !== command.paymentIntentId) throw new PaymentMismatchError();
  if (command.amountCents !== expected.amountCents || command.currency.toUpperCase() !== expected.currency)
    throw new PaymentMismatchError();
}

/**
 * A booking keeps the reference it was given: given again (a step repeated) it changes nothing;
 * another one is refused, since the reference's stream was claimed for it in the same append.
 */
function assignReference(command: AssignBookingReference, state: ExistingBooking): BookingEvent[] {
  if (state.reference === command.reference) return [];
  if (state.reference) throw new DomainError('booking-reference-conflict', BOOKING_REFERENCE_MESSAGES.another);
  assertBookingReference(command.reference);
  return [{ type: 'BookingReferenceAssigned', data: { reference: command.reference }, metadata: metadataOf(command) }];
}

/**
 * The party of a confirmed trip did not come: marked once the trip has started (`at` against its
 * slot's start on the lake), marked again it changes nothing. Cancels and refunds nothing.
 */
function markNoShow(command: MarkNoShow, state: ExistingBooking): BookingEvent[] {
  if (state.noShow) return [];
  assertTransition(bookingMachine, state.status, 'mark_no_show', NO_SHOW_MESSAGES.notConfirmed);
  if (!tripHasStarted(state.details, command.at)) throw new DomainError('no-show-early-conflict', NO_SHOW_MESSAGES.tooEarly);
  return [{ type: 'BookingMarkedNoShow', data: noteOf(command), metadata: metadataOf(command) }];
}

/** Undoes a no-show marked by mistake; a booking that is no no-show (cleared already) changes nothing. */
function clearNoShow(command: ClearNoShow, state: ExistingBooking): BookingEvent[] {
  if (!state.noShow) return [];
  assertTransition(bookingMachine, state.status, 'clear_no_show', NO_SHOW_MESSAGES.notConfirmed);
  return [{ type: 'BookingNoShowCleared', data: noteOf(command), metadata: metadataOf(command) }];
}

function noteOf(command: MarkNoShow | ClearNoShow): { note?: string } {
  const note = command.note?.trim();
  if (note && note.length > REASON_MAX_LENGTH) throw new DomainError('invalid-booking', NO_SHOW_MESSAGES.note);
  return note ? { note } : {};
}

function sale(command: RequestBooking | HoldBooking) {
  if (command.reference !== undefined) assertBookingReference(command.reference);
  return {
    ...(command.packageId !== undefined ? { packageId: command.packageId } : {}),
    ...(command.price !== undefined ? { price: command.price } : {}),
    ...(command.reference !== undefined ? { reference: command.reference } : {}),
  };
}

/** The booking form's rules (docs/product/booking.md) that every way of booking obeys. */
export function assertValidDetails(details: BookingDetails): void {
  if (!details.package.trim()) throw new DomainError('invalid-booking', BOOKING_MESSAGES.package);
  if (!isCalendarDate(details.date)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.date);
  if (!isValidPartySize(details.people)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.people);
  if (!isValidKidsCount(details.people, details.kidsCount) || details.hasKids !== details.kidsCount > 0) {
    throw new DomainError('invalid-booking', BOOKING_MESSAGES.kidsCount);
  }
}
