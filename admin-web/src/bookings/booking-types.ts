import type { BookingListStatus, TimeSlot } from '../../../domain/bookings/booking-rules';
import type { RequestBodyOf, Schema } from '@browser-kit/api/api-types';

// The list filter's statuses come with their list (BOOKING_LIST_STATUSES), which the filter form offers.
export type { BookingListStatus, TimeSlot };

/** A booking as `GET /api/bookings` returns it. */
export type Booking = Schema<'BookingRowDto'>;

/** Where a booking stands, checkouts still held or released unpaid included. */
export type BookingLifecycleStatus = Booking['status'];

/** `PATCH /api/bookings/{id}/status` body. */
export type StatusChange = RequestBodyOf<'/api/bookings/{id}/status', 'patch'>;

/** The statuses the admin may set. */
export type BookingStatus = StatusChange['status'];
