import { AreaTables } from '../shared/area-tables';
import { reviewRequestEntities, reviewRequestMigrations } from './review-requests-table';
import { reviewEntities, reviewMigrations } from './review-table';

/** The tables of the reviews area (reviews.area.ts), apart from its Nest modules (shared/area-tables.ts). */
export const reviewsTables: AreaTables = {
  name: 'reviews',
  entities: [...reviewEntities, ...reviewRequestEntities],
  migrations: [...reviewMigrations, ...reviewRequestMigrations],
};
