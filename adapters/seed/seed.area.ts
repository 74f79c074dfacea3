import type { Area } from '../shared/area';
import { seedCore } from './seed.core';

/** The first run's sample content. */
export const seedArea: Area = {
  ...seedCore,
  modules: async () => [(await import('./seed.module.js')).SeedModule],
};
