import { describe, expect, test } from '@jest/globals';
import { mentionsWeek, mentionsWeekend, slotNamed, weekDates, weekendOf } from './date-phrases';

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
