import { describe, expect, test } from '@jest/globals';
import { Closure } from './closures';
import { ClaimSeats } from './slot-seats';
import { dayAvailability } from './day-availability';
import { CalendarPackage, packageDayAvailability } from './package-day-availability';
import { DEFAULT_WEEKLY_TEMPLATE } from './weekly-template';

const HALF: CalendarPackage = {
  id: 1,
  name: 'Half-Day Adventure',
  season: [],
  timeSlots: ['morning', 'afternoon'],
  price: 249,
  sale: 'private',
  boatCapacity: null,
};
const SHARED: CalendarPackage = { ...HALF, id: 3, name: 'Shared Boat', sale: 'seats', boatCapacity: 6 };
const SUMMER: CalendarPackage = { ...HALF, id: 2, name: 'Summer Half Day', season: [{ kind: 'months', from: 5, to: 9 }] };
const day = (date: string, taken: readonly ClaimSeats[] = []) =>
  dayAvailability({ date, template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken });
/** Four of the shared boat's six seats sold on a morning. */
const FOUR_SEATS: ClaimSeats = { timeSlot: 'morning', packageName: 'Shared Boat', seats: 4, boatCapacity: 6 };

describe("a package's day", () => {
  test('given a free Monday, then both slots are bookable at the weekday price per person (17% off, whole dollars)', () => {
    const monday = packageDayAvailability(day('2027-01-11'), HALF, [], []);
    expect(monday.slots.map((s) => [s.timeSlot, s.bookable, s.pricePerPerson])).toEqual([
      ['morning', true, 20_700],
      ['afternoon', true, 20_700],
    ]);
  });

  test('given a taken morning, then only the afternoon is bookable; the day keeps its general fields', () => {
    const taken: ClaimSeats[] = [{ timeSlot: 'morning' }];
    const general = day('2027-01-11', taken);
    const monday = packageDayAvailability(general, HALF, [], taken);
    expect(monday.slots.map((s) => s.bookable)).toEqual([false, true]);
    expect({ ...monday, slots: undefined }).toEqual({ ...general, slots: undefined });
  });

  test('given a Saturday (full day only), then a half-day package has nothing bookable, at the full price', () => {
    const saturday = packageDayAvailability(day('2027-01-16'), HALF, [], []);
    expect(saturday.slots.map((s) => [s.timeSlot, s.bookable, s.pricePerPerson])).toEqual([['full-day', false, 24_900]]);
  });

  test('given out of season or closed for the package, then nothing is bookable', () => {
    expect(packageDayAvailability(day('2027-01-11'), SUMMER, [], []).slots.every((s) => !s.bookable)).toBe(true);
    const closed: Closure = { id: 1, from: '2027-06-14', to: '2027-06-14', packageId: SUMMER.id, reason: 'Maintenance' };
    expect(packageDayAvailability(day('2027-06-14'), SUMMER, [closed], []).slots.every((s) => !s.bookable)).toBe(true);
    expect(packageDayAvailability(day('2027-06-14'), HALF, [closed], []).slots.every((s) => s.bookable)).toBe(true);
  });

  test('given four of six seats sold on a morning, then the shared boat has two left there, and a private charter none', () => {
    const general = day('2027-01-11', [FOUR_SEATS]);
    // The general calendar still offers the morning: somebody can still join that boat.
    expect(general.slots.map((s) => s.status)).toEqual(['available', 'available']);
    const shared = packageDayAvailability(general, SHARED, [], [FOUR_SEATS]);
    expect(shared.slots.map((s) => [s.timeSlot, s.bookable, s.seatsLeft])).toEqual([
      ['morning', true, 2],
      ['afternoon', true, 6],
    ]);
    const charter = packageDayAvailability(general, HALF, [], [FOUR_SEATS]);
    expect(charter.slots.map((s) => [s.timeSlot, s.bookable, s.seatsLeft])).toEqual([
      ['morning', false, null],
      ['afternoon', true, null],
    ]);
  });

  test('given the boat full, or the package not running, then no seat is for sale', () => {
    const full: ClaimSeats = { ...FOUR_SEATS, seats: 6 };
    const shared = packageDayAvailability(day('2027-01-11', [full]), SHARED, [], [full]);
    expect(shared.slots.map((s) => [s.bookable, s.seatsLeft])).toEqual([
      [false, 0],
      [true, 6],
    ]);
    const closed: Closure = { id: 2, from: '2027-01-11', to: '2027-01-11', packageId: SHARED.id, reason: 'Holiday' };
    expect(packageDayAvailability(day('2027-01-11'), SHARED, [closed], []).slots.map((s) => s.seatsLeft)).toEqual([0, 0]);
  });
});
