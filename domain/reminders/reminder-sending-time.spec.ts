import { describe, expect, test } from '@jest/globals';
import { endOfQuietHours, inQuietHours, REMINDER_MESSAGES, ReminderType, sendingTime } from './reminder-rules';
import { at } from '../../test/support/reminder-plan-fixtures';

describe('quiet hours', () => {
  test.each([
    // Summer 2026, MDT (UTC-6).
    ['2026-06-16T02:59:00.000Z', '20:59 MDT', false],
    ['2026-06-16T03:00:00.000Z', '21:00 MDT', true],
    ['2026-06-16T06:00:00.000Z', 'midnight MDT', true],
    ['2026-06-15T13:59:00.000Z', '07:59 MDT', true],
    ['2026-06-15T13:59:59.999Z', '07:59:59.999 MDT', true],
    ['2026-06-15T14:00:00.000Z', '08:00 MDT', false],
    ['2026-06-15T18:00:00.000Z', 'noon MDT', false],
    // Winter 2025, MST (UTC-7).
    ['2025-12-05T03:59:00.000Z', '20:59 MST', false],
    ['2025-12-05T04:00:00.000Z', '21:00 MST', true],
    ['2025-12-05T14:59:00.000Z', '07:59 MST', true],
    ['2025-12-05T15:00:00.000Z', '08:00 MST', false],
    // Winter 2026, permanent UTC-6.
    ['2026-12-05T02:59:00.000Z', '20:59 UTC-6', false],
    ['2026-12-05T03:00:00.000Z', '21:00 UTC-6', true],
    ['2026-12-05T13:59:00.000Z', '07:59 UTC-6', true],
    ['2026-12-05T14:00:00.000Z', '08:00 UTC-6', false],
  ])('%s (%s) is in quiet hours: %p', (iso, _wall, quiet) => {
    expect(inQuietHours(at(iso))).toBe(quiet);
  });

  test.each([
    ['2026-06-16T03:00:00.000Z', '21:00 MDT', '2026-06-16T14:00:00.000Z'],
    ['2026-06-16T05:59:00.000Z', '23:59 MDT', '2026-06-16T14:00:00.000Z'],
    ['2026-06-16T06:00:00.000Z', 'midnight MDT', '2026-06-16T14:00:00.000Z'],
    ['2026-06-16T13:59:00.000Z', '07:59 MDT', '2026-06-16T14:00:00.000Z'],
    // Spring forward on 2026-03-08: from the evening before in MST to 08:00 MDT.
    ['2026-03-08T06:30:00.000Z', '23:30 MST on 03-07', '2026-03-08T14:00:00.000Z'],
    ['2026-03-08T08:30:00.000Z', '01:30 MST on 03-08', '2026-03-08T14:00:00.000Z'],
    // Fall back on 2025-11-02: from the evening before in MDT to 08:00 MST.
    ['2025-11-02T04:00:00.000Z', '22:00 MDT on 11-01', '2025-11-02T15:00:00.000Z'],
    // The switch to permanent UTC-6 on 2026-11-01: 08:00 is UTC-6, not MST.
    ['2026-11-01T04:00:00.000Z', '22:00 MDT on 10-31', '2026-11-01T14:00:00.000Z'],
    ['2026-11-01T08:30:00.000Z', '02:30 UTC-6 on 11-01', '2026-11-01T14:00:00.000Z'],
  ])('the quiet hours around %s (%s) end at %s', (iso, _wall, end) => {
    expect(endOfQuietHours(at(iso)).toISOString()).toBe(end);
  });

  test('outside quiet hours, the instant itself', () => {
    const instant = at('2026-06-15T14:00:00.000Z');
    expect(endOfQuietHours(instant)).toBe(instant);
    expect(endOfQuietHours(at('2026-06-16T02:59:59.999Z')).toISOString()).toBe('2026-06-16T02:59:59.999Z');
  });
});

describe('sendingTime', () => {
  // The 2026-06-15 morning trip: 06:00 MDT = 12:00Z.
  const TRIP = at('2026-06-15T12:00:00.000Z');

  test('a customer reminder outside quiet hours goes out when asked', () => {
    expect(sendingTime('customer_24h', at('2026-06-14T14:00:00.000Z'), TRIP)).toEqual({ at: at('2026-06-14T14:00:00.000Z') });
  });

  test('a customer reminder in quiet hours goes out at 08:00 when that is before the trip', () => {
    expect(sendingTime('customer_48h', at('2026-06-13T12:00:00.000Z'), TRIP)).toEqual({ at: at('2026-06-13T14:00:00.000Z') });
    // 08:00 a millisecond before the trip starts is still in time.
    expect(sendingTime('customer_day_of', at('2026-06-15T10:00:00.000Z'), at('2026-06-15T14:00:00.001Z'))).toEqual({
      at: at('2026-06-15T14:00:00.000Z'),
    });
  });

  test('a customer reminder in quiet hours is skipped when 08:00 is at or after the trip start', () => {
    expect(sendingTime('customer_day_of', at('2026-06-15T10:00:00.000Z'), TRIP)).toEqual({ skipped: REMINDER_MESSAGES.quietHoursSkip });
    expect(sendingTime('customer_day_of', at('2026-06-15T10:00:00.000Z'), at('2026-06-15T14:00:00.000Z'))).toEqual({
      skipped: REMINDER_MESSAGES.quietHoursSkip,
    });
  });

  test.each(['guide_trip_reminder', 'guide_daily_summary'] as const)('%s keeps no quiet hours', (type) => {
    expect(sendingTime(type, at('2026-06-15T11:00:00.000Z'), TRIP)).toEqual({ at: at('2026-06-15T11:00:00.000Z') });
  });

  test.each([
    ['customer_48h', REMINDER_MESSAGES.tripStarted],
    ['customer_24h', REMINDER_MESSAGES.tripStarted],
    ['customer_day_of', REMINDER_MESSAGES.tripStarted],
    ['guide_trip_reminder', REMINDER_MESSAGES.tripStarted],
    ['guide_daily_summary', REMINDER_MESSAGES.dayBegun],
  ] as const)('%s at or after its last moment is skipped: %s', (type: ReminderType, reason) => {
    expect(sendingTime(type, TRIP, TRIP)).toEqual({ skipped: reason });
    expect(sendingTime(type, at('2026-06-15T18:00:00.000Z'), TRIP)).toEqual({ skipped: reason });
  });
});
