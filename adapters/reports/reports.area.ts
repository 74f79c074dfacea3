import type { Area } from '../shared/area';
import { reportsCore } from './reports.core';

/** The admin's Reports tab: figures of a date range from the reports' read model. */
export const reportsArea: Area = {
  ...reportsCore,
  modules: async () => [(await import('./reports.module.js')).ReportsModule],
};
