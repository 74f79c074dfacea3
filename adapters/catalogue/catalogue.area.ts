import { Area } from '../shared/area';
import { CatalogueModule } from './catalogue.module';
import { catalogueCore } from './catalogue.core';

/** The trip packages. */
export const catalogueArea: Area = {
  ...catalogueCore,
  modules: () => [CatalogueModule],
};
