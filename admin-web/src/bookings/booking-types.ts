import type { BookingListRow } from '../../../application/bookings/booking-read-models';
import type { BookingStatus, TimeSlot } from '../../../domain/bookings/booking-rules';

export type { BookingStatus, TimeSlot };

/** A booking as `GET /api/bookings` returns it: the read-model row, with instants as ISO strings. */
export type Booking = Omit<BookingListRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** `PATCH /api/bookings/{id}/status` body. */
export interface StatusChange {
  status: BookingStatus;
  reason?: string;
}
