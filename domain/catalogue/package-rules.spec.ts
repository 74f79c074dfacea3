import { describe, expect, test } from '@jest/globals';
import { TIME_SLOTS, TimeSlot } from '../bookings/booking-rules';
import { DEFAULT_PACKAGES } from './package-defaults';
import { isValidPrice, isValidTimeSlots, PACKAGE_MESSAGES, parseFeatures, runsInSentence, runsInSlot } from './package-rules';

describe('package rules', () => {
  test('features are one per line, trimmed, with blank lines dropped', () => {
    expect(parseFeatures('  Rods included \n\n\r\nShore lunch\n   \nPhotos')).toEqual(['Rods included', 'Shore lunch', 'Photos']);
    expect(parseFeatures(['Rods', '', '  ', 'Lunch\nPhotos'])).toEqual(['Rods', 'Lunch', 'Photos']);
  });

  test.each([
    [249, true],
    [1, true],
    [0, false],
    [-5, false],
    [249.5, false],
    [1_000_000, false],
  ])('price %p is valid: %p', (price, valid) => {
    expect(isValidPrice(price)).toBe(valid);
  });

  test('the in-use message counts the bookings', () => {
    expect(PACKAGE_MESSAGES.inUse(1)).toBe('This package has 1 upcoming booking. Move or cancel it before deleting the package.');
    expect(PACKAGE_MESSAGES.inUse(3)).toMatch(/^This package has 3 upcoming bookings\. Move or cancel them/);
  });

  test('a package runs in at least one slot, each a booking time slot', () => {
    expect(isValidTimeSlots(['morning'])).toBe(true);
    expect(isValidTimeSlots([...TIME_SLOTS])).toBe(true);
    expect(isValidTimeSlots([])).toBe(false);
    expect(isValidTimeSlots(['morning', 'evening'])).toBe(false);
    expect(isValidTimeSlots(['Morning'])).toBe(false);
    expect(PACKAGE_MESSAGES.timeSlots).toBe('Choose at least one time the package runs in: Morning, Afternoon or Full day');
  });

  test('runs only in its own slots', () => {
    const halfDay = { timeSlots: ['morning', 'afternoon'] as TimeSlot[] };
    expect(TIME_SLOTS.filter((slot) => runsInSlot(halfDay, slot))).toEqual(['morning', 'afternoon']);
    expect(TIME_SLOTS.filter((slot) => runsInSlot({ timeSlots: ['full-day'] }, slot))).toEqual(['full-day']);
  });

  test('the refusal names the slots the package runs in, in slot order', () => {
    expect(PACKAGE_MESSAGES.notInSlot('Half-Day Adventure', ['afternoon', 'morning'])).toBe(
      'Half-Day Adventure runs in the morning or the afternoon. Please choose one of those times.',
    );
    expect(PACKAGE_MESSAGES.notInSlot('Trophy Hunter', ['full-day'])).toBe('Trophy Hunter runs as a full day. Please choose that time.');
    expect(PACKAGE_MESSAGES.notInSlot('Dawn Patrol', ['morning'])).toBe('Dawn Patrol runs in the morning. Please choose that time.');
    expect(PACKAGE_MESSAGES.notInSlot('Late Bite', ['full-day', 'afternoon'])).toBe(
      'Late Bite runs in the afternoon, or as a full day. Please choose one of those times.',
    );
    expect(runsInSentence('Any Time', ['full-day', 'afternoon', 'morning'])).toBe(
      'Any Time runs in the morning or the afternoon, or as a full day.',
    );
  });

  test('the starting packages: the half day in the morning or afternoon, the others as full days', () => {
    expect(Object.fromEntries(DEFAULT_PACKAGES.map((p) => [p.name, p.timeSlots]))).toEqual({
      'Half-Day Adventure': ['morning', 'afternoon'],
      'Full-Day Adventure': ['full-day'],
      'Trophy Hunter': ['full-day'],
    });
    for (const p of DEFAULT_PACKAGES) expect(isValidTimeSlots(p.timeSlots)).toBe(true);
  });
});
