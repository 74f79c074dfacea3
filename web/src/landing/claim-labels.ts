import type { Claims } from '@browser-kit/site/site-info';

/**
 * How the four landing-page claims (years, rating, clients, fish) are labelled wherever they show (hero, guide stats); the
 * numbers themselves are site content. The rating reads '4.9 out of 5 stars' to assistive technology.
 */
export const CLAIM_LABELS: readonly { key: keyof Claims; label: string; hint?: (value: string) => string }[] = [
  { key: 'experience', label: 'Years of local experience' },
  { key: 'rating', label: 'Google rating', hint: (value) => `${value} out of 5 stars` },
  { key: 'clients', label: 'Happy clients' },
  { key: 'fish', label: 'Fish caught' },
];
