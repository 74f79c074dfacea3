import { bookingDecider, BookingCommand, BookingEvent, BookingState } from '../../domain/bookings/booking';
import { Decider } from '../../domain/shared/decider';

/**
 * A booking's commands taken one after the other on one new stream and appended together: a
 * booking a gift card pays in full is held and reported paid in one write, so that no hold of it
 * can lapse in between (its payments process then confirms it as it confirms any paid booking).
 */
export const bookingSteps: Decider<readonly BookingCommand[], BookingEvent, BookingState> = {
  initialState: bookingDecider.initialState,
  evolve: bookingDecider.evolve,
  decide: (commands, state) => {
    const events: BookingEvent[] = [];
    for (const command of commands) {
      const decided = bookingDecider.decide(command, state);
      events.push(...decided);
      state = decided.reduce(bookingDecider.evolve, state);
    }
    return events;
  },
};
