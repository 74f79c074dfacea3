import { describe, expect, test } from '@jest/globals';
import { readDates } from './date-reader';

// Tuesday 2026-11-24, 09:00 on the lake (UTC-6).
const NOW = new Date('2026-11-24T15:00:00Z');
const dates = (text: string, now = NOW) => readDates(text, now)?.dates ?? [];

describe('readDates on the lake clock', () => {
  test.each([
    ['this Saturday', ['2026-11-28']],
    ['is saturday open?', ['2026-11-28']],
    ['Dec 5', ['2026-12-05']],
    ['availabilty for dec 12th?', ['2026-12-12']],
    ['tomorrow morning', ['2026-11-25']],
    ['on Friday', ['2026-11-27']],
    ['2026-12-03', ['2026-12-03']],
    ['this weekend', ['2026-11-28', '2026-11-29']],
    ['next weekend', ['2026-12-05', '2026-12-06']],
    ['any openings on the weekend?', ['2026-11-28', '2026-11-29']],
    ['next week', ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']],
  ])('%s', (text, expected) => {
    expect(dates(text)).toEqual(expected);
  });

  test('a time of day alone, or no date at all, is no date', () => {
    expect(readDates('what time does the morning trip start', NOW)).toBeNull();
    expect(readDates('Do you have a weekday discount?', NOW)).toBeNull();
    expect(readDates('how much for 2 adults and a 10-year-old', NOW)).toBeNull();
  });

  test("'tomorrow' late in the evening on the lake is the lake's tomorrow, whatever the UTC date", () => {
    // 23:30 on Tuesday on the lake is already Wednesday 05:30 UTC.
    expect(dates('tomorrow', new Date('2026-11-25T05:30:00Z'))).toEqual(['2026-11-25']);
  });
});
