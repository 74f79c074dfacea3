import { describe, expect, test } from '@jest/globals';
import { formatCalendarDate, formatInstantDate } from './date-format';

describe('formatCalendarDate', () => {
  test('writes a calendar date in long English-Canadian form without shifting the day', () => {
    expect(formatCalendarDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
  });

  test('returns anything else unchanged', () => {
    expect(formatCalendarDate('last summer')).toBe('last summer');
    expect(formatCalendarDate('')).toBe('');
  });
});

describe('formatInstantDate', () => {
  test('reads the instant in the business time zone (America/Edmonton)', () => {
    // 03:30 UTC on November 4 is still the evening of November 3 on the lake.
    expect(formatInstantDate('2026-11-04T03:30:00.000Z')).toBe('November 3, 2026');
    expect(formatInstantDate('2026-11-04T18:00:00.000Z')).toBe('November 4, 2026');
    // 06:30 UTC is 12:30 a.m. on the lake, which no longer falls back to UTC-7 in winter.
    expect(formatInstantDate('2026-11-04T06:30:00.000Z')).toBe('November 4, 2026');
  });

  test('is empty for a missing or unreadable instant', () => {
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate(undefined)).toBe('');
    expect(formatInstantDate('not a date')).toBe('');
  });
});
