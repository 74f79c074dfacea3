import { AreaTables } from '../shared/area-tables';
import { blogEntities, blogMigrations } from './blog-table';

/** The tables of the blog area (blog.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const blogTables: AreaTables = {
  name: 'blog',
  entities: blogEntities,
  migrations: blogMigrations,
};
