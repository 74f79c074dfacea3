import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@browser-kit/api/api';
import { AVAILABILITY_KEY } from '../landing/availability-api';
import type { PackageDay } from './month-calendar';

/**
 * One month of one package (`GET /api/availability?package=&from=&days=`). Under the availability
 * key, so a booking or the guide's change refreshes it with every other view of the calendar.
 */
export function usePackageMonth(packageName: string | null, span: { from: string; days: number } | null) {
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, { package: packageName, from: span?.from, days: span?.days }],
    queryFn: async ({ signal }) => {
      const url = `/api/availability?package=${encodeURIComponent(packageName ?? '')}&from=${span!.from}&days=${span!.days}`;
      const res = await fetch(url, { credentials: 'include', signal, headers: { 'X-Requested-With': 'fetch' } });
      if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
      return (await res.json()) as PackageDay[];
    },
    enabled: packageName !== null && span !== null,
  });
}
