import { describe, expect, test } from '@jest/globals';
import { dailySummaryDue, dailySummaryHourOf, REMINDER_TIMING } from './reminder-rules';
import { at } from '../../test/support/reminder-plan-fixtures';

describe('the daily summary', () => {
  test.each([
    ['', 20],
    ['0', 0],
    ['7', 7],
    ['07', 7],
    [' 7 ', 7],
    ['23', 23],
    ['24', 20],
    ['99', 20],
    ['-1', 20],
    ['7.5', 20],
    ['100', 20],
    ['x', 20],
    [undefined, 20],
  ])('the summary hour set to %p is %i', (value, hour) => {
    expect(dailySummaryHourOf(value)).toBe(hour);
  });

  test('the default hour is 20:00', () => {
    expect(REMINDER_TIMING.dailySummaryHourDefault).toBe(20);
  });

  test('before the hour: not due', () => {
    // 19:59 MDT on 2026-06-15.
    expect(dailySummaryDue(at('2026-06-16T01:59:59.999Z'), 20)).toBeUndefined();
  });

  test.each([
    ['2026-06-16T02:00:00.000Z', 'at 20:00 MDT'],
    ['2026-06-16T05:59:00.000Z', 'at 23:59 MDT'],
  ])('%s (%s): due, for tomorrow, at the hour today, no use once tomorrow began', (now) => {
    expect(dailySummaryDue(at(now), 20)).toEqual({
      forDate: '2026-06-16',
      scheduledFor: at('2026-06-16T02:00:00.000Z'),
      notAfter: at('2026-06-16T06:00:00.000Z'),
    });
  });

  test('after midnight the next day has begun: not due until its own hour', () => {
    expect(dailySummaryDue(at('2026-06-16T06:00:00.000Z'), 20)).toBeUndefined();
  });

  test('at hour 0 it is due all day, for the next day', () => {
    expect(dailySummaryDue(at('2026-06-15T06:30:00.000Z'), 0)).toEqual({
      forDate: '2026-06-16',
      scheduledFor: at('2026-06-15T06:00:00.000Z'),
      notAfter: at('2026-06-16T06:00:00.000Z'),
    });
  });

  test('in winter before the switch, on MST', () => {
    // 20:00 MST on 2025-12-04.
    expect(dailySummaryDue(at('2025-12-05T03:00:00.000Z'), 20)).toEqual({
      forDate: '2025-12-05',
      scheduledFor: at('2025-12-05T03:00:00.000Z'),
      notAfter: at('2025-12-05T07:00:00.000Z'),
    });
  });

  test('the evening before clocks spring forward: the summarised day begins at midnight MST', () => {
    // 20:00 MST on 2026-03-07.
    expect(dailySummaryDue(at('2026-03-08T03:00:00.000Z'), 20)).toEqual({
      forDate: '2026-03-08',
      scheduledFor: at('2026-03-08T03:00:00.000Z'),
      notAfter: at('2026-03-08T07:00:00.000Z'),
    });
  });

  test('the evening after the switch to permanent UTC-6', () => {
    // 20:00 UTC-6 on 2026-11-01 (it would have been 21:00 under MST).
    expect(dailySummaryDue(at('2026-11-02T02:00:00.000Z'), 20)).toEqual({
      forDate: '2026-11-02',
      scheduledFor: at('2026-11-02T02:00:00.000Z'),
      notAfter: at('2026-11-02T06:00:00.000Z'),
    });
    expect(dailySummaryDue(at('2026-11-02T01:59:00.000Z'), 20)).toBeUndefined();
  });
});
