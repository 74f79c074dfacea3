import type { Schema } from '@browser-kit/api/api-types';

export type Review = Schema<'ReviewResponse'>;

/*
 * The key the public landing page reads (web/src/landing/review-api.ts): invalidating it after a
 * write refetches the admin list and the public section alike.
 */
export const REVIEWS_KEY = ['/api/reviews'] as const;
