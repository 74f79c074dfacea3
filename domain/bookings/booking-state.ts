import { unknownEvent } from '../shared/decider';
import { Actor } from '../shared/actor';
import {
  BookingDetails,
  BookingEvent,
  BookingLifecycleStatus,
  BookingPayment,
  BookingReferenced,
  BookingSale,
  MoveRefusal,
  TripSlot,
} from './booking-events';
import { PriceBreakdown } from './pricing';

/** One variant per machine state (booking-machine.ts): `none` before the booking exists. */
export type BookingState = { readonly status: 'none' } | ExistingBooking;

export type ExistingBooking = HeldBooking | ReleasedBooking | PendingBooking | ConfirmedBooking | CancelledBooking;

/**
 * What a booking holds whatever its status. Being paid online is no status (a paid booking may be
 * pending, confirmed or cancelled), so its facts stay optional here; what only a status has is in
 * that status's variant.
 */
interface BookingRecord extends BookingSale, BookingReferenced {
  readonly bookingId: string;
  readonly details: BookingDetails;
  /** Set for a booking paid online (absent for one the admin took by phone). */
  readonly payment?: BookingPayment;
  /** When the checkout's hold on the slot ran out, for a booking that began as a checkout. */
  readonly holdExpiresAt?: string;
  /** When the gateway reported the payment succeeded. */
  readonly paymentSucceededAt?: string;
  /** When the payment was taken for the booking (it was confirmed). */
  readonly paidAt?: string;
  /** Given back so far, in cents. */
  readonly refundedCents: number;
  /** Each refund decision so far, in order (a decision of no refund included). */
  readonly refunds: readonly RefundRecord[];
  /** Each move to a dearer date the customer started paying for, in order. */
  readonly movePayments: readonly MovePayment[];
  /** How each move the customer asked for (BookingMoveRequested) ended, once it has. */
  readonly moveOutcomes: readonly MoveOutcome[];
  /** The party did not come to the confirmed trip (no-show.ts); false on every other booking. */
  readonly noShow: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A visitor's checkout: the slot is held for them while they pay, until `holdExpiresAt`. */
export interface HeldBooking extends BookingRecord {
  readonly status: 'held';
  readonly payment: BookingPayment;
  readonly holdExpiresAt: string;
}

/** A checkout that ended unpaid (its time ran out, or it was let go); a late payment may still revive it. */
export interface ReleasedBooking extends BookingRecord {
  readonly status: 'released';
  readonly payment: BookingPayment;
  readonly holdExpiresAt: string;
}

/** Taken by the guide (by phone) and not confirmed yet, or set back to pending. */
export interface PendingBooking extends BookingRecord {
  readonly status: 'pending';
}

export interface ConfirmedBooking extends BookingRecord {
  readonly status: 'confirmed';
}

export interface CancelledBooking extends BookingRecord {
  readonly status: 'cancelled';
}

/** A variant for every state of booking-machine.ts, and none that is not one of them. */
export const oneVariantPerMachineState: BookingLifecycleStatus extends ExistingBooking['status']
  ? ExistingBooking['status'] extends BookingLifecycleStatus
    ? true
    : never
  : never = true;

/** A new booking's record of what has happened to it since: nothing yet. */
const NOTHING_SINCE = { refundedCents: 0, refunds: [], movePayments: [], moveOutcomes: [], noShow: false } as const;

/** A move to a dearer date and the payment of its difference. */
export interface MovePayment {
  readonly payment: BookingPayment;
  readonly from: TripSlot;
  readonly to: TripSlot;
  readonly price: PriceBreakdown;
  readonly holdExpiresAt: string;
  /** Who asked for the move: the move is theirs once it is paid. */
  readonly actor: Actor;
  readonly startedAt: string;
  /** When the gateway reported the difference paid. */
  readonly paidAt?: string;
  /** When the trip moved for it (absent while unpaid, or when the difference went back instead). */
  readonly movedAt?: string;
}

/** The answer to a move asked for: the trip moved, or why it did not. */
export interface MoveOutcome {
  /** The version of the BookingMoveRequested it answers. */
  readonly forVersion: number;
  /** Why the trip did not move; absent when it moved. */
  readonly refused?: MoveRefusal;
  /** What the move gave back (a cheaper date), when it moved. */
  readonly refundCents?: number;
}

export interface RefundRecord {
  /** The payment it gave back from (absent on records read before there could be more than one). */
  readonly paymentIntentId?: string;
  readonly amountCents: number;
  readonly rule: string;
  /** The event it answers (see BookingRefunded.forVersion); absent on refunds recorded before. */
  readonly forVersion?: number;
}

export const initialBookingState = (): BookingState => ({ status: 'none' });

/**
 * The refund that answers the event of `version`, if it was made: from `paymentIntentId` when
 * given (one answer may give back from several payments), else from any payment.
 */
export function refundAnswering(state: BookingState, version: number, paymentIntentId?: string): RefundRecord | undefined {
  if (state.status === 'none') return undefined;
  return state.refunds.find(
    (r) =>
      r.forVersion === version &&
      (paymentIntentId === undefined || (r.paymentIntentId ?? state.payment?.paymentIntentId) === paymentIntentId),
  );
}

/** How the move asked for by the event of `version` ended, if it has. */
export function moveOutcomeOf(state: BookingState, version: number): MoveOutcome | undefined {
  if (state.status === 'none') return undefined;
  return state.moveOutcomes.find((o) => o.forVersion === version);
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'BookingRequested':
      return {
        status: 'pending',
        bookingId: event.data.bookingId,
        details: event.data.details,
        ...sale(event.data),
        ...NOTHING_SINCE,
        createdAt: event.metadata.occurredAt,
        updatedAt: event.metadata.occurredAt,
      };
    case 'BookingHeld':
      return {
        status: 'held',
        bookingId: event.data.bookingId,
        details: event.data.details,
        ...sale(event.data),
        payment: event.data.payment,
        holdExpiresAt: event.data.holdExpiresAt,
        ...NOTHING_SINCE,
        createdAt: event.metadata.occurredAt,
        updatedAt: event.metadata.occurredAt,
      };
    case 'BookingHoldEnded':
      // Only a checkout has a hold to end (booking-machine.ts has always said so).
      if (state.status !== 'held') return state;
      return { ...state, status: 'released', updatedAt: event.metadata.occurredAt };
    case 'BookingPaymentSucceeded':
      if (state.status === 'none') return state;
      return { ...state, paymentSucceededAt: event.metadata.occurredAt, updatedAt: event.metadata.occurredAt };
    case 'BookingPaid':
      if (state.status === 'none') return state;
      return { ...state, status: 'confirmed', paidAt: event.metadata.occurredAt, updatedAt: event.metadata.occurredAt };
    case 'BookingRefunded': {
      if (state.status === 'none') return state;
      const { paymentIntentId, amountCents, rule, forVersion } = event.data;
      return {
        ...state,
        refundedCents: state.refundedCents + amountCents,
        refunds: [...state.refunds, { paymentIntentId, amountCents, rule, ...(forVersion !== undefined ? { forVersion } : {}) }],
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'BookingStatusChanged':
      if (state.status === 'none') return state;
      // A no-show belongs to a confirmed trip (no-show.ts): set pending or cancelled, it is no longer one.
      return {
        ...state,
        status: event.data.to,
        noShow: state.noShow && event.data.to === 'confirmed',
        updatedAt: event.metadata.occurredAt,
      };
    case 'BookingMarkedNoShow':
      if (state.status === 'none') return state;
      return { ...state, noShow: true, updatedAt: event.metadata.occurredAt };
    case 'BookingNoShowCleared':
      if (state.status === 'none') return state;
      return { ...state, noShow: false, updatedAt: event.metadata.occurredAt };
    case 'BookingRescheduled': {
      if (state.status === 'none') return state;
      const { paymentIntentId: paidFor, forVersion, refundCents } = event.data;
      return {
        ...state,
        details: { ...state.details, ...event.data.to },
        // The no-show was of the slot the trip has left (no-show.ts).
        noShow: false,
        ...(event.data.price ? { price: event.data.price } : {}),
        ...(paidFor ? { movePayments: withMovePayment(state, paidFor, { movedAt: event.metadata.occurredAt }) } : {}),
        ...(forVersion !== undefined ? { moveOutcomes: [...state.moveOutcomes, { forVersion, refundCents: refundCents ?? 0 }] } : {}),
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'BookingMoveRequested':
      if (state.status === 'none') return state;
      return { ...state, updatedAt: event.metadata.occurredAt };
    case 'BookingMoveRefused': {
      if (state.status === 'none') return state;
      const { forVersion, reason } = event.data;
      return {
        ...state,
        moveOutcomes: [...state.moveOutcomes, { forVersion, refused: reason }],
        updatedAt: event.metadata.occurredAt,
      };
    }
    case 'BookingMovePaymentStarted': {
      if (state.status === 'none') return state;
      const { from, to, price, payment, holdExpiresAt } = event.data;
      const { actor, occurredAt } = event.metadata;
      const started: MovePayment = { payment, from, to, price, holdExpiresAt, actor, startedAt: occurredAt };
      return { ...state, movePayments: [...state.movePayments, started], updatedAt: occurredAt };
    }
    case 'BookingReferenceAssigned':
      if (state.status === 'none') return state;
      // A booking keeps its first reference (booking-decide.ts refuses another). Naming it changes
      // nothing the customer or the guide did, so the booking's last change stays as it was.
      return state.reference ? state : { ...state, reference: event.data.reference };
    case 'BookingMovePaid':
      if (state.status === 'none') return state;
      return {
        ...state,
        movePayments: withMovePayment(state, event.data.paymentIntentId, { paidAt: event.metadata.occurredAt }),
        updatedAt: event.metadata.occurredAt,
      };
    default:
      return unknownEvent(event, state);
  }
}

/** The move payment of `paymentIntentId` with `change` made. */
function withMovePayment(state: ExistingBooking, paymentIntentId: string, change: Partial<MovePayment>): readonly MovePayment[] {
  return state.movePayments.map((m) => (m.payment.paymentIntentId === paymentIntentId ? { ...m, ...change } : m));
}

function sale(data: BookingSale & BookingReferenced): BookingSale & BookingReferenced {
  return {
    ...(data.packageId !== undefined ? { packageId: data.packageId } : {}),
    ...(data.price !== undefined ? { price: data.price } : {}),
    ...(data.reference !== undefined ? { reference: data.reference } : {}),
  };
}
