import { bookingHistoryProjection } from '../../application/bookings/booking-history.projection';
import { bookingListProjection } from '../../application/bookings/booking-list.projection';
import { BookingRefundsProcess } from '../../application/bookings/booking-refunds.process';
import { BookingSlotsProcess } from '../../application/bookings/booking-slots.process';
import { Area } from '../shared/area';
import { BookingsModule } from './bookings.module';
import { bookingsCore } from './bookings.core';

/** Bookings: the booking aggregate's slots and refunds, quotes, and the guide's list and changes. */
export const bookingsArea: Area = {
  ...bookingsCore,
  modules: () => [BookingsModule],
  projections: [bookingListProjection, bookingHistoryProjection],
  processManagers: (ports) => [
    new BookingSlotsProcess(ports.events, ports.clock),
    new BookingRefundsProcess(ports.events, ports.gateway, ports.clock),
  ],
};
