import type { RequestBodyOf, Schema } from '@browser-kit/api/api-types';

export type Catch = Schema<'GalleryCatchDto'>;

/** PUT/POST /api/catches body. */
export type CatchBody = RequestBodyOf<'/api/catches', 'post'>;

/*
 * The key the public landing page reads (web/src/landing/catch-api.ts): invalidating it after a
 * write refetches the admin grid and the public gallery alike.
 */
export const CATCHES_KEY = ['/api/catches'] as const;
