import { describe, expect, test } from '@jest/globals';
import { calendarDateOf } from './calendar';

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
