export type StarFill = 'full' | 'half' | 'empty';

/** The rating shown: rounded to the nearest half star and kept within 0-5 (NaN shows as 0). */
export function displayedRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}

/** Five stars for a rating: `starsFor(4.5)` → full, full, full, full, half. */
export function starsFor(rating: number): StarFill[] {
  const shown = displayedRating(rating);
  return [1, 2, 3, 4, 5].map((position) => (shown >= position ? 'full' : shown >= position - 0.5 ? 'half' : 'empty'));
}

/** What a screen reader hears for the star row: 'Rated 4.5 out of 5'. */
export function ratingLabel(rating: number): string {
  return `Rated ${displayedRating(rating)} out of 5`;
}
