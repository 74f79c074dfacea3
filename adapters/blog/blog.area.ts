import { Area } from '../shared/area';
import { BlogModule } from './blog.module';
import { blogTables } from './blog.tables';

/** The blog posts. */
export const blogArea: Area = {
  ...blogTables,
  modules: () => [BlogModule],
};
