import { Actor } from '../shared/actor';
import { assertTransition, Decider, DomainError, DomainEvent } from '../shared/decider';
import { bookingMachine } from './booking-machine';
import {
  BookingStatus,
  isCalendarDate,
  isValidKidsCount,
  isValidPartySize,
  BOOKING_MESSAGES,
  TimeSlot,
} from './booking-rules';

export interface BookingDetails {
  readonly package: string;
  /** Calendar date YYYY-MM-DD in the business time zone. */
  readonly date: string;
  readonly time: TimeSlot;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly people: number;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly message?: string;
  readonly referredBy?: string;
  readonly referralCode?: string;
  /** A test booking from the admin's Test System: a 1.00 CAD payment, no slot taken. */
  readonly test?: boolean;
  /** A test booking's start time as the Test System form gives it ('8:00 AM'). */
  readonly startTime?: string;
}

/** Where a booking is in its life: the statuses the admin sets, plus `held` while the visitor pays. */
export type BookingLifecycleStatus = BookingStatus | 'held';

/** What the visitor pays, fixed when the checkout starts (integer cents, CAD). */
export interface BookingPayment {
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: 'CAD';
}

// ---- events (stored for ever: add fields as optional, never rename) ----

export type BookingRequested = DomainEvent<
  'BookingRequested',
  { bookingId: string; details: BookingDetails; actor: Actor; occurredAt: string }
>;

export type BookingStatusChanged = DomainEvent<
  'BookingStatusChanged',
  { from: BookingLifecycleStatus; to: BookingStatus; reason?: string; actor: Actor; occurredAt: string }
>;

/** A visitor started paying: the booking exists, its slot is held for them until `holdExpiresAt`. */
export type BookingHeld = DomainEvent<
  'BookingHeld',
  { bookingId: string; details: BookingDetails; payment: BookingPayment; holdExpiresAt: string; actor: Actor; occurredAt: string }
>;

/** The gateway says the payment succeeded for the agreed amount: the booking is confirmed. */
export type BookingPaid = DomainEvent<
  'BookingPaid',
  { paymentIntentId: string; amountCents: number; currency: 'CAD'; actor: Actor; occurredAt: string }
>;

/** Money given back through the gateway (or a decision of no refund), by the cancellation policy. */
export type BookingRefunded = DomainEvent<
  'BookingRefunded',
  {
    paymentIntentId: string;
    amountCents: number;
    percent: number;
    /** The policy rule applied (refund-policy.ts), e.g. '48h-or-more', 'weather'. */
    rule: string;
    /** The gateway's refund id; absent when nothing was refunded. */
    refundId?: string;
    actor: Actor;
    occurredAt: string;
  }
>;

export type BookingEvent = BookingRequested | BookingStatusChanged | BookingHeld | BookingPaid | BookingRefunded;

// ---- commands (time and actor come in with the command) ----

export interface RequestBooking {
  readonly type: 'RequestBooking';
  readonly bookingId: string;
  readonly details: BookingDetails;
  readonly actor: Actor;
  readonly at: string;
}

export interface ChangeBookingStatus {
  readonly type: 'ChangeBookingStatus';
  readonly to: BookingStatus;
  readonly reason?: string;
  readonly actor: Actor;
  readonly at: string;
}

export interface HoldBooking {
  readonly type: 'HoldBooking';
  readonly bookingId: string;
  readonly details: BookingDetails;
  readonly payment: BookingPayment;
  readonly holdExpiresAt: string;
  readonly actor: Actor;
  readonly at: string;
}

export interface RecordPayment {
  readonly type: 'RecordPayment';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly actor: Actor;
  readonly at: string;
}

export interface RecordRefund {
  readonly type: 'RecordRefund';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly percent: number;
  readonly rule: string;
  readonly refundId?: string;
  readonly actor: Actor;
  readonly at: string;
}

export type BookingCommand = RequestBooking | ChangeBookingStatus | HoldBooking | RecordPayment | RecordRefund;

// ---- state: one variant per machine state ----

export type BookingState =
  | { readonly status: 'none' }
  | {
      readonly status: BookingLifecycleStatus;
      readonly bookingId: string;
      readonly details: BookingDetails;
      /** Set for a booking paid online (absent for one the admin took by phone). */
      readonly payment?: BookingPayment;
      /** When the payment arrived. */
      readonly paidAt?: string;
      /** Given back so far, in cents. */
      readonly refundedCents?: number;
      readonly holdExpiresAt?: string;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

/** Machine event for "set the status to X". */
const transitionTo: Record<BookingStatus, 'set_pending' | 'confirm' | 'cancel'> = {
  pending: 'set_pending',
  confirmed: 'confirm',
  cancelled: 'cancel',
};

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

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RequestBooking': {
        assertTransition(bookingMachine, state.status, 'request', 'This booking already exists');
        assertValidDetails(command.details);
        return [
          {
            type: 'BookingRequested',
            data: { bookingId: command.bookingId, details: command.details, actor: command.actor, occurredAt: command.at },
          },
        ];
      }
      case 'HoldBooking': {
        assertTransition(bookingMachine, state.status, 'hold', 'This booking already exists');
        assertValidDetails(command.details);
        return [
          {
            type: 'BookingHeld',
            data: {
              bookingId: command.bookingId,
              details: command.details,
              payment: command.payment,
              holdExpiresAt: command.holdExpiresAt,
              actor: command.actor,
              occurredAt: command.at,
            },
          },
        ];
      }
      case 'RecordPayment': {
        if (state.status === 'none') throw new BookingNotFoundError();
        const expected = state.payment;
        if (!expected || expected.paymentIntentId !== command.paymentIntentId) throw new PaymentMismatchError();
        if (command.amountCents !== expected.amountCents || command.currency.toUpperCase() !== expected.currency) throw new PaymentMismatchError();
        // The same payment reported again (a second confirmation, a duplicate webhook) changes nothing.
        if (state.paidAt) return [];
        assertTransition(bookingMachine, state.status, 'pay', `A ${state.status} booking cannot take a payment`);
        return [
          {
            type: 'BookingPaid',
            data: { paymentIntentId: command.paymentIntentId, amountCents: command.amountCents, currency: 'CAD', actor: command.actor, occurredAt: command.at },
          },
        ];
      }
      case 'RecordRefund': {
        if (state.status === 'none') throw new BookingNotFoundError();
        if (!state.paidAt || state.payment?.paymentIntentId !== command.paymentIntentId) throw new PaymentMismatchError();
        const refundable = state.payment.amountCents - (state.refundedCents ?? 0);
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
              actor: command.actor,
              occurredAt: command.at,
            },
          },
        ];
      }
      case 'ChangeBookingStatus': {
        if (state.status === 'none') throw new BookingNotFoundError();
        assertTransition(bookingMachine, state.status, transitionTo[command.to], `The booking is already ${state.status}`);
        const reason = command.reason?.trim();
        return [
          {
            type: 'BookingStatusChanged',
            data: {
              from: state.status,
              to: command.to,
              ...(reason ? { reason } : {}),
              actor: command.actor,
              occurredAt: command.at,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BookingRequested':
        return {
          status: 'pending',
          bookingId: event.data.bookingId,
          details: event.data.details,
          createdAt: event.data.occurredAt,
          updatedAt: event.data.occurredAt,
        };
      case 'BookingHeld':
        return {
          status: 'held',
          bookingId: event.data.bookingId,
          details: event.data.details,
          payment: event.data.payment,
          holdExpiresAt: event.data.holdExpiresAt,
          createdAt: event.data.occurredAt,
          updatedAt: event.data.occurredAt,
        };
      case 'BookingPaid':
        if (state.status === 'none') return state;
        return { ...state, status: 'confirmed', paidAt: event.data.occurredAt, updatedAt: event.data.occurredAt };
      case 'BookingRefunded':
        if (state.status === 'none') return state;
        return { ...state, refundedCents: (state.refundedCents ?? 0) + event.data.amountCents, updatedAt: event.data.occurredAt };
      case 'BookingStatusChanged':
        // History is accepted as written, whatever today's guards say.
        if (state.status === 'none') return state;
        return { ...state, status: event.data.to, updatedAt: event.data.occurredAt };
      default:
        return state;
    }
  },
};

/** The booking rules of SPEC section 5 that every way of booking obeys. */
export function assertValidDetails(details: BookingDetails): void {
  if (!details.package.trim()) throw new DomainError('invalid-booking', BOOKING_MESSAGES.package);
  if (!isCalendarDate(details.date)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.date);
  if (!isValidPartySize(details.people)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.people);
  if (!isValidKidsCount(details.people, details.kidsCount) || details.hasKids !== details.kidsCount > 0) {
    throw new DomainError('invalid-booking', BOOKING_MESSAGES.kidsCount);
  }
}

export function bookingStreamId(bookingId: string): string {
  return `booking-${bookingId}`;
}
