import { describe, expect, test } from '@jest/globals';
import {
  EMPTY_TEST_BOOKING,
  firstInvalidTestField,
  TEST_TIME_OPTIONS,
  testBookingBody,
  testBookingErrorsFromServer,
  testPackageChoices,
  validateTestBooking,
} from './test-booking-form';

const filled = {
  name: ' Test Guide ',
  email: 'guide@example.com',
  phone: '(780) 555-0142',
  package: '3-Hour Adventure',
  date: '2026-12-02',
  time: '8:00 AM',
  people: '2',
};

describe('the Test System form', () => {
  test('offers the times 6, 8, 10 AM, 12 and 2 PM', () => {
    expect(TEST_TIME_OPTIONS).toEqual(['6:00 AM', '8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM']);
  });

  test('an empty form shows its message on every field, name first', () => {
    const errors = validateTestBooking(EMPTY_TEST_BOOKING);
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      phone: 'Valid phone number is required',
      package: 'Please select a package',
      date: 'Please select a date',
      time: 'Please select a time',
      people: 'Please select the number of people',
    });
    expect(firstInvalidTestField(errors)).toBe('name');
  });

  test('a filled form is valid and is sent trimmed, with the party as a number', () => {
    expect(validateTestBooking(filled)).toEqual({});
    expect(testBookingBody(filled)).toEqual({ ...filled, name: 'Test Guide', people: 2 });
  });

  test('a short phone, a time off the list and a party of 13 are refused', () => {
    expect(validateTestBooking({ ...filled, phone: '555-0142', time: '9:00 AM', people: '13' })).toEqual({
      phone: 'Valid phone number is required',
      time: 'Please select a time',
      people: 'Please select the number of people',
    });
  });

  test('the real packages replace the two stand-in names once there are any', () => {
    expect(testPackageChoices(undefined)).toEqual(['3-Hour Adventure', '6-Hour Expedition']);
    expect(testPackageChoices([{ name: 'Half-Day Adventure' }, { name: '' }, {}])).toEqual(['Half-Day Adventure']);
  });

  test("the server's field errors map to the form's fields only", () => {
    expect(testBookingErrorsFromServer({ package: 'Unknown package', other: 'x', name: 3 })).toEqual({ package: 'Unknown package' });
    expect(testBookingErrorsFromServer(undefined)).toEqual({});
  });
});
