import { describe, expect, test } from '@jest/globals';
import { distinctGuests, distinctGuestsByBooking, guestKeyOf } from './waiver-guests';

const dana = { firstName: 'Dana', lastName: 'Whitford', dateOfBirth: '1988-06-14' };

describe('counting the guests who signed', () => {
  test('the same guest typed another way is one guest', () => {
    expect(guestKeyOf({ firstName: ' dana', lastName: 'WHITFORD  ', dateOfBirth: '1988-06-14' })).toBe(guestKeyOf(dana));
    expect(guestKeyOf({ firstName: 'Dana Marie', lastName: 'Whitford', dateOfBirth: '1988-06-14' })).not.toBe(guestKeyOf(dana));
    expect(distinctGuests([dana, { ...dana, firstName: 'DANA' }, dana])).toBe(1);
  });

  test('a name shared with another date of birth is another guest', () => {
    expect(distinctGuests([dana, { ...dana, dateOfBirth: '2014-02-01' }])).toBe(2);
    expect(distinctGuests([])).toBe(0);
  });

  test('per booking', () => {
    const counted = distinctGuestsByBooking([
      { ...dana, bookingId: 'b1' },
      { ...dana, bookingId: 'b1' },
      { ...dana, firstName: 'Sam', bookingId: 'b1' },
      { ...dana, bookingId: 'b2' },
    ]);
    expect(counted).toEqual(
      new Map([
        ['b1', 2],
        ['b2', 1],
      ]),
    );
  });
});
