import { AreaCore } from '../shared/area-core';
import { reviewRequestEntities, reviewRequestMigrations } from './review-requests-table';
import { reviewEntities, reviewMigrations } from './review-table';

/** The tables of the reviews area (reviews.area.ts), apart from its Nest modules (shared/area-core.ts). */
export const reviewsCore: AreaCore = {
  name: 'reviews',
  entities: [...reviewEntities, ...reviewRequestEntities],
  migrations: [...reviewMigrations, ...reviewRequestMigrations],
};
