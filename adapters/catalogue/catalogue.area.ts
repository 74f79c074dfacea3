import type { Area } from '../shared/area';
import { catalogueCore } from './catalogue.core';

/** The trip packages. */
export const catalogueArea: Area = {
  ...catalogueCore,
  modules: async () => [(await import('./catalogue.module.js')).CatalogueModule],
};
