import { Area } from '../shared/area';
import { CatalogueModule } from './catalogue.module';
import { catalogueTables } from './catalogue.tables';

/** The trip packages. */
export const catalogueArea: Area = {
  ...catalogueTables,
  modules: () => [CatalogueModule],
};
