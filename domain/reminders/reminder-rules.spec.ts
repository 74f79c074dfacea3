import { describe, expect, test } from '@jest/globals';
import { minutesOfDayOf } from '../shared/calendar';
import {
  AFTER_TRIP_PLANNING_DAYS,
  BOOKING_REMINDER_TYPES,
  planAfterTripReminders,
  tripEndOf,
  dailySummaryDue,
  dailySummaryHourOf,
  endOfQuietHours,
  inQuietHours,
  isCustomerReminder,
  isReminderType,
  keepsQuietHours,
  nominalInstant,
  PlannedReminder,
  planBookingReminders,
  REMINDER_MESSAGES,
  REMINDER_TIMING,
  REMINDER_TYPES,
  ReminderType,
  sendingTime,
  tripStartOf,
  TripSlot,
} from './reminder-rules';

/**
 * The lake's clock, as calendar.ts reads it:
 * - until 2025-11-02 02:00 MDT (08:00Z): MDT, UTC-6; then MST, UTC-7;
 * - from 2026-03-08 02:00 MST (09:00Z): MDT, UTC-6;
 * - from 2026-11-01 08:00Z: UTC-6 all year (Alberta stopped changing clocks).
 */
const at = (iso: string) => new Date(iso);

/** Plans with their instants written out, for exact comparison. */
const written = (plans: readonly PlannedReminder<ReminderType>[]) =>
  plans.map((p) => ({
    type: p.type,
    scheduledFor: p.scheduledFor.toISOString(),
    notAfter: p.notAfter.toISOString(),
    ...(p.skipped !== undefined ? { skipped: p.skipped } : {}),
  }));

describe('reminder types', () => {
  test('the customer reminders, the guide reminders and which ones a booking gets', () => {
    expect(REMINDER_TYPES).toEqual([
      'customer_48h',
      'customer_24h',
      'customer_day_of',
      'guide_daily_summary',
      'guide_trip_reminder',
      'review_request',
      'referral_request',
      'review_reminder',
    ]);
    expect(BOOKING_REMINDER_TYPES).toEqual(['customer_48h', 'customer_24h', 'customer_day_of', 'guide_trip_reminder']);
  });

  test.each([
    ['customer_48h', true, true],
    ['customer_24h', true, true],
    ['customer_day_of', true, true],
    ['guide_daily_summary', false, false],
    ['guide_trip_reminder', false, false],
    ['review_request', false, true],
    ['referral_request', false, true],
    ['review_reminder', false, true],
  ] as const)('%s: a customer reminder %p, keeps quiet hours %p', (type, customer, quiet) => {
    expect(isReminderType(type)).toBe(true);
    expect(isCustomerReminder(type)).toBe(customer);
    expect(keepsQuietHours(type)).toBe(quiet);
  });

  test.each(['review', 'customer_12h', '', 48, null, undefined])('%p is no reminder type', (value) => {
    expect(isReminderType(value)).toBe(false);
  });
});

describe('the moments of a trip', () => {
  test.each([
    ['morning', '2026-06-15T12:00:00.000Z'], // 06:00 MDT
    ['afternoon', '2026-06-15T19:00:00.000Z'], // 13:00 MDT
    ['full-day', '2026-06-15T12:00:00.000Z'], // 06:00 MDT
  ] as const)('a %s trip on 2026-06-15 starts at %s', (time, iso) => {
    expect(tripStartOf({ date: '2026-06-15', time }).toISOString()).toBe(iso);
  });

  test('a winter trip before Alberta stopped changing clocks starts at UTC-7; one after, at UTC-6', () => {
    expect(tripStartOf({ date: '2025-12-05', time: 'morning' }).toISOString()).toBe('2025-12-05T13:00:00.000Z');
    expect(tripStartOf({ date: '2026-12-05', time: 'morning' }).toISOString()).toBe('2026-12-05T12:00:00.000Z');
  });

  test.each([
    ['customer_48h', '2026-06-13T19:00:00.000Z'],
    ['customer_24h', '2026-06-14T19:00:00.000Z'],
    ['customer_day_of', '2026-06-15T17:00:00.000Z'], // 11:00, two hours before
    ['guide_trip_reminder', '2026-06-15T18:00:00.000Z'], // 12:00, one hour before
  ] as const)('the nominal moment of %s for the 2026-06-15 afternoon trip is %s', (type, iso) => {
    expect(nominalInstant(type, { date: '2026-06-15', time: 'afternoon' }).toISOString()).toBe(iso);
  });

  test('a daily summary is no booking reminder', () => {
    expect(() => nominalInstant('guide_daily_summary' as never, { date: '2026-06-15', time: 'afternoon' })).toThrow(RangeError);
  });
});

describe('planBookingReminders', () => {
  // Monday 2026-06-15, summer time (MDT, UTC-6).
  const afternoon: TripSlot = { date: '2026-06-15', time: 'afternoon' };
  const morning: TripSlot = { date: '2026-06-15', time: 'morning' };
  const AFTERNOON_START = '2026-06-15T19:00:00.000Z';
  const MORNING_START = '2026-06-15T12:00:00.000Z';

  test('an afternoon trip booked 5 days ahead: 48h and 24h at 13:00 on the days before, day-of at 11:00, the guide at 12:00', () => {
    const plans = planBookingReminders(afternoon, at('2026-06-10T19:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_48h', scheduledFor: '2026-06-13T19:00:00.000Z', notAfter: AFTERNOON_START },
      { type: 'customer_24h', scheduledFor: '2026-06-14T19:00:00.000Z', notAfter: AFTERNOON_START },
      { type: 'customer_day_of', scheduledFor: '2026-06-15T17:00:00.000Z', notAfter: AFTERNOON_START },
      { type: 'guide_trip_reminder', scheduledFor: '2026-06-15T18:00:00.000Z', notAfter: AFTERNOON_START },
    ]);
    expect(plans.map((p) => minutesOfDayOf(p.scheduledFor))).toEqual([13 * 60, 13 * 60, 11 * 60, 12 * 60]);
  });

  test('a morning trip booked 5 days ahead: 48h and 24h wait out quiet hours to 08:00, day-of (04:00) is skipped, the guide gets 05:00', () => {
    const plans = planBookingReminders(morning, at('2026-06-10T19:00:00.000Z'));
    expect(written(plans)).toEqual([
      // 06:00 MDT = 12:00Z is in quiet hours: 08:00 MDT = 14:00Z.
      { type: 'customer_48h', scheduledFor: '2026-06-13T14:00:00.000Z', notAfter: MORNING_START },
      { type: 'customer_24h', scheduledFor: '2026-06-14T14:00:00.000Z', notAfter: MORNING_START },
      // 04:00 MDT = 10:00Z; 08:00 would be after the 06:00 start. Kept on record at its nominal moment.
      {
        type: 'customer_day_of',
        scheduledFor: '2026-06-15T10:00:00.000Z',
        notAfter: MORNING_START,
        skipped: REMINDER_MESSAGES.quietHoursSkip,
      },
      { type: 'guide_trip_reminder', scheduledFor: '2026-06-15T11:00:00.000Z', notAfter: MORNING_START },
    ]);
  });

  test('a full-day trip starts at 06:00 too, and is planned like a morning trip', () => {
    const now = at('2026-06-10T19:00:00.000Z');
    expect(written(planBookingReminders({ date: '2026-06-15', time: 'full-day' }, now))).toEqual(
      written(planBookingReminders(morning, now)),
    );
  });

  test('booked 30 hours ahead: no 48-hour reminder, its moment is past', () => {
    const plans = planBookingReminders(afternoon, at('2026-06-14T13:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_24h', scheduledFor: '2026-06-14T19:00:00.000Z', notAfter: AFTERNOON_START },
      { type: 'customer_day_of', scheduledFor: '2026-06-15T17:00:00.000Z', notAfter: AFTERNOON_START },
      { type: 'guide_trip_reminder', scheduledFor: '2026-06-15T18:00:00.000Z', notAfter: AFTERNOON_START },
    ]);
  });

  test('booked 24h30m ahead: no 24-hour reminder, it would fire within the hour of the booking', () => {
    const plans = planBookingReminders(afternoon, at('2026-06-14T18:30:00.000Z'));
    expect(plans.map((p) => p.type)).toEqual(['customer_day_of', 'guide_trip_reminder']);
  });

  test('a reminder exactly an hour ahead is planned; a millisecond less, not', () => {
    expect(planBookingReminders(afternoon, at('2026-06-14T18:00:00.000Z')).map((p) => p.type)).toEqual([
      'customer_24h',
      'customer_day_of',
      'guide_trip_reminder',
    ]);
    expect(planBookingReminders(afternoon, at('2026-06-14T18:00:00.001Z')).map((p) => p.type)).toEqual([
      'customer_day_of',
      'guide_trip_reminder',
    ]);
    expect(REMINDER_TIMING.minLeadMs).toBe(60 * 60_000);
  });

  test('booked the same morning: only the day-of and the guide reminders; at 10:30, only the guide', () => {
    // 08:00 MDT on the trip's day.
    expect(planBookingReminders(afternoon, at('2026-06-15T14:00:00.000Z')).map((p) => p.type)).toEqual([
      'customer_day_of',
      'guide_trip_reminder',
    ]);
    // 10:30 MDT: the day-of reminder (11:00) would follow the confirmation within the hour.
    expect(written(planBookingReminders(afternoon, at('2026-06-15T16:30:00.000Z')))).toEqual([
      { type: 'guide_trip_reminder', scheduledFor: '2026-06-15T18:00:00.000Z', notAfter: AFTERNOON_START },
    ]);
  });

  test('booked within the hour of the trip, or after it started: nothing at all', () => {
    expect(planBookingReminders(afternoon, at('2026-06-15T18:30:00.000Z'))).toEqual([]);
    expect(planBookingReminders(afternoon, at('2026-06-16T10:00:00.000Z'))).toEqual([]);
  });

  test('the lead is measured to the nominal moment: a reminder moved out of quiet hours is not planned when its 06:00 is within the hour', () => {
    // 05:30 MDT on 2026-06-14: the 24-hour reminder's nominal 06:00 is 30 minutes away.
    expect(planBookingReminders(morning, at('2026-06-14T11:30:00.000Z')).map((p) => p.type)).toEqual([
      'customer_day_of',
      'guide_trip_reminder',
    ]);
  });

  test('across the March 2026 change to summer time, the wall-clock times stay 13:00', () => {
    // The trip is 2026-03-09 13:00 MDT = 19:00Z; two days earlier the lake was still on MST.
    const trip: TripSlot = { date: '2026-03-09', time: 'afternoon' };
    const plans = planBookingReminders(trip, at('2026-03-01T18:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_48h', scheduledFor: '2026-03-07T20:00:00.000Z', notAfter: '2026-03-09T19:00:00.000Z' }, // 13:00 MST
      { type: 'customer_24h', scheduledFor: '2026-03-08T19:00:00.000Z', notAfter: '2026-03-09T19:00:00.000Z' }, // 13:00 MDT, clocks changed that night
      { type: 'customer_day_of', scheduledFor: '2026-03-09T17:00:00.000Z', notAfter: '2026-03-09T19:00:00.000Z' },
      { type: 'guide_trip_reminder', scheduledFor: '2026-03-09T18:00:00.000Z', notAfter: '2026-03-09T19:00:00.000Z' },
    ]);
    expect(plans.map((p) => minutesOfDayOf(p.scheduledFor))).toEqual([13 * 60, 13 * 60, 11 * 60, 12 * 60]);
    // "48 hours before" is 47 real hours here.
    expect(plans[0]!.notAfter.getTime() - plans[0]!.scheduledFor.getTime()).toBe(47 * 3_600_000);
  });

  test('across the March 2026 change, a morning trip waits for 08:00 of each day, MST then MDT', () => {
    const plans = planBookingReminders({ date: '2026-03-09', time: 'morning' }, at('2026-03-01T18:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_48h', scheduledFor: '2026-03-07T15:00:00.000Z', notAfter: '2026-03-09T12:00:00.000Z' }, // 08:00 MST
      { type: 'customer_24h', scheduledFor: '2026-03-08T14:00:00.000Z', notAfter: '2026-03-09T12:00:00.000Z' }, // 08:00 MDT
      {
        type: 'customer_day_of',
        scheduledFor: '2026-03-09T10:00:00.000Z',
        notAfter: '2026-03-09T12:00:00.000Z',
        skipped: REMINDER_MESSAGES.quietHoursSkip,
      },
      { type: 'guide_trip_reminder', scheduledFor: '2026-03-09T11:00:00.000Z', notAfter: '2026-03-09T12:00:00.000Z' },
    ]);
  });

  test('across the November 2025 fall-back, the wall-clock times stay 13:00', () => {
    // The trip is 2025-11-03 13:00 MST = 20:00Z; the 48-hour reminder is on 2025-11-01, still MDT.
    const trip: TripSlot = { date: '2025-11-03', time: 'afternoon' };
    const plans = planBookingReminders(trip, at('2025-10-25T18:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_48h', scheduledFor: '2025-11-01T19:00:00.000Z', notAfter: '2025-11-03T20:00:00.000Z' }, // 13:00 MDT
      { type: 'customer_24h', scheduledFor: '2025-11-02T20:00:00.000Z', notAfter: '2025-11-03T20:00:00.000Z' }, // 13:00 MST
      { type: 'customer_day_of', scheduledFor: '2025-11-03T18:00:00.000Z', notAfter: '2025-11-03T20:00:00.000Z' },
      { type: 'guide_trip_reminder', scheduledFor: '2025-11-03T19:00:00.000Z', notAfter: '2025-11-03T20:00:00.000Z' },
    ]);
    expect(plans.map((p) => minutesOfDayOf(p.scheduledFor))).toEqual([13 * 60, 13 * 60, 11 * 60, 12 * 60]);
    // "48 hours before" is 49 real hours here.
    expect(plans[0]!.notAfter.getTime() - plans[0]!.scheduledFor.getTime()).toBe(49 * 3_600_000);
  });

  test('around the 2026-11-01 switch to permanent UTC-6, the lake never falls back', () => {
    // The trip is 2026-11-02 13:00 UTC-6 = 19:00Z; the 48-hour reminder is 2026-10-31 13:00 MDT = 19:00Z.
    const trip: TripSlot = { date: '2026-11-02', time: 'afternoon' };
    const plans = planBookingReminders(trip, at('2026-10-25T18:00:00.000Z'));
    expect(written(plans)).toEqual([
      { type: 'customer_48h', scheduledFor: '2026-10-31T19:00:00.000Z', notAfter: '2026-11-02T19:00:00.000Z' },
      // Under the old rules this would have been 13:00 MST = 20:00Z.
      { type: 'customer_24h', scheduledFor: '2026-11-01T19:00:00.000Z', notAfter: '2026-11-02T19:00:00.000Z' },
      { type: 'customer_day_of', scheduledFor: '2026-11-02T17:00:00.000Z', notAfter: '2026-11-02T19:00:00.000Z' },
      { type: 'guide_trip_reminder', scheduledFor: '2026-11-02T18:00:00.000Z', notAfter: '2026-11-02T19:00:00.000Z' },
    ]);
    expect(plans[0]!.notAfter.getTime() - plans[0]!.scheduledFor.getTime()).toBe(48 * 3_600_000);
  });

  test('a morning trip the day after the switch: the 24-hour reminder waits to 08:00 UTC-6 on 2026-11-01', () => {
    const plans = planBookingReminders({ date: '2026-11-02', time: 'morning' }, at('2026-10-25T18:00:00.000Z'));
    expect(written(plans).slice(0, 2)).toEqual([
      { type: 'customer_48h', scheduledFor: '2026-10-31T14:00:00.000Z', notAfter: '2026-11-02T12:00:00.000Z' },
      { type: 'customer_24h', scheduledFor: '2026-11-01T14:00:00.000Z', notAfter: '2026-11-02T12:00:00.000Z' },
    ]);
  });
});

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

describe('the messages after a trip', () => {
  // Wednesday 2026-11-25, the morning trip ends at 10:00 on the lake (UTC-6 all year from November 2026): 16:00Z.
  const trip: TripSlot = { date: '2026-11-25', time: 'morning' };

  test('the trip ends at the end of its slot', () => {
    expect(tripEndOf(trip).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(tripEndOf({ date: '2026-06-15', time: 'afternoon' }).toISOString()).toBe('2026-06-15T23:00:00.000Z');
  });

  test('nothing before the trip has ended', () => {
    expect(planAfterTripReminders(trip, at('2026-11-25T15:59:59Z'))).toEqual([]);
  });

  test('at its end: the review request a day later, the referral invitation a day after that, the one follow-up a week after the request', () => {
    expect(written(planAfterTripReminders(trip, at('2026-11-25T16:00:00Z')))).toEqual([
      { type: 'review_request', scheduledFor: '2026-11-26T16:00:00.000Z', notAfter: '2026-12-03T16:00:00.000Z' },
      { type: 'referral_request', scheduledFor: '2026-11-27T16:00:00.000Z', notAfter: '2026-12-04T16:00:00.000Z' },
      { type: 'review_reminder', scheduledFor: '2026-12-03T16:00:00.000Z', notAfter: '2026-12-06T16:00:00.000Z' },
    ]);
  });

  test('an evening trip end puts the messages in quiet hours: they wait for 08:00', () => {
    // The afternoon trip of a summer day ends at 17:00; 21:00 is not reached, so nothing waits.
    const afternoon = planAfterTripReminders({ date: '2026-06-15', time: 'afternoon' }, at('2026-06-15T23:00:00Z'));
    expect(afternoon.map((p) => minutesOfDayOf(p.scheduledFor))).toEqual([17 * 60, 17 * 60, 17 * 60]);
    // Planned late at night (the server was down all day): at 08:00, not at 23:30.
    const late = planAfterTripReminders(trip, at('2026-11-27T05:30:00Z'));
    expect(late[0]).toMatchObject({ type: 'review_request' });
    expect(late[0]!.scheduledFor.toISOString()).toBe('2026-11-27T14:00:00.000Z');
  });

  test('planned after its keeping time, a message is recorded as skipped', () => {
    const plans = planAfterTripReminders(trip, at('2026-12-04T18:00:00Z'));
    expect(plans.map((p) => [p.type, p.skipped ?? null])).toEqual([
      ['review_request', REMINDER_MESSAGES.tooLongAfter],
      ['referral_request', REMINDER_MESSAGES.tooLongAfter],
      ['review_reminder', null],
    ]);
    expect(AFTER_TRIP_PLANNING_DAYS).toBe(7);
  });

  test('the reason a message after a trip is skipped names the trip being long past, not its start', () => {
    expect(sendingTime('review_request', at('2026-12-04T00:00:00Z'), at('2026-12-03T16:00:00Z'))).toEqual({
      skipped: REMINDER_MESSAGES.tooLongAfter,
    });
  });
});
