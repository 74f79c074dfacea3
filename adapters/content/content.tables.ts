import { AreaTables } from '../shared/area-tables';
import { contentEntities, contentMigrations } from './site-content-table';

/** The tables of the content area (content.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const contentTables: AreaTables = {
  name: 'content',
  entities: contentEntities,
  migrations: contentMigrations,
};
