import { Area } from '../shared/area';
import { SeoModule } from './seo.module';

/** robots.txt and the sitemap, for search engines. */
export const seoArea: Area = {
  name: 'seo',
  modules: () => [SeoModule],
};
