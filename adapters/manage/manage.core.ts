import { AreaCore } from '../shared/area-core';
import { manageEntities, manageMigrations } from './manage-links-table';

/** The tables of the manage area (manage.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const manageCore: AreaCore = {
  name: 'manage',
  entities: manageEntities,
  migrations: manageMigrations,
};
