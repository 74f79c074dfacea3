import type { BookingListRow } from '../../../application/bookings/booking-read-models';
import type { BookingLifecycleStatus } from '../../../domain/bookings/booking';
import type { BookingListStatus, BookingStatus, TimeSlot } from '../../../domain/bookings/booking-rules';
import type { AsJson } from '@shared-ui/json-shape';

export type { BookingLifecycleStatus, BookingListStatus, BookingStatus, TimeSlot };

/** A booking as `GET /api/bookings` returns it: the read-model row, with instants as ISO strings. */
export type Booking = AsJson<BookingListRow>;

/** `PATCH /api/bookings/{id}/status` body. */
export interface StatusChange {
  status: BookingStatus;
  reason?: string;
}
