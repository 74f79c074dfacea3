import { Area } from '../shared/area';
import { ReviewsModule } from './reviews.module';
import { reviewsCore } from './reviews.core';

/** The customers' reviews, and the requests for one sent after a trip. */
export const reviewsArea: Area = {
  ...reviewsCore,
  modules: () => [ReviewsModule],
};
