import { PARTY_LIMITS, PHONE_MIN_LENGTH } from '../../../domain/bookings/booking-rules';
import { TEST_BOOKING_AMOUNT_CENTS, TEST_BOOKING_MESSAGES, TEST_BOOKING_TIMES } from '../../../domain/bookings/test-booking-rules';
import { isCalendarDate } from '../../../domain/shared/calendar';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';

/** The Test System form (docs/product/admin.md): every field as the inputs hold it. */
export interface TestBookingValues {
  name: string;
  email: string;
  phone: string;
  package: string;
  date: string;
  time: string;
  people: string;
}
export type TestBookingField = keyof TestBookingValues;
export type TestBookingErrors = Partial<Record<TestBookingField, string>>;

export const TEST_BOOKING_FIELDS: readonly TestBookingField[] = ['name', 'email', 'phone', 'package', 'date', 'time', 'people'];

export const EMPTY_TEST_BOOKING: TestBookingValues = { name: '', email: '', phone: '', package: '', date: '', time: '', people: '' };

/** The test times (6, 8, 10 AM, 12, 2 PM), in the order of the day. */
export const TEST_TIME_OPTIONS: readonly string[] = Object.keys(TEST_BOOKING_TIMES);

export const TEST_PEOPLE_OPTIONS: readonly number[] = Array.from(
  { length: PARTY_LIMITS.maxPeople - PARTY_LIMITS.minPeople + 1 },
  (_, i) => i + PARTY_LIMITS.minPeople,
);

/** Two stand-in names, offered only while the real packages are not there. */
export const FALLBACK_TEST_PACKAGES: readonly string[] = ['3-Hour Adventure', '6-Hour Expedition'];

export function testPackageChoices(packages: readonly { name?: unknown }[] | null | undefined): readonly string[] {
  const names = (Array.isArray(packages) ? packages : [])
    .map((p) => p?.name)
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '');
  return names.length > 0 ? names : FALLBACK_TEST_PACKAGES;
}

export const TEST_AMOUNT_TEXT = `${(TEST_BOOKING_AMOUNT_CENTS / 100).toFixed(2)} CAD`;

// Deliberately simple: the server's check is the strict one and its answer maps back to the field.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field required, email and phone well formed, with the domain's messages (the server's DTO uses the same). */
export function validateTestBooking(values: TestBookingValues): TestBookingErrors {
  const errors: TestBookingErrors = {};
  if (values.name.trim() === '') errors.name = TEST_BOOKING_MESSAGES.name;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = TEST_BOOKING_MESSAGES.email;
  if (values.phone.trim().length < PHONE_MIN_LENGTH) errors.phone = TEST_BOOKING_MESSAGES.phone;
  if (values.package.trim() === '') errors.package = TEST_BOOKING_MESSAGES.package;
  if (!isCalendarDate(values.date)) errors.date = TEST_BOOKING_MESSAGES.date;
  if (!TEST_TIME_OPTIONS.includes(values.time)) errors.time = TEST_BOOKING_MESSAGES.time;
  const people = Number(values.people);
  if (values.people === '' || !Number.isInteger(people) || people < PARTY_LIMITS.minPeople || people > PARTY_LIMITS.maxPeople) {
    errors.people = TEST_BOOKING_MESSAGES.people;
  }
  return errors;
}

export function firstInvalidTestField(errors: TestBookingErrors): TestBookingField | undefined {
  return TEST_BOOKING_FIELDS.find((field) => errors[field]);
}

export type TestBookingBody = RequestBodyOf<'/api/test-booking', 'post'>;

function isTestTime(time: string): time is TestBookingBody['time'] {
  return TEST_TIME_OPTIONS.includes(time);
}

/** `POST /api/test-booking` body, from a form that passed {@link validateTestBooking}. */
export function testBookingBody(values: TestBookingValues): TestBookingBody {
  if (!isTestTime(values.time)) throw new RangeError('testBookingBody needs a validated form');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    package: values.package,
    date: values.date,
    time: values.time,
    people: Number(values.people),
  };
}

/** The server's `errors` (400) for the form's own fields; anything else is left to the toast. */
export function testBookingErrorsFromServer(errors: Record<string, unknown> | undefined): TestBookingErrors {
  const found: TestBookingErrors = {};
  for (const field of TEST_BOOKING_FIELDS) {
    const message = errors?.[field];
    if (typeof message === 'string') found[field] = message;
  }
  return found;
}

/**
 * What `POST /api/test-booking` answers: a started payment without the public checkout's price
 * breakdown and slot hold, neither of which the payment dialog needs.
 */
export type TestBookingAnswer = ResponseOf<'/api/test-booking', 'post'>;

/** The Test System's toasts. */
export const TEST_SYSTEM_TOASTS = {
  createFailedTitle: 'Error',
  createFailed: 'Failed to create test booking',
  unexpectedTitle: 'Payment Error',
  unexpected: 'An unexpected error occurred',
  /** A refused card: the dialog's toast title, with the provider's message. */
  paymentFailedTitle: 'Test Payment Failed',
  successTitle: 'Test Booking Successful!',
  success: 'The test payment went through and the booking is confirmed. The confirmation email and SMS should be sent now.',
} as const;
