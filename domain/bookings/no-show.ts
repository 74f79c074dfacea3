import { TripSlot } from './booking-events';
import { tripStart } from './refund-policy';

/**
 * A no-show: the party of a confirmed trip did not come. The spec fixes the statuses at pending,
 * confirmed and cancelled (booking-rules.ts), so it is recorded as a fact of a confirmed booking
 * (BookingMarkedNoShow), not a status: it cancels nothing and refunds nothing. It belongs to the
 * trip it was marked on: a status change away from confirmed, or a move to another slot, ends it
 * (booking-state.ts and the read models say the same).
 */
export const NO_SHOW_MESSAGES = {
  notConfirmed: 'Only a confirmed booking can be marked as a no-show',
  tooEarly: 'A booking can be marked as a no-show once its trip has started',
  note: 'Note must be at most 500 characters',
} as const;

/**
 * Whether the trip has started at `at` (an ISO instant): its slot's start (slot-windows.ts) on its
 * date on the lake's clock, as the refund policy reckons it (refund-policy.ts). Only then can its party
 * have not come.
 */
export function tripHasStarted(trip: TripSlot, at: string): boolean {
  return new Date(at).getTime() >= tripStart(trip.date, trip.time).getTime();
}
