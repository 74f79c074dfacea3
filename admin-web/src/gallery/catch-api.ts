import type { GalleryCatch } from '../../../application/gallery/catch-service';
import type { AsJson } from '@shared-ui/json-shape';

export type Catch = AsJson<GalleryCatch>;

/*
 * The key the public landing page reads (web/src/landing/catch-api.ts): invalidating it after a
 * write refetches the admin grid and the public gallery alike.
 */
export const CATCHES_KEY = ['/api/catches'] as const;
