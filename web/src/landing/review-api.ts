import { useQuery } from '@tanstack/react-query';
import type { ReviewRow } from '../../../application/reviews/review-service';
import type { AsJson } from '../lib/json-shape';

/** One customer review, as GET /api/reviews returns it (initials computed by the server). */
export type Review = AsJson<ReviewRow>;

export const REVIEWS_KEY = ['/api/reviews'] as const;

export function useReviews() {
  return useQuery<Review[]>({ queryKey: REVIEWS_KEY });
}
