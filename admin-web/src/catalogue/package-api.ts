import type { PackageRow } from '../../../application/catalogue/package-service';
import type { AsJson } from '@shared-ui/json-shape';

export type Package = AsJson<PackageRow>;

/*
 * The key the public landing page reads (web/src/landing/package-api.ts): invalidating it after a
 * write refetches the admin list and the public sections alike.
 */
export const PACKAGES_KEY = ['/api/packages'] as const;
