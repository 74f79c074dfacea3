import { describe, expect, test } from '@jest/globals';
import { minutesOfDayOf } from '../shared/calendar';
import {
  BOOKING_REMINDER_TYPES,
  isCustomerReminder,
  isReminderType,
  keepsQuietHours,
  nominalInstant,
  planBookingReminders,
  REMINDER_MESSAGES,
  REMINDER_TIMING,
  REMINDER_TYPES,
  tripStartOf,
  TripSlot,
} from './reminder-rules';
import { at, written } from '../../test/support/reminder-plan-fixtures';

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
