import { AreaCore } from '../shared/area-core';

/** The projections area (projections.area.ts) has no tables of its own. */
export const projectionsCore: AreaCore = { name: 'projections' };
