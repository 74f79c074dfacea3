import { AreaCore } from '../shared/area-core';
import { seedEntities, seedMigrations } from './seed-runs-table';

/** The tables of the seed area (seed.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const seedCore: AreaCore = {
  name: 'seed',
  entities: seedEntities,
  migrations: seedMigrations,
};
