import type { Area } from '../shared/area';
import { reviewsCore } from './reviews.core';

/** The customers' reviews, and the requests for one sent after a trip. */
export const reviewsArea: Area = {
  ...reviewsCore,
  modules: async () => [(await import('./reviews.module.js')).ReviewsModule],
};
