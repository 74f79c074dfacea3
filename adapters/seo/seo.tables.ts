import { AreaTables } from '../shared/area-tables';

/** The seo area (seo.area.ts) has no tables of its own. */
export const seoTables: AreaTables = { name: 'seo' };
