import { reviewRequestsProjection } from '../../application/reviews/review-requests.projection';
import { Area } from '../shared/area';
import { reviewRequestEntities, reviewRequestMigrations } from './review-requests-table';
import { reviewEntities, reviewMigrations } from './review-table';
import { ReviewsModule } from './reviews.module';

/** The customers' reviews, and the requests for one sent after a trip. */
export const reviewsArea: Area = {
  name: 'reviews',
  modules: () => [ReviewsModule],
  entities: [...reviewEntities, ...reviewRequestEntities],
  migrations: [...reviewMigrations, ...reviewRequestMigrations],
  projections: [reviewRequestsProjection],
};
