import type { Schema } from '@browser-kit/api/api-types';

export type Package = Schema<'PackageRowDto'>;

/*
 * The key the public landing page reads (web/src/landing/package-api.ts): invalidating it after a
 * write refetches the admin list and the public sections alike.
 */
export const PACKAGES_KEY = ['/api/packages'] as const;
