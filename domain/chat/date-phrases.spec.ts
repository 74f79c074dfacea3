import { describe, expect, test } from '@jest/globals';
import {
  dateAfterContext,
  dayOfMonthDate,
  holidayDate,
  mentionsWeek,
  mentionsWeekend,
  slotNamed,
  weekDates,
  weekendOf,
  withoutPackageWords,
} from './date-phrases';

describe('date phrases', () => {
  test('the slot a question names', () => {
    expect(slotNamed('tomorrow morning')).toBe('morning');
    expect(slotNamed('Sunday afternoon?')).toBe('afternoon');
    expect(slotNamed('the full day trip')).toBe('full-day');
    expect(slotNamed('all-day on saturday')).toBe('full-day');
    expect(slotNamed('is saturday open')).toBeUndefined();
  });

  test('weekends: a weekday leads to the coming one, a weekend day is its own', () => {
    expect(weekendOf('2026-11-24')).toEqual(['2026-11-28', '2026-11-29']);
    expect(weekendOf('2026-11-28')).toEqual(['2026-11-28', '2026-11-29']);
    expect(weekendOf('2026-11-29')).toEqual(['2026-11-28', '2026-11-29']);
    expect(mentionsWeekend('this weekend')).toBe(true);
    expect(mentionsWeekend('next week')).toBe(false);
  });

  test('weeks: the rest of this one, or Monday to Sunday of the next', () => {
    expect(mentionsWeek('any room next week?')).toBe('next');
    expect(mentionsWeek('this weekend')).toBeUndefined();
    expect(weekDates('2026-11-27', 'this')).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weekDates('2026-11-29', 'next')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});

describe('dates said in words the parser does not know', () => {
  test("package and slot words are no date: 'half day' is not today", () => {
    expect(withoutPackageWords('Is Tuesday the 8th free for the half day?', ['Half-Day Adventure'])).not.toMatch(/half day/i);
    expect(withoutPackageWords('book the Full-Day Adventure on Friday', ['Full-Day Adventure'])).not.toMatch(/full/i);
  });

  test("'Tuesday the 8th': the next 8th that is a Tuesday; 'the 12th': the next 12th", () => {
    expect(dayOfMonthDate('is tuesday the 8th free', '2026-11-24')).toBe('2026-12-08');
    expect(dayOfMonthDate('and on the 12th?', '2026-11-24')).toBe('2026-12-12');
    expect(dayOfMonthDate('saturday the 28th', '2026-11-24')).toBe('2026-11-28');
  });

  test('named days and dates after the conversation’s date', () => {
    expect(holidayDate('are you open on christmas day?', '2026-11-24')).toBe('2026-12-25');
    expect(holidayDate("new year's day", '2026-11-24')).toBe('2027-01-01');
    expect(dateAfterContext('and the sunday after?', '2026-11-28')).toBe('2026-11-29');
    expect(dateAfterContext('ok what about the next day?', '2026-12-05')).toBe('2026-12-06');
    expect(dateAfterContext('and the sunday after?', undefined)).toBeUndefined();
  });
});
