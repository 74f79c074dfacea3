import { AreaCore } from '../shared/area-core';
import { availabilityEntities, availabilityMigrations } from './availability-tables';

/** The tables of the availability area (availability.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const availabilityCore: AreaCore = {
  name: 'availability',
  entities: availabilityEntities,
  migrations: availabilityMigrations,
};
