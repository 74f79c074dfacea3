import { Decider } from '../shared/decider';
import { BookingReferenceCommand } from './booking-reference-commands';
import { decideBookingReference } from './booking-reference-decide';
import { BookingReferenceEvent } from './booking-reference-events';
import { BookingReferenceState, evolveBookingReference, initialBookingReferenceState } from './booking-reference-state';

/**
 * A booking reference and the booking it names (stream `bookingref-<REFERENCE>`): what keeps a
 * reference to one booking for ever. Its events (booking-reference-events.ts), state and evolve
 * (booking-reference-state.ts), commands (booking-reference-commands.ts) and one decision per
 * command (booking-reference-decide.ts), guarded by booking-reference-machine.ts. The booking
 * records its reference on its own stream (BookingHeld, BookingRequested or
 * BookingReferenceAssigned), written in the same append as the claim here.
 */
export const bookingReferenceDecider: Decider<BookingReferenceCommand, BookingReferenceEvent, BookingReferenceState> = {
  initialState: initialBookingReferenceState,
  decide: decideBookingReference,
  evolve: evolveBookingReference,
};

export function bookingReferenceStreamId(reference: string): string {
  return `bookingref-${reference}`;
}

export * from './booking-reference-commands';
export * from './booking-reference-events';
export * from './booking-reference-state';
export * from './booking-reference-rules';
export { assertBookingReference, BookingReferenceTakenError, decideBookingReference } from './booking-reference-decide';
