import { Actor } from '../shared/actor';
import { BookingDetails, BookingPayment, BookingReferenced, BookingSale, HoldEndCause, MoveRefusal, TripSlot } from './booking-events';
import { BookingStatus, TimeSlot } from './booking-rules';
import { PriceBreakdown } from './pricing';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

/** `reference`: drawn by the caller (decide draws nothing), its stream claimed in the same append. */
export interface RequestBooking extends Issued, BookingSale, BookingReferenced {
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

export interface HoldBooking extends Issued, BookingSale, BookingReferenced {
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
  /** The move asked for (the version of its BookingMoveRequested) that this carries out: once. */
  readonly forVersion?: number;
}

/**
 * The customer asks to move the trip to a date that costs no more (a dearer one is paid first,
 * StartMovePayment). Only the wish is recorded: the moves process (application/manage/booking-moves.process.ts) takes
 * the new slot and carries the move out (RescheduleBooking), or records why it could not (RefuseMove).
 */
export interface RequestMove extends Issued {
  readonly type: 'RequestMove';
  readonly date: string;
  readonly time: TimeSlot;
  /** The trip re-quoted for the new date: the move's refund is worked out from it when it is made. */
  readonly price: PriceBreakdown;
  /** Where the trip was when the customer asked: refused if it has moved since. */
  readonly from: TripSlot;
}

/** The move asked for at `forVersion` could not be made: recorded once, as its answer. */
export interface RefuseMove extends Issued {
  readonly type: 'RefuseMove';
  readonly forVersion: number;
  /** Where the move would have taken the trip. */
  readonly to: TripSlot;
  readonly reason: MoveRefusal;
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

/** Gives a booking created before references were drawn its reference (its stream claimed in the same append). */
export interface AssignBookingReference extends Issued {
  readonly type: 'AssignBookingReference';
  readonly reference: string;
}

/**
 * The admin records that the party of a confirmed trip did not come (no-show.ts): a fact beside the
 * status, not a status of its own, so nothing is cancelled and nothing refunded. `at` is when the
 * admin marks it: refused before the trip's start on the lake's clock.
 */
export interface MarkNoShow extends Issued {
  readonly type: 'MarkNoShow';
  readonly note?: string;
}

/** Undoes a no-show marked by mistake (the party came after all). */
export interface ClearNoShow extends Issued {
  readonly type: 'ClearNoShow';
  readonly note?: string;
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
  | RecordMovePayment
  | RequestMove
  | RefuseMove
  | AssignBookingReference
  | MarkNoShow
  | ClearNoShow;
