import { AreaTables } from '../shared/area-tables';
import { waitlistEntities, waitlistMigrations } from './waitlist-tables';

/** The tables of the waitlist area (waitlist.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const waitlistTables: AreaTables = {
  name: 'waitlist',
  entities: waitlistEntities,
  migrations: waitlistMigrations,
};
