import { WAIVER_LIMITS } from '../../../domain/waivers/waiver-rules';
import type { WaiverStatus } from './waiver-types';

/** The list's filters as the form holds them: '' means "not filtered". */
export interface WaiverFilters {
  text: string;
  /** YYYY-MM-DD, as a date input gives it. */
  tripDate: string;
  status: '' | WaiverStatus;
  bookingId: string;
}

export const NO_WAIVER_FILTERS: WaiverFilters = { text: '', tripDate: '', status: '', bookingId: '' };

/** The longest search the server takes (its `q`). */
export const WAIVER_SEARCH_MAX = 100;

// Any UUID, as the server's check reads one: ids are not all of one version.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBookingId(value: string): boolean {
  return UUID.test(value.trim());
}

export const BOOKING_ID_FILTER_MESSAGE = "Enter a booking's whole id, as in its address (?booking=...)";

/** A part of an id would list nothing (the server matches whole ids): the form says so instead of asking. */
export function bookingIdFilterError(filters: Pick<WaiverFilters, 'bookingId'>): string | undefined {
  const id = filters.bookingId.trim();
  return id && !isBookingId(id) ? BOOKING_ID_FILTER_MESSAGE : undefined;
}

/** `GET /api/waivers` with only the filters that are set and valid (the server's names: q, tripDate, status, bookingId). */
export function waiverListPath(filters: WaiverFilters): string {
  const params = new URLSearchParams();
  const text = filters.text.trim().slice(0, WAIVER_SEARCH_MAX);
  if (text) params.set('q', text);
  if (filters.tripDate) params.set('tripDate', filters.tripDate);
  if (filters.status) params.set('status', filters.status);
  if (!bookingIdFilterError(filters) && filters.bookingId.trim()) params.set('bookingId', filters.bookingId.trim().toLowerCase());
  const query = params.toString();
  return query ? `/api/waivers?${query}` : '/api/waivers';
}

/** The same list from `offset` on: the next page. */
export function withOffset(path: string, offset: number): string {
  if (offset <= 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}offset=${offset}`;
}

/**
 * The waivers still standing for one booking, all on one page: a party is far smaller than a
 * page, and the count of who has not signed needs every one.
 */
export function bookingWaiversPath(bookingId: string): string {
  const params = new URLSearchParams({ bookingId, status: 'signed', limit: String(WAIVER_LIMITS.pageMax) });
  return `/api/waivers?${params.toString()}`;
}

/** The X-Next-Offset header: the next page's offset, or null on the last page. */
export function nextOffsetOf(headers: Pick<Headers, 'get'>): number | null {
  const value = headers.get('X-Next-Offset');
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function isFiltered(filters: WaiverFilters): boolean {
  return Boolean(filters.text.trim() || filters.tripDate || filters.status || filters.bookingId.trim());
}

export const NO_WAIVERS_TEXT = 'No waivers signed yet. Each one signed on the waiver page shows here.';
export const NO_MATCHING_WAIVERS_TEXT = 'No waivers match these filters.';

export function emptyWaiversText(filters: WaiverFilters): string {
  return isFiltered(filters) ? NO_MATCHING_WAIVERS_TEXT : NO_WAIVERS_TEXT;
}
