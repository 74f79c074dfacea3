import { AreaCore } from '../shared/area-core';
import { waitlistEntities, waitlistMigrations } from './waitlist-tables';

/** The tables of the waitlist area (waitlist.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const waitlistCore: AreaCore = {
  name: 'waitlist',
  entities: waitlistEntities,
  migrations: waitlistMigrations,
};
