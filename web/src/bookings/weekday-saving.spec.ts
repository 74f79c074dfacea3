import { describe, expect, test } from '@jest/globals';
import { DEFAULT_WEEKLY_TEMPLATE } from '../../../domain/availability/weekly-template';
import { weekdaySavingNote, type WeekTemplate } from './weekday-saving';

const template: WeekTemplate = { days: DEFAULT_WEEKLY_TEMPLATE };
const MONDAY = '2026-12-07';
const SATURDAY = '2026-12-05';
const WEEKDAY = 'Weekday trip (Monday to Thursday): save 17%.';
const GENERAL = 'Save 17% Monday to Thursday.';

describe('weekdaySavingNote', () => {
  test('a Monday to Thursday date the package runs on (or may run on, while unknown) gets the saving', () => {
    expect(weekdaySavingNote({ date: MONDAY, runsIn: ['morning', 'afternoon'], runsThatDay: true, template })).toBe(WEEKDAY);
    expect(weekdaySavingNote({ date: MONDAY, runsIn: null, runsThatDay: null, template: undefined })).toBe(WEEKDAY);
  });

  test('no saving for a package that does not run on the chosen weekday, nor for a weekend date', () => {
    expect(weekdaySavingNote({ date: MONDAY, runsIn: ['full-day'], runsThatDay: false, template })).toBeNull();
    expect(weekdaySavingNote({ date: SATURDAY, runsIn: ['full-day'], runsThatDay: true, template })).toBeNull();
  });

  test('before a date: the general offer, unless the chosen package never runs Monday to Thursday', () => {
    expect(weekdaySavingNote({ date: null, runsIn: null, runsThatDay: null, template: undefined })).toBe(GENERAL);
    expect(weekdaySavingNote({ date: null, runsIn: ['morning', 'afternoon'], runsThatDay: null, template })).toBe(GENERAL);
    expect(weekdaySavingNote({ date: null, runsIn: ['full-day'], runsThatDay: null, template })).toBeNull();
    // Until the week is read nothing is promised for a chosen package.
    expect(weekdaySavingNote({ date: null, runsIn: ['full-day'], runsThatDay: null, template: undefined })).toBeNull();
    const fullDayTuesdays: WeekTemplate = { days: { ...DEFAULT_WEEKLY_TEMPLATE, tuesday: ['full-day'] } };
    expect(weekdaySavingNote({ date: null, runsIn: ['full-day'], runsThatDay: null, template: fullDayTuesdays })).toBe(GENERAL);
  });
});
