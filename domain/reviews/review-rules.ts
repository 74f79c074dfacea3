import { DomainError } from '../shared/decider';

/**
 * Review rules and messages (docs/product/content.md). The server's DTO and the admin form both
 * read these; nothing restates them.
 */
export const REVIEW_LIMITS = {
  nameMax: 80,
  locationMax: 80,
  commentMax: 2000,
  ratingMin: 1,
  ratingMax: 5,
  /** The badge is a small circle: more letters would not fit. */
  initialsMax: 3,
} as const;

export const REVIEW_MESSAGES = {
  name: 'Name is required',
  nameLetter: 'Name must contain at least one letter',
  nameTooLong: `Name must be at most ${REVIEW_LIMITS.nameMax} characters`,
  location: 'Location is required',
  locationTooLong: `Location must be at most ${REVIEW_LIMITS.locationMax} characters`,
  rating: `Rating must be a whole number from ${REVIEW_LIMITS.ratingMin} to ${REVIEW_LIMITS.ratingMax}`,
  comment: 'Comment is required',
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMax} characters`,
  notFound: 'Review not found',
} as const;

export function isValidRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= REVIEW_LIMITS.ratingMin && rating <= REVIEW_LIMITS.ratingMax;
}

/**
 * The badge letters of a reviewer: the first letter of each word, upper-cased, at most three.
 * Hyphens separate words ('Mary-Jane Smith' is MJS) and anything that is not a letter is skipped
 * ("O'Brien" is O, 'J.R. Smith' is JS). The server computes them, so they always match the name.
 */
export function initialsOf(name: string): string {
  // NFC first: an 'É' typed as 'E' plus a combining accent must stay one letter.
  const words = name.normalize('NFC').split(/[\s\-\u2010-\u2015]+/u);
  const letters: string[] = [];
  for (const word of words) {
    const first = word.match(/\p{L}/u)?.[0];
    // Some letters grow when upper-cased ('ß' is 'SS'); the badge keeps one per word.
    if (first) letters.push([...first.toUpperCase()][0]!);
    if (letters.length === REVIEW_LIMITS.initialsMax) break;
  }
  return letters.join('');
}

export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

export class ReviewNotFoundError extends DomainError {
  constructor() {
    super('review-not-found', REVIEW_MESSAGES.notFound);
  }
}
