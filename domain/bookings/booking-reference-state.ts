import { unknownEvent } from '../shared/decider';
import { BookingReferenceEvent } from './booking-reference-events';

/** One variant per machine state (booking-reference-machine.ts): `none` before a booking claims it. */
export type BookingReferenceState = { readonly status: 'none' } | ClaimedBookingReference;

export interface ClaimedBookingReference {
  readonly status: 'claimed';
  readonly reference: string;
  readonly bookingId: string;
  readonly claimedAt: string;
}

export const initialBookingReferenceState = (): BookingReferenceState => ({ status: 'none' });

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveBookingReference(state: BookingReferenceState, event: BookingReferenceEvent): BookingReferenceState {
  switch (event.type) {
    case 'BookingReferenceClaimed': {
      const { reference, bookingId } = event.data;
      return { status: 'claimed', reference, bookingId, claimedAt: event.metadata.occurredAt };
    }
    default:
      return unknownEvent(event.type, state);
  }
}
