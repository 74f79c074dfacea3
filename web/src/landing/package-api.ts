import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PACKAGES } from '../../../domain/catalogue/package-defaults';
import type { Schema } from '@browser-kit/api/api-types';
import { formatCadShort } from '@browser-kit/format/money-format';

/** One trip package, as GET /api/packages returns it (price: whole CAD per person). */
export type Package = Schema<'PackageRowDto'>;

/** What a visitor is shown of a package: the server's or, failing that, a default one. */
export type PackageOffer = Pick<Package, 'name' | 'price' | 'duration' | 'description' | 'features' | 'featured'>;

export const PACKAGES_KEY = ['/api/packages'] as const;

/** The one packages query of the page: the packages section and the FAQ's answer share it. */
export function usePackages() {
  return useQuery<Package[]>({ queryKey: PACKAGES_KEY });
}

/**
 * The packages to show: the server's list, or the fallback set (domain/catalogue/package-defaults.ts)
 * when the call failed or gave nothing usable. Entries without a name or a price are left out (they
 * could not be booked).
 */
export function packageOffers(data: readonly Package[] | null | undefined): readonly PackageOffer[] {
  const list: readonly Package[] = Array.isArray(data) ? data : [];
  const offered = list.filter((p) => typeof p?.name === 'string' && p.name.trim() !== '' && Number.isFinite(p.price));
  return offered.length > 0 ? offered : DEFAULT_PACKAGES;
}

/**
 * The packages once the query has settled (defaults on failure), or null while it loads: the
 * page must not flash the fallback prices before the real ones arrive.
 */
export function usePackageOffers(): readonly PackageOffer[] | null {
  const { data, isPending, isError } = usePackages();
  if (isPending && !isError) return null;
  return packageOffers(isError ? null : data);
}

/** 399 → '$399' (whole Canadian dollars, as packages are priced). */
export function formatPackagePrice(price: number): string {
  return formatCadShort(Math.round(price * 100));
}
