import { Area } from '../shared/area';
import { SeedModule } from './seed.module';
import { seedTables } from './seed.tables';

/** The first run's sample content. */
export const seedArea: Area = {
  ...seedTables,
  modules: () => [SeedModule],
};
