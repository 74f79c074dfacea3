import type { Area } from '../shared/area';
import { projectionsCore } from './projections.core';

/** The runners that keep the read models and the process managers caught up with the log. */
export const projectionsArea: Area = {
  ...projectionsCore,
  modules: async () => [(await import('./projections.module.js')).ProjectionsModule],
};
