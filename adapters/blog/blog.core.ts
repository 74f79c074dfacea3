import { AreaCore } from '../shared/area-core';
import { blogEntities, blogMigrations } from './blog-table';

/** The tables of the blog area (blog.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const blogCore: AreaCore = {
  name: 'blog',
  entities: blogEntities,
  migrations: blogMigrations,
};
