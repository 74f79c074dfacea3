import type { Area } from '../shared/area';
import { publicReadsCore } from './public-reads.core';

/** The public answers and pages kept in memory, and the feeds that tell them what changed. */
export const publicReadsArea: Area = {
  ...publicReadsCore,
  modules: async () => [(await import('./public-reads.module.js')).PublicReadsModule],
};
