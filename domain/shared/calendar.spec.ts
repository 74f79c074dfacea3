import { describe, expect, test } from '@jest/globals';
import { calendarDateOf, isCalendarDate } from './calendar';

describe('calendarDateOf', () => {
  test.each([
    // 05:59 UTC is still the evening before in Edmonton (UTC-7 in winter).
    ['2026-12-04T05:59:00Z', '2026-12-03'],
    ['2026-12-04T07:00:00Z', '2026-12-04'],
    // Summer time: UTC-6.
    ['2026-07-01T05:30:00Z', '2026-06-30'],
    ['2026-07-01T06:00:00Z', '2026-07-01'],
  ])('%s is %s on the lake', (instant, date) => {
    expect(calendarDateOf(new Date(instant))).toBe(date);
  });
});

describe('isCalendarDate', () => {
  test.each([
    ['2026-11-22', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['2026-11-22T10:00:00Z', false],
    ['', false],
  ])('%p is a calendar date: %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
