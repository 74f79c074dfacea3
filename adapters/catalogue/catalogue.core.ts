import { AreaCore } from '../shared/area-core';
import { catalogueEntities, catalogueMigrations } from './package-table';

/** The tables of the catalogue area (catalogue.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const catalogueCore: AreaCore = {
  name: 'catalogue',
  entities: catalogueEntities,
  migrations: catalogueMigrations,
};
