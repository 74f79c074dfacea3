import { AreaTables } from '../shared/area-tables';
import { bookingEntities, bookingMigrations } from './booking-read-models';

/** The tables of the bookings area (bookings.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const bookingsTables: AreaTables = {
  name: 'bookings',
  entities: bookingEntities,
  migrations: bookingMigrations,
};
