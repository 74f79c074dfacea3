import { useQuery } from '@tanstack/react-query';

/** One customer review, as GET /api/reviews returns it. */
export interface Review {
  id: number;
  name: string;
  location: string;
  /** 1-5. */
  rating: number;
  comment: string;
  /** First letters of the words of the name, computed by the server (domain/reviews/review-rules.ts). */
  initials: string;
  createdAt: string;
  updatedAt: string;
}

export const REVIEWS_KEY = ['/api/reviews'] as const;

export function useReviews() {
  return useQuery<Review[]>({ queryKey: REVIEWS_KEY });
}
