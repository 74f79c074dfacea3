import { Area } from '../shared/area';
import { SeoModule } from './seo.module';
import { seoTables } from './seo.tables';

/** robots.txt and the sitemap, for search engines. */
export const seoArea: Area = {
  ...seoTables,
  modules: () => [SeoModule],
};
