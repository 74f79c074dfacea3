import { describe, expect, test } from '@jest/globals';
import { REVIEW_MESSAGES } from '../../../domain/reviews/review-rules';
import { checkReviewForm, EMPTY_REVIEW_FORM, RATING_OPTIONS, previewInitials, reviewFormOf } from './review-form';
import type { Review } from './review-api';

describe('review form', () => {
  test('ratings offered from 5 down to 1; a new review starts at 5, never empty', () => {
    expect(RATING_OPTIONS).toEqual([5, 4, 3, 2, 1]);
    expect(EMPTY_REVIEW_FORM.rating).toBe('5');
  });

  test('an empty form names every required field with the server’s messages', () => {
    expect(checkReviewForm({ ...EMPTY_REVIEW_FORM, rating: '' }).errors).toEqual({
      name: REVIEW_MESSAGES.name,
      location: REVIEW_MESSAGES.location,
      rating: REVIEW_MESSAGES.rating,
      comment: REVIEW_MESSAGES.comment,
    });
  });

  test('a name without any letter is refused as the server would', () => {
    expect(checkReviewForm({ name: '123', location: 'Edmonton', rating: '4', comment: 'Great' }).errors).toEqual({
      name: REVIEW_MESSAGES.nameLetter,
    });
  });

  test.each(['0', '6', '4.5'])('rating %p is refused', (rating) => {
    expect(checkReviewForm({ name: 'Sam', location: 'Spruce Grove', rating, comment: 'Good' }).errors).toEqual({
      rating: REVIEW_MESSAGES.rating,
    });
  });

  test('a filled form gives the trimmed body with the rating as a number (no initials: the server derives them)', () => {
    expect(checkReviewForm({ name: ' Sarah Thompson ', location: ' Edmonton, AB ', rating: '4', comment: ' Lovely day. ' })).toEqual({
      body: { name: 'Sarah Thompson', location: 'Edmonton, AB', rating: 4, comment: 'Lovely day.' },
    });
  });

  test('editing starts from the review; the preview badge matches the server’s rule', () => {
    const review = { id: 1, name: 'Mary-Jane Smith', location: 'Stony Plain', rating: 3, comment: 'Fun', initials: 'MJS' } as Review;
    expect(reviewFormOf(review)).toEqual({ name: 'Mary-Jane Smith', location: 'Stony Plain', rating: '3', comment: 'Fun' });
    expect(previewInitials(review.name)).toBe('MJS');
  });
});
