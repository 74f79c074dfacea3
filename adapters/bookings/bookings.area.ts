import type { Area } from '../shared/area';
import { bookingsCore } from './bookings.core';

/** Bookings: the booking aggregate's slots and refunds, quotes, and the guide's list and changes. */
export const bookingsArea: Area = {
  ...bookingsCore,
  modules: async () => [(await import('./bookings.module.js')).BookingsModule],
};
