import { Area } from '../shared/area';
import { PublicReadsModule } from './public-reads.module';
import { publicReadsTables } from './public-reads.tables';

/** The public answers and pages kept in memory, and the feeds that tell them what changed. */
export const publicReadsArea: Area = {
  ...publicReadsTables,
  modules: () => [PublicReadsModule],
};
