import { describe, expect, test } from '@jest/globals';
import { Closure } from './closures';
import { dayAvailability } from './day-availability';
import { CalendarPackage, packageDayAvailability } from './package-day-availability';
import { DEFAULT_WEEKLY_TEMPLATE } from './weekly-template';

const HALF: CalendarPackage = { id: 1, name: 'Half-Day Adventure', season: [], timeSlots: ['morning', 'afternoon'], price: 249 };
const SUMMER: CalendarPackage = { ...HALF, id: 2, name: 'Summer Half Day', season: [{ kind: 'months', from: 5, to: 9 }] };
const day = (date: string, taken: ('morning' | 'afternoon')[] = []) =>
  dayAvailability({ date, template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken });

describe("a package's day", () => {
  test('given a free Monday, then both slots are bookable at the weekday price per person (17% off, whole dollars)', () => {
    const monday = packageDayAvailability(day('2027-01-11'), HALF, []);
    expect(monday.slots.map((s) => [s.timeSlot, s.bookable, s.pricePerPerson])).toEqual([
      ['morning', true, 20_700],
      ['afternoon', true, 20_700],
    ]);
  });

  test('given a taken morning, then only the afternoon is bookable; the day keeps its general fields', () => {
    const general = day('2027-01-11', ['morning']);
    const monday = packageDayAvailability(general, HALF, []);
    expect(monday.slots.map((s) => s.bookable)).toEqual([false, true]);
    expect({ ...monday, slots: undefined }).toEqual({ ...general, slots: undefined });
  });

  test('given a Saturday (full day only), then a half-day package has nothing bookable, at the full price', () => {
    const saturday = packageDayAvailability(day('2027-01-16'), HALF, []);
    expect(saturday.slots.map((s) => [s.timeSlot, s.bookable, s.pricePerPerson])).toEqual([['full-day', false, 24_900]]);
  });

  test('given out of season or closed for the package, then nothing is bookable', () => {
    expect(packageDayAvailability(day('2027-01-11'), SUMMER, []).slots.every((s) => !s.bookable)).toBe(true);
    const closed: Closure = { id: 1, from: '2027-06-14', to: '2027-06-14', packageId: SUMMER.id, reason: 'Maintenance' };
    expect(packageDayAvailability(day('2027-06-14'), SUMMER, [closed]).slots.every((s) => !s.bookable)).toBe(true);
    expect(packageDayAvailability(day('2027-06-14'), HALF, [closed]).slots.every((s) => s.bookable)).toBe(true);
  });
});
