import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { Schema } from '@browser-kit/api/api-types';

/** `GET /api/reports/summary`: the figures of a date range. */
export type ReportSummary = Schema<'ReportSummaryDto'>;
export type TripGroup = Schema<'TripGroupDto'>;

export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

const query = (range: ReportRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

/** The CSV export of the same range: a plain link, which the browser downloads with the session cookie. */
export function reportCsvPath(range: ReportRange): string {
  return `/api/reports/summary.csv?${query(range)}`;
}

/** The figures of `range`, or nothing asked while the range is not valid (`enabled`). */
export function useReportSummary(range: ReportRange, enabled: boolean) {
  return useQuery<ReportSummary>({
    queryKey: ['/api/reports/summary', range],
    queryFn: async () => (await apiRequest('GET', `/api/reports/summary?${query(range)}`)).json() as Promise<ReportSummary>,
    enabled,
    // Bookings change on their own (customers book, cancel, move): each look fetches again.
    staleTime: 0,
  });
}
