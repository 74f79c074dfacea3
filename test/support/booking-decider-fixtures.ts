import { givenDecider } from './decider-spec';
import { Actor } from '../../domain/shared/actor';
import { BookingDetails, bookingDecider, BookingEvent, BookingRequested, BookingStatusChanged } from '../../domain/bookings/booking';
import { BookingStatus } from '../../domain/bookings/booking-rules';

/* A booking's actors, details and history as the booking decider's specs give them. */

export const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
export const visitor: Actor = { kind: 'visitor' };
export const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 3,
  hasKids: true,
  kidsCount: 1,
};
export const requested: BookingRequested = {
  type: 'BookingRequested',
  data: { bookingId: 'b1', details },
  metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
};
export const changed = (from: BookingStatus, to: BookingStatus): BookingStatusChanged => ({
  type: 'BookingStatusChanged',
  data: { from, to },
  metadata: { actor: admin, occurredAt: '2026-11-22T11:00:00.000Z' },
});
/** History that leaves a booking in each status. */
export const historyFor: Record<BookingStatus, BookingEvent[]> = {
  pending: [requested],
  confirmed: [requested, changed('pending', 'confirmed')],
  cancelled: [requested, changed('pending', 'cancelled')],
};
export const spec = givenDecider(bookingDecider);
export const change = (to: BookingStatus, reason?: string) =>
  ({ type: 'ChangeBookingStatus', to, reason, actor: admin, at: '2026-11-22T12:00:00.000Z' }) as const;
