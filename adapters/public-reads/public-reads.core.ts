import { AreaCore } from '../shared/area-core';

/** The public-reads area (public-reads.area.ts) has no tables of its own. */
export const publicReadsCore: AreaCore = { name: 'public-reads' };
