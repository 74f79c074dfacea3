import { Actor } from '../shared/actor';
import { BookingDetails, BookingPayment, BookingSale, HoldEndCause, TripSlot } from './booking-events';
import { BookingStatus, TimeSlot } from './booking-rules';
import { PriceBreakdown } from './pricing';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface RequestBooking extends Issued, BookingSale {
  readonly type: 'RequestBooking';
  readonly bookingId: string;
  readonly details: BookingDetails;
}

export interface ChangeBookingStatus extends Issued {
  readonly type: 'ChangeBookingStatus';
  readonly to: BookingStatus;
  readonly reason?: string;
  /** With `cancelled`: the operator cancels for unsafe weather (a full refund). */
  readonly weather?: boolean;
  /** false: the customer is not told of this change (the money still moves by the policy). */
  readonly notify?: boolean;
  /**
   * With `confirmed`: the admin confirms a booking whose payment went back as unpaid, the amount
   * still to pay recorded with it. Without it such a confirmation is refused (payment-due.ts).
   */
  readonly paymentDue?: boolean;
}

export interface HoldBooking extends Issued, BookingSale {
  readonly type: 'HoldBooking';
  readonly bookingId: string;
  readonly details: BookingDetails;
  readonly payment: BookingPayment;
  readonly holdExpiresAt: string;
}

/** Ends an unpaid checkout: a lapsed one only once its time ran out. */
export interface EndHold extends Issued {
  readonly type: 'EndHold';
  readonly cause: HoldEndCause;
  readonly reason: string;
}

/** The gateway says the payment succeeded: recorded, then acted on by the payments process. */
export interface RecordPaymentSuccess extends Issued {
  readonly type: 'RecordPaymentSuccess';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
}

/** The payment is taken for the booking, which is confirmed. */
export interface RecordPayment extends Issued {
  readonly type: 'RecordPayment';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
}

export interface RecordRefund extends Issued {
  readonly type: 'RecordRefund';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly percent: number;
  readonly rule: string;
  readonly refundId?: string;
  /** The event this refund answers: a second refund for it is no refund at all. */
  readonly forVersion: number;
}

/**
 * Moves the trip to another date or slot (the request has held that slot for it already). With a
 * `price` and no `paymentIntentId` it is the customer's own move at no charge: what it gives back
 * of the payment is worked out here from the booking as the move finds it, never from a quote the
 * request made earlier, so racing moves give back at most what one move would.
 */
export interface RescheduleBooking extends Issued {
  readonly type: 'RescheduleBooking';
  readonly date: string;
  readonly time: TimeSlot;
  readonly reason?: string;
  /** The trip re-quoted for the new date. */
  readonly price?: PriceBreakdown;
  /** The paid difference this move was bought with (a dearer date). */
  readonly paymentIntentId?: string;
  /** Where the trip was when the move was asked for: refused if it has moved since (another request's move). */
  readonly from?: TripSlot;
}

/** A move to a dearer date waits for its difference, paid through `payment` (the new slot is held already). */
export interface StartMovePayment extends Issued {
  readonly type: 'StartMovePayment';
  readonly date: string;
  readonly time: TimeSlot;
  readonly price: PriceBreakdown;
  readonly payment: BookingPayment;
  readonly holdExpiresAt: string;
}

/** The gateway says a move's difference was paid: recorded, then acted on by the moves process. */
export interface RecordMovePayment extends Issued {
  readonly type: 'RecordMovePayment';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
}

export type BookingCommand =
  | RequestBooking
  | ChangeBookingStatus
  | HoldBooking
  | EndHold
  | RecordPaymentSuccess
  | RecordPayment
  | RecordRefund
  | RescheduleBooking
  | StartMovePayment
  | RecordMovePayment;
