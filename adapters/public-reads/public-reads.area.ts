import { Area } from '../shared/area';
import { PublicReadsModule } from './public-reads.module';
import { publicReadsCore } from './public-reads.core';

/** The public answers and pages kept in memory, and the feeds that tell them what changed. */
export const publicReadsArea: Area = {
  ...publicReadsCore,
  modules: () => [PublicReadsModule],
};
