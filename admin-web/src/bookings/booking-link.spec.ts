import { describe, expect, test } from '@jest/globals';
import { searchWithBooking } from './booking-link';

describe('searchWithBooking', () => {
  test('opens and closes the detail, keeping other parameters', () => {
    expect(searchWithBooking('', 'b-1')).toBe('?booking=b-1');
    expect(searchWithBooking('?tab=bookings', 'b-1')).toBe('?tab=bookings&booking=b-1');
    expect(searchWithBooking('?tab=bookings&booking=b-1', null)).toBe('?tab=bookings');
    expect(searchWithBooking('?booking=b-1', null)).toBe('');
    expect(searchWithBooking('?booking=b-1', 'b-2')).toBe('?booking=b-2');
  });
});
