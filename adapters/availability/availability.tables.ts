import { AreaTables } from '../shared/area-tables';
import { availabilityEntities, availabilityMigrations } from './availability-tables';

/** The tables of the availability area (availability.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const availabilityTables: AreaTables = {
  name: 'availability',
  entities: availabilityEntities,
  migrations: availabilityMigrations,
};
