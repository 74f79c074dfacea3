import { describe, expect, test } from '@jest/globals';
import {
  AVAILABILITY_MESSAGES,
  checkCalendarSpan,
  checkChangeableSlot,
  checkOverride,
  checkTemplate,
  InvalidAvailabilityError,
  InvalidTemplateError,
} from './availability-rules';
import { slotsOverlap, TimeSlot } from './slot-windows';
import { addDays, datesFrom, DEFAULT_WEEKLY_TEMPLATE, weekdayOf } from './weekly-template';

describe('slot windows', () => {
  test.each<[TimeSlot, TimeSlot, boolean]>([
    ['morning', 'morning', true],
    ['afternoon', 'afternoon', true],
    ['full-day', 'full-day', true],
    ['morning', 'afternoon', false],
    ['afternoon', 'morning', false],
    ['morning', 'full-day', true],
    ['full-day', 'morning', true],
    ['afternoon', 'full-day', true],
    ['full-day', 'afternoon', true],
  ])('%s overlaps %s: %p', (a, b, expected) => {
    expect(slotsOverlap(a, b)).toBe(expected);
  });
});

describe('calendar arithmetic on dates', () => {
  test.each([
    ['2026-11-23', 'monday'],
    ['2026-11-26', 'thursday'],
    ['2026-11-28', 'saturday'],
    ['2026-11-29', 'sunday'],
    ['2024-02-29', 'thursday'],
    ['2026-03-08', 'sunday'],
    ['2026-11-01', 'sunday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  test('days are added across months, years and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(datesFrom('2026-03-07', 3)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(datesFrom('2026-03-07', 0)).toEqual([]);
  });

  test('a string that is no calendar date is refused', () => {
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('override checks', () => {
  const today = '2026-11-23';
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof InvalidAvailabilityError) return [error.field, error.message];
      throw error;
    }
    return null;
  };

  test.each<[unknown, unknown, unknown, [string, string] | null]>([
    ['2026-11-23', 'morning', 'booked', null],
    ['2027-01-02', 'full-day', 'limited', null],
    ['2026-11-22', 'morning', 'booked', ['date', 'You can only change today or later']],
    ['2026-02-30', 'morning', 'booked', ['date', 'Please select a date']],
    ['23/11/2026', 'morning', 'booked', ['date', 'Please select a date']],
    [undefined, 'morning', 'booked', ['date', 'Please select a date']],
    ['2026-11-24', 'evening', 'booked', ['timeSlot', 'Please select a time']],
    ['2026-11-24', 'morning', 'open', ['status', 'Status must be available, limited or booked']],
    ['2026-11-24', 'morning', undefined, ['status', 'Status must be available, limited or booked']],
    // The shape is reported before the age of the date.
    ['2026-11-01', 'morning', 'open', ['status', 'Status must be available, limited or booked']],
  ])('%p %p %p', (date, timeSlot, status, expected) => {
    expect(refusal(() => checkOverride({ date, timeSlot, status }, today))).toEqual(expected);
  });

  test('clearing an override needs a valid slot of today or later', () => {
    expect(refusal(() => checkChangeableSlot('2026-11-23', 'afternoon', today))).toBeNull();
    expect(refusal(() => checkChangeableSlot('2026-11-20', 'afternoon', today))).toEqual(['date', AVAILABILITY_MESSAGES.pastDate]);
    expect(refusal(() => checkChangeableSlot('2026-11-24', 'noon', today))).toEqual(['timeSlot', AVAILABILITY_MESSAGES.time]);
  });
});

describe('calendar span checks', () => {
  test.each<[string, number, [string, string] | null]>([
    ['2026-11-23', 1, null],
    ['2026-11-23', 62, null],
    ['2026-11-23', 0, ['days', AVAILABILITY_MESSAGES.days]],
    ['2026-11-23', 63, ['days', AVAILABILITY_MESSAGES.days]],
    ['2026-11-23', 1.5, ['days', AVAILABILITY_MESSAGES.days]],
    ['2026-13-01', 14, ['from', AVAILABILITY_MESSAGES.date]],
  ])('%s for %p days', (from, days, expected) => {
    try {
      checkCalendarSpan(from, days);
      expect(null).toEqual(expected);
    } catch (error) {
      if (!(error instanceof InvalidAvailabilityError)) throw error;
      expect([error.field, error.message]).toEqual(expected);
    }
  });
});

describe('template checks', () => {
  const dayRefused = (template: object) => {
    try {
      checkTemplate(template);
      return null;
    } catch (error) {
      if (error instanceof InvalidTemplateError) return error.day;
      throw error;
    }
  };

  test('the default passes; every day may be empty', () => {
    expect(dayRefused(DEFAULT_WEEKLY_TEMPLATE)).toBeNull();
    expect(dayRefused({ ...DEFAULT_WEEKLY_TEMPLATE, monday: [], sunday: ['morning', 'afternoon', 'full-day'] })).toBeNull();
  });

  test.each([
    [{ ...DEFAULT_WEEKLY_TEMPLATE, tuesday: undefined }, 'tuesday'],
    [{ ...DEFAULT_WEEKLY_TEMPLATE, friday: ['morning', 'morning'] }, 'friday'],
    [{ ...DEFAULT_WEEKLY_TEMPLATE, saturday: ['evening'] }, 'saturday'],
    [{ ...DEFAULT_WEEKLY_TEMPLATE, sunday: 'full-day' }, 'sunday'],
  ])('%j is refused at %s', (template, day) => {
    expect(dayRefused(template)).toBe(day);
  });
});
