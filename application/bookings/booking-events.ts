import { BookingEvent } from '../../domain/bookings/booking';
import { RecordedEvent } from '../ports/event-store';

const BOOKING_EVENT_TYPES = new Set<string>(['BookingRequested', 'BookingStatusChanged', 'BookingHeld', 'BookingPaid', 'BookingRefunded']);

/** The booking event inside a recorded event of the global log, or undefined for other streams. */
export function asBookingEvent(recorded: RecordedEvent): BookingEvent | undefined {
  if (recorded.category !== 'booking' || !BOOKING_EVENT_TYPES.has(recorded.type)) return undefined;
  return { type: recorded.type, data: recorded.data } as unknown as BookingEvent;
}

export function bookingIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('booking-'.length);
}
