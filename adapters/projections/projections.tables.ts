import { AreaTables } from '../shared/area-tables';

/** The projections area (projections.area.ts) has no tables of its own. */
export const projectionsTables: AreaTables = { name: 'projections' };
