import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES } from '../../../domain/bookings/booking-rules';
import {
  EMPTY_PHONE_BOOKING,
  firstInvalid,
  phoneBookingBody,
  phoneBookingErrorsFromServer,
  validatePhoneBooking,
  withPeople,
  type PhoneBookingForm,
} from './phone-booking-form';

const valid: PhoneBookingForm = {
  package: 'Half-Day Adventure',
  date: '2026-06-13',
  time: 'morning',
  name: ' Dana Whitford ',
  email: 'dana@example.com',
  phone: '(780) 555-0199',
  people: '3',
  kidsCount: '1',
  message: '  ',
  marketingConsent: false,
};

describe('validatePhoneBooking', () => {
  test('a party larger than the chosen package takes is refused with the server’s message', () => {
    const packages = [{ name: 'Half-Day Adventure', maxPeople: 2 }];
    expect(validatePhoneBooking(valid, packages)).toEqual({ people: 'Half-Day Adventure takes at most 2 people per booking' });
    expect(validatePhoneBooking({ ...valid, people: '2', kidsCount: '0' }, packages)).toEqual({});
    expect(validatePhoneBooking(valid)).toEqual({});
  });

  test('an empty form gets every required message from the domain, in form order', () => {
    const errors = validatePhoneBooking(EMPTY_PHONE_BOOKING);
    expect(errors).toEqual({
      package: BOOKING_MESSAGES.package,
      date: BOOKING_MESSAGES.date,
      time: BOOKING_MESSAGES.time,
      name: BOOKING_MESSAGES.name,
      email: BOOKING_MESSAGES.email,
      phone: BOOKING_MESSAGES.phone,
      people: BOOKING_MESSAGES.people,
    });
    expect(firstInvalid(errors)).toBe('package');
  });

  test('a valid form, past dates included, has no errors', () => {
    expect(validatePhoneBooking(valid)).toEqual({});
    expect(validatePhoneBooking({ ...valid, date: '2020-01-01' })).toEqual({});
  });

  test('kids must leave an adult, and dates must be real', () => {
    expect(validatePhoneBooking({ ...valid, kidsCount: '3' })).toEqual({ kidsCount: BOOKING_MESSAGES.kidsCount });
    expect(validatePhoneBooking({ ...valid, date: '2026-02-30' })).toEqual({ date: BOOKING_MESSAGES.date });
    expect(validatePhoneBooking({ ...valid, people: '13' })).toEqual({ people: BOOKING_MESSAGES.people });
  });
});

describe('withPeople', () => {
  test('resets kids when they would reach the party size', () => {
    expect(withPeople(valid, '1')).toMatchObject({ people: '1', kidsCount: '0' });
    expect(withPeople(valid, '5')).toMatchObject({ people: '5', kidsCount: '1' });
  });
});

describe('phoneBookingBody', () => {
  test('trims text, derives hasKids and leaves out an empty message', () => {
    expect(phoneBookingBody(valid)).toEqual({
      package: 'Half-Day Adventure',
      date: '2026-06-13',
      time: 'morning',
      name: 'Dana Whitford',
      email: 'dana@example.com',
      phone: '(780) 555-0199',
      people: 3,
      hasKids: true,
      kidsCount: 1,
    });
    expect(phoneBookingBody({ ...valid, kidsCount: '0', message: ' Call first ' })).toMatchObject({
      hasKids: false,
      kidsCount: 0,
      message: 'Call first',
    });
  });

  test('the consent box starts unticked and sends marketingConsent only when ticked', () => {
    expect(EMPTY_PHONE_BOOKING.marketingConsent).toBe(false);
    expect(phoneBookingBody(valid)).not.toHaveProperty('marketingConsent');
    expect(phoneBookingBody({ ...valid, marketingConsent: true })).toMatchObject({ marketingConsent: true });
  });
});

describe('phoneBookingErrorsFromServer', () => {
  test("keeps this form's fields and strings only", () => {
    expect(phoneBookingErrorsFromServer({ email: 'Bad email', hasKids: 'Kids!', other: 'x', people: 3 })).toEqual({
      email: 'Bad email',
      kidsCount: 'Kids!',
    });
    expect(phoneBookingErrorsFromServer(undefined)).toEqual({});
  });
});
