import { describe, expect, test } from '@jest/globals';
import {
  BOOKING_ID_FILTER_MESSAGE,
  bookingIdFilterError,
  bookingWaiversPath,
  emptyWaiversText,
  isFiltered,
  nextOffsetOf,
  NO_MATCHING_WAIVERS_TEXT,
  NO_WAIVER_FILTERS,
  NO_WAIVERS_TEXT,
  waiverListPath,
  withOffset,
} from './waiver-filters';

const BOOKING = '6F1C2F0E-7D5A-4C1E-9A34-2B1B8D1E0A11';

describe('waiver list filters', () => {
  test("no filter asks for the plain list; each set filter is one parameter under the server's name", () => {
    expect(waiverListPath(NO_WAIVER_FILTERS)).toBe('/api/waivers');
    expect(waiverListPath({ text: '  Dana ', tripDate: '2026-12-03', status: 'voided', bookingId: ` ${BOOKING} ` })).toBe(
      `/api/waivers?q=Dana&tripDate=2026-12-03&status=voided&bookingId=${BOOKING.toLowerCase()}`,
    );
  });

  test('a search longer than the server takes is cut to its 100 characters', () => {
    expect(waiverListPath({ ...NO_WAIVER_FILTERS, text: 'x'.repeat(150) })).toBe(`/api/waivers?q=${'x'.repeat(100)}`);
  });

  test('part of a booking id is not sent (it would match nothing) and the form says why', () => {
    const partial = { ...NO_WAIVER_FILTERS, bookingId: '6f1c2f0e' };
    expect(bookingIdFilterError(partial)).toBe(BOOKING_ID_FILTER_MESSAGE);
    expect(waiverListPath(partial)).toBe('/api/waivers');
    expect(bookingIdFilterError({ bookingId: BOOKING })).toBeUndefined();
    expect(bookingIdFilterError({ bookingId: '  ' })).toBeUndefined();
  });

  test('the next page adds its offset to the same query', () => {
    expect(withOffset('/api/waivers', 0)).toBe('/api/waivers');
    expect(withOffset('/api/waivers', 50)).toBe('/api/waivers?offset=50');
    expect(withOffset('/api/waivers?status=signed', 50)).toBe('/api/waivers?status=signed&offset=50');
  });

  test('X-Next-Offset: a number when more rows follow, null on the last page', () => {
    expect(nextOffsetOf(new Headers({ 'X-Next-Offset': '50' }))).toBe(50);
    expect(nextOffsetOf(new Headers())).toBeNull();
    expect(nextOffsetOf(new Headers({ 'X-Next-Offset': 'soon' }))).toBeNull();
  });

  test("a booking's signers: its standing waivers, all on one page", () => {
    expect(bookingWaiversPath('abc')).toBe('/api/waivers?bookingId=abc&status=signed&limit=200');
  });

  test('the empty list says whether the filters found nothing or nothing is signed yet', () => {
    expect(isFiltered(NO_WAIVER_FILTERS)).toBe(false);
    expect(emptyWaiversText(NO_WAIVER_FILTERS)).toBe(NO_WAIVERS_TEXT);
    expect(emptyWaiversText({ ...NO_WAIVER_FILTERS, status: 'signed' })).toBe(NO_MATCHING_WAIVERS_TEXT);
    expect(isFiltered({ ...NO_WAIVER_FILTERS, text: '   ' })).toBe(false);
  });
});
