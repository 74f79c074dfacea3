import { Area } from '../shared/area';
import { SeoModule } from './seo.module';
import { seoCore } from './seo.core';

/** robots.txt and the sitemap, for search engines. */
export const seoArea: Area = {
  ...seoCore,
  modules: () => [SeoModule],
};
