import { describe, expect, test } from '@jest/globals';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';
import { PACKAGE_MESSAGES } from '../../../domain/catalogue/package-rules';
import type { Package } from './package-api';
import { CAPACITY_MESSAGES } from '../../../domain/catalogue/package-capacity';
import { SEASON_MESSAGES } from '../../../domain/catalogue/package-season';
import { capacitySummary } from './package-capacity-form';
import {
  checkPackageForm,
  EMPTY_PACKAGE_FORM,
  packageFormOf,
  pricePerPerson,
  type SeasonPeriodForm,
  seasonNames,
  slotNames,
} from './package-form';

const filled = {
  name: ' Full-Day Adventure ',
  price: '399',
  duration: '8 hours',
  description: 'All day.',
  features: 'Lunch\n\n  Rods  \n',
  timeSlots: ['full-day'] as TimeSlot[],
  maxPeople: '12',
  sale: 'private' as const,
  boatCapacity: '',
  season: [] as SeasonPeriodForm[],
  featured: true,
};

describe('package form', () => {
  test('an empty form names every required field with the server’s messages', () => {
    expect(checkPackageForm(EMPTY_PACKAGE_FORM).errors).toEqual({
      name: PACKAGE_MESSAGES.name,
      price: PACKAGE_MESSAGES.price,
      duration: PACKAGE_MESSAGES.duration,
      description: PACKAGE_MESSAGES.description,
      features: PACKAGE_MESSAGES.features,
      timeSlots: PACKAGE_MESSAGES.timeSlots,
    });
  });

  test('a filled form gives the body: trimmed, price a number, blank feature lines dropped', () => {
    expect(checkPackageForm(filled)).toEqual({
      body: {
        name: 'Full-Day Adventure',
        price: 399,
        duration: '8 hours',
        description: 'All day.',
        features: ['Lunch', 'Rods'],
        timeSlots: ['full-day'],
        maxPeople: 12,
        sale: 'private',
        boatCapacity: null,
        season: [],
        featured: true,
      },
    });
  });

  test('the largest party and the boat sold per seat: sent as numbers, refused with the server’s messages', () => {
    expect(checkPackageForm({ ...filled, maxPeople: '2', sale: 'seats', boatCapacity: '6' }).body).toMatchObject({
      maxPeople: 2,
      sale: 'seats',
      boatCapacity: 6,
    });
    // A seat count left from before the package became private is not sent.
    expect(checkPackageForm({ ...filled, boatCapacity: '6' }).body).toMatchObject({ sale: 'private', boatCapacity: null });
    expect(checkPackageForm({ ...filled, maxPeople: '13' }).errors).toEqual({ maxPeople: CAPACITY_MESSAGES.maxPeople });
    expect(checkPackageForm({ ...filled, maxPeople: '2.5' }).errors).toEqual({ maxPeople: CAPACITY_MESSAGES.maxPeople });
    expect(checkPackageForm({ ...filled, maxPeople: '6', sale: 'seats', boatCapacity: '4' }).errors).toEqual({
      boatCapacity: CAPACITY_MESSAGES.boatCapacity,
    });
    expect(capacitySummary({ maxPeople: 2, sale: 'private', boatCapacity: null })).toBe('Up to 2 people, private charter');
    expect(capacitySummary({ maxPeople: 4, sale: 'seats', boatCapacity: 8 })).toBe('Up to 4 people per party, 8 seats per trip');
  });

  test.each(['0', '12.50', '1e3', '-5', 'abc', '100001'])('price %p is refused', (price) => {
    expect(checkPackageForm({ ...filled, price }).errors).toEqual({ price: PACKAGE_MESSAGES.price });
  });

  test('features of blank lines only count as none', () => {
    expect(checkPackageForm({ ...filled, features: ' \n\n ' }).errors).toEqual({ features: PACKAGE_MESSAGES.features });
  });

  test('editing starts from the package, features one per line', () => {
    const pkg = {
      id: 3,
      name: 'Trophy Hunter',
      price: 599,
      duration: '8 hours',
      description: 'Pike.',
      features: ['A', 'B'],
      featured: false,
      timeSlots: ['full-day'],
      maxPeople: 2,
      sale: 'private',
      boatCapacity: null,
    } as Package;
    expect(packageFormOf(pkg)).toEqual({
      name: 'Trophy Hunter',
      price: '599',
      duration: '8 hours',
      description: 'Pike.',
      features: 'A\nB',
      timeSlots: ['full-day'],
      maxPeople: '2',
      sale: 'private',
      boatCapacity: '',
      season: [],
      featured: false,
    });
    expect(checkPackageForm(packageFormOf(pkg)).body?.features).toEqual(['A', 'B']);
  });

  test('a package runs in at least one slot; the body lists the chosen ones in slot order', () => {
    expect(checkPackageForm({ ...filled, timeSlots: [] }).errors).toEqual({ timeSlots: PACKAGE_MESSAGES.timeSlots });
    expect(checkPackageForm({ ...filled, timeSlots: ['full-day', 'morning'] }).body?.timeSlots).toEqual(['morning', 'full-day']);
    expect(EMPTY_PACKAGE_FORM.timeSlots).toEqual([]);
  });

  test('the card names the slots in slot order', () => {
    expect(slotNames(['afternoon', 'morning'])).toBe('Morning, Afternoon');
    expect(slotNames(['full-day'])).toBe('Full day');
  });

  test('price per person in whole Canadian dollars', () => {
    expect(pricePerPerson(399)).toBe('$399 per person');
    expect(pricePerPerson(1250)).toBe('$1,250 per person');
  });
});

describe('the season in the package form', () => {
  test('an Ice Fishing season of December to March is sent as months; no period is all year', () => {
    const winter = checkPackageForm({ ...filled, season: [{ kind: 'months', from: '12', to: '3' }] });
    expect(winter.body?.season).toEqual([{ kind: 'months', from: 12, to: 3 }]);
    expect(seasonNames([{ kind: 'months', from: 12, to: 3 }])).toBe('December to March');
    expect(seasonNames([])).toBe('All year');
  });

  test('dates out of order or missing are refused with the server’s message', () => {
    expect(checkPackageForm({ ...filled, season: [{ kind: 'dates', from: '2027-06-30', to: '2027-06-01' }] }).errors).toEqual({
      season: SEASON_MESSAGES.dateOrder,
    });
    expect(checkPackageForm({ ...filled, season: [{ kind: 'dates', from: '', to: '' }] }).errors).toEqual({
      season: SEASON_MESSAGES.dates,
    });
  });
});
