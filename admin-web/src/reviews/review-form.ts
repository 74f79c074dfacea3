import { hasLetter, initialsOf, isValidRating, REVIEW_LIMITS, REVIEW_MESSAGES } from '../../../domain/reviews/review-rules';
import type { RequestBodyOf } from '@browser-kit/api/api-types';
import type { Review } from './review-api';

/** The review form as typed; the server derives the initials from the name. */
export interface ReviewForm {
  name: string;
  location: string;
  rating: string;
  comment: string;
}

export const REVIEW_FIELDS = ['name', 'location', 'rating', 'comment'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

/** PUT/POST /api/reviews body: the server derives the initials. */
export type ReviewBody = RequestBodyOf<'/api/reviews', 'post'>;

export const RATING_OPTIONS: readonly number[] = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, i) => REVIEW_LIMITS.ratingMax - i,
);

/** A new review starts at five stars, the usual case, so the select never holds an empty value. */
export const EMPTY_REVIEW_FORM: ReviewForm = { name: '', location: '', rating: String(REVIEW_LIMITS.ratingMax), comment: '' };

export function reviewFormOf(review: Review): ReviewForm {
  return { name: review.name, location: review.location, rating: String(review.rating), comment: review.comment };
}

export function checkReviewForm(form: ReviewForm): { body: ReviewBody; errors?: undefined } | { body?: undefined; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const rating = /^\d+$/.test(form.rating) ? Number(form.rating) : NaN;
  if (!form.name.trim()) errors.name = REVIEW_MESSAGES.name;
  else if (!hasLetter(form.name)) errors.name = REVIEW_MESSAGES.nameLetter;
  if (!form.location.trim()) errors.location = REVIEW_MESSAGES.location;
  if (!isValidRating(rating)) errors.rating = REVIEW_MESSAGES.rating;
  if (!form.comment.trim()) errors.comment = REVIEW_MESSAGES.comment;
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name: form.name.trim(), location: form.location.trim(), rating, comment: form.comment.trim() } };
}

/** The badge as the server will store it, for the preview while the name is typed. */
export function previewInitials(name: string): string {
  return initialsOf(name);
}
