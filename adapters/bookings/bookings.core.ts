import { AreaCore } from '../shared/area-core';
import { bookingEntities, bookingMigrations } from './booking-read-models';

/** The tables of the bookings area (bookings.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const bookingsCore: AreaCore = {
  name: 'bookings',
  entities: bookingEntities,
  migrations: bookingMigrations,
};
