import type { Area } from '../shared/area';
import { seoCore } from './seo.core';

/** robots.txt and the sitemap, for search engines. */
export const seoArea: Area = {
  ...seoCore,
  modules: async () => [(await import('./seo.module.js')).SeoModule],
};
