import type { Area } from '../shared/area';
import { setupCore } from './setup.core';

/** What a new site still needs before its first customers: the dashboard's setup checklist. */
export const setupArea: Area = {
  ...setupCore,
  modules: async () => [(await import('./setup.module.js')).SetupModule],
};
