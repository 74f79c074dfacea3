import { Area } from '../shared/area';
import { SeedModule } from './seed.module';
import { seedCore } from './seed.core';

/** The first run's sample content. */
export const seedArea: Area = {
  ...seedCore,
  modules: () => [SeedModule],
};
