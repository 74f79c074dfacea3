import { AreaCore } from '../shared/area-core';
import { contentEntities, contentMigrations } from './site-content-table';

/** The tables of the content area (content.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const contentCore: AreaCore = {
  name: 'content',
  entities: contentEntities,
  migrations: contentMigrations,
};
