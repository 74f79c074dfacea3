import { describe, expect, test } from '@jest/globals';
import {
  bookingListPath,
  dateRangeError,
  DATE_RANGE_MESSAGE,
  EMPTY_LIST_TEXT,
  emptyListText,
  NO_FILTERS,
  NO_MATCH_TEXT,
} from './booking-filters';

describe('bookingListPath', () => {
  test('no filters: the plain list', () => {
    expect(bookingListPath(NO_FILTERS)).toBe('/api/bookings');
    expect(bookingListPath({ ...NO_FILTERS, text: '   ' })).toBe('/api/bookings');
  });

  test('sends only the filters that are set, text trimmed and encoded as q', () => {
    expect(bookingListPath({ from: '2026-06-01', to: '2026-06-30', status: 'pending', text: ' Dana & Co ', noShowsOnly: false })).toBe(
      '/api/bookings?from=2026-06-01&to=2026-06-30&status=pending&q=Dana+%26+Co',
    );
    expect(bookingListPath({ ...NO_FILTERS, status: 'cancelled' })).toBe('/api/bookings?status=cancelled');
  });

  test('no-shows only: noShow=true, and the list counts as filtered', () => {
    expect(bookingListPath({ ...NO_FILTERS, noShowsOnly: true })).toBe('/api/bookings?noShow=true');
    expect(emptyListText({ ...NO_FILTERS, noShowsOnly: true })).toBe(NO_MATCH_TEXT);
  });
});

describe('dateRangeError', () => {
  test('only a reversed range is an error', () => {
    expect(dateRangeError({ from: '2026-06-02', to: '2026-06-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(dateRangeError({ from: '2026-06-01', to: '2026-06-01' })).toBeUndefined();
    expect(dateRangeError({ from: '2026-06-01', to: '' })).toBeUndefined();
    expect(dateRangeError({ from: '', to: '2026-06-01' })).toBeUndefined();
  });
});

describe('emptyListText', () => {
  test('the empty-state text when nothing is filtered, a no-match text otherwise', () => {
    expect(emptyListText(NO_FILTERS)).toBe(EMPTY_LIST_TEXT);
    expect(EMPTY_LIST_TEXT).toBe('No bookings found. Create a test booking to see data here.');
    expect(emptyListText({ ...NO_FILTERS, text: 'x' })).toBe(NO_MATCH_TEXT);
  });
});
