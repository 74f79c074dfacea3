import { AreaTables } from '../shared/area-tables';
import { manageEntities, manageMigrations } from './manage-links-table';

/** The tables of the manage area (manage.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const manageTables: AreaTables = {
  name: 'manage',
  entities: manageEntities,
  migrations: manageMigrations,
};
