import { Area } from '../shared/area';
import { BookingsModule } from './bookings.module';
import { bookingsCore } from './bookings.core';

/** Bookings: the booking aggregate's slots and refunds, quotes, and the guide's list and changes. */
export const bookingsArea: Area = {
  ...bookingsCore,
  modules: () => [BookingsModule],
};
