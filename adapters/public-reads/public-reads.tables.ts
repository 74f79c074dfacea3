import { AreaTables } from '../shared/area-tables';

/** The public-reads area (public-reads.area.ts) has no tables of its own. */
export const publicReadsTables: AreaTables = { name: 'public-reads' };
