import { reviewRequestsProjection } from '../../application/reviews/review-requests.projection';
import { AreaCore } from '../shared/area-core';
import { reviewRequestEntities, reviewRequestMigrations } from './review-requests-table';
import { reviewEntities, reviewMigrations } from './review-table';

/** The reviews area's tables and read model, apart from its Nest modules (reviews.area.ts; shared/area-core.ts). */
export const reviewsCore: AreaCore = {
  name: 'reviews',
  entities: [...reviewEntities, ...reviewRequestEntities],
  migrations: [...reviewMigrations, ...reviewRequestMigrations],
  projections: [reviewRequestsProjection],
};
