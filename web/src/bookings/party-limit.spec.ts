import { describe, expect, test } from '@jest/globals';
import { EMPTY_BOOKING_FORM, validate, type BookingFormValues } from './booking-form-state';
import { partyLimitOf, partyTooLarge, peopleOptionsFor } from './party-limit';

const TODAY = '2026-12-01';
const packages = [
  { name: 'Two-Angler Special', maxPeople: 2 },
  { name: 'Full-Day Adventure', maxPeople: 12 },
];
const filled = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...EMPTY_BOOKING_FORM,
  package: 'Two-Angler Special',
  date: '2026-12-03',
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 2,
  ...over,
});

describe('the party a package takes, on the booking form', () => {
  test('only a package taking fewer than the site’s twelve limits the party', () => {
    expect(partyLimitOf(packages, 'Two-Angler Special')).toEqual({ packageName: 'Two-Angler Special', maxPeople: 2 });
    expect(partyLimitOf(packages, 'Full-Day Adventure')).toBeNull();
    expect(partyLimitOf(packages, '')).toBeNull();
    expect(partyLimitOf(undefined, 'Two-Angler Special')).toBeNull();
  });

  test('a party too large is refused under the people field with the package’s limit', () => {
    const limit = partyLimitOf(packages, 'Two-Angler Special');
    expect(validate(filled({ people: 3 }), TODAY, limit)).toEqual({ people: 'Two-Angler Special takes at most 2 people per booking' });
    expect(validate(filled({ people: 2 }), TODAY, limit)).toEqual({});
    expect(validate(filled({ people: 3 }), TODAY)).toEqual({});
    expect(partyTooLarge(null, limit)).toBeUndefined();
  });

  test('the select offers sizes up to the limit, and keeps a larger one already chosen beside its message', () => {
    const limit = partyLimitOf(packages, 'Two-Angler Special');
    expect(peopleOptionsFor(limit, null)).toEqual([1, 2]);
    expect(peopleOptionsFor(limit, 5)).toEqual([1, 2, 5]);
    expect(peopleOptionsFor(null, null)).toHaveLength(12);
  });
});
