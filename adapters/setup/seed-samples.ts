import { SetupSamples } from '../../application/setup/setup-checklist-service';
import { SEED_CATCHES, SEED_REVIEWS } from '../seed/seed-content';

/**
 * A review or catch the new site started with, still as the seed stored it: the guide has not
 * replaced it with a real one. One the guide edited is theirs.
 */
export const seedSamples: SetupSamples = {
  isSampleReview: (review) => SEED_REVIEWS.some((seed) => seed.name === review.name && seed.comment === review.comment),
  isSampleCatch: (fishCatch) =>
    SEED_CATCHES.some((seed) => seed.angler === fishCatch.angler && seed.fishType === fishCatch.fishType && seed.date === fishCatch.date),
};
