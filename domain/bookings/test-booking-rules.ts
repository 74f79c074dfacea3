import { TimeSlot } from './booking-rules';

/**
 * The admin's Test System (docs/product/admin.md): a real 1.00 CAD payment through the active
 * gateway that exercises the confirmation, email and SMS path without selling a trip.
 */
export const TEST_BOOKING_AMOUNT_CENTS = 100;

/** The test form's time options (6, 8, 10 AM, 12, 2 PM), and the part of the day each falls in (for the messages). */
export const TEST_BOOKING_TIMES: Readonly<Record<string, TimeSlot>> = {
  '6:00 AM': 'morning',
  '8:00 AM': 'morning',
  '10:00 AM': 'morning',
  '12:00 PM': 'afternoon',
  '2:00 PM': 'afternoon',
};

export const TEST_BOOKING_MESSAGES = {
  name: 'Name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  package: 'Please select a package',
  date: 'Please select a date',
  time: 'Please select a time',
  people: 'Please select the number of people',
} as const;
