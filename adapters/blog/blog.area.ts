import { Area } from '../shared/area';
import { BlogModule } from './blog.module';
import { blogEntities, blogMigrations } from './blog-table';

/** The blog posts. */
export const blogArea: Area = {
  name: 'blog',
  modules: () => [BlogModule],
  entities: blogEntities,
  migrations: blogMigrations,
};
