import { Area } from '../shared/area';
import { CatalogueModule } from './catalogue.module';
import { catalogueEntities, catalogueMigrations } from './package-table';

/** The trip packages. */
export const catalogueArea: Area = {
  name: 'catalogue',
  modules: () => [CatalogueModule],
  entities: catalogueEntities,
  migrations: catalogueMigrations,
};
