import type { ReviewRow } from '../../../application/reviews/review-service';
import type { AsJson } from '@shared-ui/json-shape';

export type Review = AsJson<ReviewRow>;

/*
 * The key the public landing page reads (web/src/landing/review-api.ts): invalidating it after a
 * write refetches the admin list and the public section alike.
 */
export const REVIEWS_KEY = ['/api/reviews'] as const;
