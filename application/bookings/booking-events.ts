import { BOOKING_EVENT_TYPES, BookingEvent } from '../../domain/bookings/booking';
import { RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';

/** The booking event inside a recorded event of the global log, or undefined for other streams. */
export function asBookingEvent(recorded: RecordedEvent): BookingEvent | undefined {
  if (recorded.category !== 'booking' || !BOOKING_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<BookingEvent>(recorded);
}

export function bookingIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('booking-'.length);
}
