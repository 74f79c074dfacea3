import { describe, expect, test } from '@jest/globals';
import { dayAvailability } from './day-availability';
import { claimPartyOf, hasRoom, seatsLeft } from './slot-seats';
import { DEFAULT_WEEKLY_TEMPLATE } from './weekly-template';

const perch = { name: 'Perch Party', sale: 'seats', boatCapacity: 6 } as const;
const seat = (seats: number, timeSlot: 'morning' | 'afternoon' | 'full-day' = 'morning', packageName = 'Perch Party') => ({
  timeSlot,
  packageName,
  seats,
  boatCapacity: 6,
});

describe('seats of a boat sold per seat', () => {
  test('a private charter has no seat count; a seat package counts down from its boat', () => {
    expect(seatsLeft({ name: 'Trophy Hunter', sale: 'private', boatCapacity: null }, 'full-day', [])).toBeNull();
    expect(seatsLeft(perch, 'morning', [])).toBe(6);
    expect(seatsLeft(perch, 'morning', [seat(2), seat(3)])).toBe(1);
    expect(seatsLeft(perch, 'morning', [seat(4), seat(2)])).toBe(0);
    expect(seatsLeft(perch, 'afternoon', [seat(6)])).toBe(6);
  });

  test('0 when another package, a private party or an overlapping slot has the boat', () => {
    expect(seatsLeft(perch, 'morning', [seat(1, 'morning', 'Walleye Seats')])).toBe(0);
    expect(seatsLeft(perch, 'morning', [{ timeSlot: 'morning' }])).toBe(0);
    expect(seatsLeft(perch, 'morning', [seat(1, 'full-day')])).toBe(0);
  });

  test('the party a booking claims for follows how its package is sold', () => {
    expect(claimPartyOf(perch, 3)).toEqual({ packageName: 'Perch Party', seats: 3, boatCapacity: 6 });
    expect(claimPartyOf({ name: 'Trophy Hunter', sale: 'private', boatCapacity: null }, 2)).toEqual({
      packageName: 'Trophy Hunter',
      seats: 2,
      boatCapacity: null,
    });
  });

  test('the calendar keeps a shared slot open while seats are left, and the slots overlapping it closed', () => {
    expect(hasRoom('morning', [seat(5)])).toBe(true);
    expect(hasRoom('morning', [seat(5), seat(1)])).toBe(false);
    expect(hasRoom('morning', [{ timeSlot: 'morning', packageName: 'Trophy Hunter', seats: 2, boatCapacity: null }])).toBe(false);
    // Tuesday 1 December 2026: the template offers the morning and the afternoon.
    const day = (taken: Parameters<typeof dayAvailability>[0]['taken']) =>
      Object.fromEntries(
        dayAvailability({ date: '2026-12-01', template: DEFAULT_WEEKLY_TEMPLATE, overrides: [], taken }).slots.map((s) => [
          s.timeSlot,
          s.status,
        ]),
      );
    expect(day([seat(3)])).toMatchObject({ morning: 'available', afternoon: 'available' });
    expect(day([seat(3), seat(3)])).toMatchObject({ morning: 'booked', afternoon: 'available' });
    expect(day(['morning'])).toMatchObject({ morning: 'booked' });
  });
});
