import { AreaTables } from '../shared/area-tables';
import { seedEntities, seedMigrations } from './seed-runs-table';

/** The tables of the seed area (seed.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const seedTables: AreaTables = {
  name: 'seed',
  entities: seedEntities,
  migrations: seedMigrations,
};
