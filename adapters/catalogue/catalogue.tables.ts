import { AreaTables } from '../shared/area-tables';
import { catalogueEntities, catalogueMigrations } from './package-table';

/** The tables of the catalogue area (catalogue.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const catalogueTables: AreaTables = {
  name: 'catalogue',
  entities: catalogueEntities,
  migrations: catalogueMigrations,
};
