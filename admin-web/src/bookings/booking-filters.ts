import type { BookingListStatus } from './booking-types';

/** The list's filters as the form holds them: '' means "not filtered". */
export interface BookingFilters {
  from: string;
  to: string;
  status: '' | BookingListStatus;
  text: string;
  /** Only the trips whose party did not come (domain/bookings/no-show.ts). */
  noShowsOnly: boolean;
}

export const NO_FILTERS: BookingFilters = { from: '', to: '', status: '', text: '', noShowsOnly: false };

export const DATE_RANGE_MESSAGE = 'The "to" date must be on or after the "from" date';

/** A reversed range would silently list nothing: the form says so instead of asking. */
export function dateRangeError(filters: Pick<BookingFilters, 'from' | 'to'>): string | undefined {
  return filters.from && filters.to && filters.from > filters.to ? DATE_RANGE_MESSAGE : undefined;
}

/** `GET /api/bookings` with only the filters that are set (the server's query names: from, to, status, q). */
export function bookingListPath(filters: BookingFilters): string {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.status) params.set('status', filters.status);
  if (filters.noShowsOnly) params.set('noShow', 'true');
  const text = filters.text.trim();
  if (text) params.set('q', text);
  const query = params.toString();
  return query ? `/api/bookings?${query}` : '/api/bookings';
}

export function isFiltered(filters: BookingFilters): boolean {
  return Boolean(filters.from || filters.to || filters.status || filters.noShowsOnly || filters.text.trim());
}

/** The empty state for no bookings at all; a filtered list that finds nothing says that instead. */
export const EMPTY_LIST_TEXT = 'No bookings found. Create a test booking to see data here.';
export const NO_MATCH_TEXT = 'No bookings match these filters.';

export function emptyListText(filters: BookingFilters): string {
  return isFiltered(filters) ? NO_MATCH_TEXT : EMPTY_LIST_TEXT;
}
