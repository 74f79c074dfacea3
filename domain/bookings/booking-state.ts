import { BookingDetails, BookingEvent, BookingLifecycleStatus, BookingPayment, BookingSale } from './booking-events';

/** One variant per machine state (booking-machine.ts): `none` before the booking exists. */
export type BookingState = { readonly status: 'none' } | ExistingBooking;

export interface ExistingBooking extends BookingSale {
  readonly status: BookingLifecycleStatus;
  readonly bookingId: string;
  readonly details: BookingDetails;
  /** Set for a booking paid online (absent for one the admin took by phone). */
  readonly payment?: BookingPayment;
  /** When the gateway reported the payment succeeded. */
  readonly paymentSucceededAt?: string;
  /** When the payment was taken for the booking (it was confirmed). */
  readonly paidAt?: string;
  /** Given back so far, in cents. */
  readonly refundedCents?: number;
  /** Each refund decision so far, in order (a decision of no refund included). */
  readonly refunds?: readonly RefundRecord[];
  readonly holdExpiresAt?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface RefundRecord {
  readonly amountCents: number;
  readonly rule: string;
  /** The event it answers (see BookingRefunded.forVersion); absent on refunds recorded before. */
  readonly forVersion?: number;
}

export const initialBookingState = (): BookingState => ({ status: 'none' });

/** The refund that answers the event of `version`, if it was made. */
export function refundAnswering(state: BookingState, version: number): RefundRecord | undefined {
  return state.status === 'none' ? undefined : state.refunds?.find((r) => r.forVersion === version);
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
        createdAt: event.data.occurredAt,
        updatedAt: event.data.occurredAt,
      };
    case 'BookingHeld':
      return {
        status: 'held',
        bookingId: event.data.bookingId,
        details: event.data.details,
        ...sale(event.data),
        payment: event.data.payment,
        holdExpiresAt: event.data.holdExpiresAt,
        createdAt: event.data.occurredAt,
        updatedAt: event.data.occurredAt,
      };
    case 'BookingHoldEnded':
      if (state.status === 'none') return state;
      return { ...state, status: 'released', updatedAt: event.data.occurredAt };
    case 'BookingPaymentSucceeded':
      if (state.status === 'none') return state;
      return { ...state, paymentSucceededAt: event.data.occurredAt, updatedAt: event.data.occurredAt };
    case 'BookingPaid':
      if (state.status === 'none') return state;
      return { ...state, status: 'confirmed', paidAt: event.data.occurredAt, updatedAt: event.data.occurredAt };
    case 'BookingRefunded': {
      if (state.status === 'none') return state;
      const { amountCents, rule, forVersion } = event.data;
      return {
        ...state,
        refundedCents: (state.refundedCents ?? 0) + amountCents,
        refunds: [...(state.refunds ?? []), { amountCents, rule, ...(forVersion !== undefined ? { forVersion } : {}) }],
        updatedAt: event.data.occurredAt,
      };
    }
    case 'BookingStatusChanged':
      if (state.status === 'none') return state;
      return { ...state, status: event.data.to, updatedAt: event.data.occurredAt };
    case 'BookingRescheduled':
      if (state.status === 'none') return state;
      return {
        ...state,
        details: { ...state.details, ...event.data.to },
        ...(event.data.price ? { price: event.data.price } : {}),
        updatedAt: event.data.occurredAt,
      };
    default:
      return state;
  }
}

function sale(data: BookingSale): BookingSale {
  return {
    ...(data.packageId !== undefined ? { packageId: data.packageId } : {}),
    ...(data.price !== undefined ? { price: data.price } : {}),
  };
}
