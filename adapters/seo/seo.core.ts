import { AreaCore } from '../shared/area-core';

/** The seo area (seo.area.ts) has no tables of its own. */
export const seoCore: AreaCore = { name: 'seo' };
