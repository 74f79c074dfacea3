import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { BookingReferenceCommand, ClaimBookingReference } from './booking-reference-commands';
import { BookingReferenceEvent } from './booking-reference-events';
import { bookingReferenceMachine } from './booking-reference-machine';
import { BOOKING_REFERENCE_MESSAGES, isBookingReference } from './booking-reference-rules';
import { BookingReferenceState } from './booking-reference-state';

/** The reference names another booking: the caller draws another. */
export class BookingReferenceTakenError extends DomainError {
  constructor() {
    super('booking-reference-conflict', BOOKING_REFERENCE_MESSAGES.taken);
  }
}

/** Shared with booking-decide.ts: no stream ever stores a reference of another shape than the drawn ones. */
export function assertBookingReference(reference: string): void {
  if (!isBookingReference(reference)) throw new DomainError('invalid-booking-reference', BOOKING_REFERENCE_MESSAGES.invalid(reference));
}

/** Claiming is safe to repeat for the same booking; the reference's stream refuses a second booking. */
export function decideBookingReference(command: BookingReferenceCommand, state: BookingReferenceState): BookingReferenceEvent[] {
  switch (command.type) {
    case 'ClaimBookingReference':
      return claim(command, state);
    default:
      return unknownCommand(command.type, 'booking reference');
  }
}

function claim(command: ClaimBookingReference, state: BookingReferenceState): BookingReferenceEvent[] {
  // Claimed by this booking before (a step taken again): nothing to add.
  if (state.status === 'claimed' && state.bookingId === command.bookingId) return [];
  if (state.status === 'claimed') throw new BookingReferenceTakenError();
  assertTransition(bookingReferenceMachine, state.status, 'claim');
  assertBookingReference(command.reference);
  const { reference, bookingId } = command;
  return [{ type: 'BookingReferenceClaimed', data: { reference, bookingId }, metadata: metadataOf(command) }];
}
