import { Area } from '../shared/area';
import { PublicReadsModule } from './public-reads.module';

/** The public answers and pages kept in memory, and the feeds that tell them what changed. */
export const publicReadsArea: Area = {
  name: 'public-reads',
  modules: () => [PublicReadsModule],
};
