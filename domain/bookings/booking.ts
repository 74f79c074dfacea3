import { Decider } from '../shared/decider';
import { BookingCommand } from './booking-commands';
import { decideBooking } from './booking-decide';
import { BookingEvent } from './booking-events';
import { BookingState, evolveBooking, initialBookingState } from './booking-state';

/**
 * The booking aggregate (stream `booking-<id>`): its events (booking-events.ts), state and evolve
 * (booking-state.ts), commands (booking-commands.ts) and one decision per command
 * (booking-decide.ts), guarded by the machine of booking-machine.ts.
 */
export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: initialBookingState,
  decide: decideBooking,
  evolve: evolveBooking,
};

export function bookingStreamId(bookingId: string): string {
  return `booking-${bookingId}`;
}

export * from './booking-commands';
export * from './booking-events';
export * from './booking-state';
export * from './paid-payments';
export * from './payment-due';
export * from './cancellation-refund';
export * from './no-show';
export { assertValidDetails, BookingNotFoundError, HoldRunningError, PaymentMismatchError } from './booking-decide';
export { BookingMovedMeanwhileError, MOVE_REFUSALS, moveRequestRefusal, UnpaidDearerMoveError } from './move-rules';
