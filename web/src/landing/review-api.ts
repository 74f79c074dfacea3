import { useQuery } from '@tanstack/react-query';
import type { Schema } from '@browser-kit/api/api-types';

/** One customer review, as GET /api/reviews returns it (initials computed by the server). */
export type Review = Schema<'ReviewResponse'>;

export const REVIEWS_KEY = ['/api/reviews'] as const;

export function useReviews() {
  return useQuery<Review[]>({ queryKey: REVIEWS_KEY });
}
