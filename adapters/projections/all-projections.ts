import { slotClaimsProjection } from '../../application/availability/slot-claims.projection';
import { bookingHistoryProjection } from '../../application/bookings/booking-history.projection';
import { bookingListProjection } from '../../application/bookings/booking-list.projection';
import { notificationsProjection } from '../../application/messaging/notifications.projection';
import { Projection } from '../../application/projections/projection';

/** Every projection the app keeps up to date; each business area adds its own here. */
export const allProjections: readonly Projection[] = [bookingListProjection, bookingHistoryProjection, slotClaimsProjection, notificationsProjection];
