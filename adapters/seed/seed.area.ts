import { Area } from '../shared/area';
import { SeedModule } from './seed.module';
import { seedEntities, seedMigrations } from './seed-runs-table';

/** The first run's sample content. */
export const seedArea: Area = {
  name: 'seed',
  modules: () => [SeedModule],
  entities: seedEntities,
  migrations: seedMigrations,
};
