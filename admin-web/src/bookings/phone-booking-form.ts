import {
  BOOKING_MESSAGES,
  isCalendarDate,
  isValidKidsCount,
  isValidPartySize,
  NAME_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  TIME_SLOTS,
  type TimeSlot,
} from '../../../domain/bookings/booking-rules';
import { CAPACITY_MESSAGES, takesParty } from '../../../domain/catalogue/package-capacity';
import type { RequestBodyOf } from '@browser-kit/api/api-types';

/** The 'Add phone booking' form as typed (selects hold text; '' is "not chosen"). */
export interface PhoneBookingForm {
  package: string;
  date: string;
  time: '' | TimeSlot;
  name: string;
  email: string;
  phone: string;
  people: string;
  kidsCount: string;
  message: string;
  /**
   * The customer said yes, on the call, to emails with fishing reports and offers: express consent
   * under Canada's anti-spam law (CASL). Never ticked in advance.
   */
  marketingConsent: boolean;
}

export const PHONE_BOOKING_FIELDS = ['package', 'date', 'time', 'name', 'email', 'phone', 'people', 'kidsCount', 'message'] as const;
export type PhoneBookingField = (typeof PHONE_BOOKING_FIELDS)[number];
export type PhoneBookingErrors = Partial<Record<PhoneBookingField, string>>;

export const EMPTY_PHONE_BOOKING: PhoneBookingForm = {
  package: '',
  date: '',
  time: '',
  name: '',
  email: '',
  phone: '',
  people: '',
  kidsCount: '0',
  message: '',
  marketingConsent: false,
};

/** The phone booking form's consent box: what the guide asked and the customer agreed to. */
export const PHONE_MARKETING_CONSENT_LABEL = 'The customer agreed to receive emails with fishing reports and offers';

// The same loose shape class-validator's IsEmail accepts for ordinary addresses; the server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The public form's rules (docs/product/booking.md) with the domain's messages; the admin may record a past trip, so no "today
 * or later". A party larger than the chosen package takes (one of `packages`) is refused as the
 * server would refuse it.
 */
export function validatePhoneBooking(
  form: PhoneBookingForm,
  packages: readonly { name: string; maxPeople?: number }[] = [],
): PhoneBookingErrors {
  const errors: PhoneBookingErrors = {};
  if (!form.package.trim()) errors.package = BOOKING_MESSAGES.package;
  if (!isCalendarDate(form.date)) errors.date = BOOKING_MESSAGES.date;
  if (!(TIME_SLOTS as readonly string[]).includes(form.time)) errors.time = BOOKING_MESSAGES.time;
  if (form.name.trim().length < NAME_MIN_LENGTH) errors.name = BOOKING_MESSAGES.name;
  if (!EMAIL.test(form.email.trim())) errors.email = BOOKING_MESSAGES.email;
  if (form.phone.trim().length < PHONE_MIN_LENGTH) errors.phone = BOOKING_MESSAGES.phone;
  const people = Number(form.people);
  const chosen = packages.find((p) => p.name === form.package);
  const limit = chosen && typeof chosen.maxPeople === 'number' ? { name: chosen.name, maxPeople: chosen.maxPeople } : undefined;
  if (!form.people || !isValidPartySize(people)) errors.people = BOOKING_MESSAGES.people;
  else if (limit && !takesParty(limit, people)) errors.people = CAPACITY_MESSAGES.partyTooLarge(limit.name, limit.maxPeople);
  else if (!isValidKidsCount(people, Number(form.kidsCount || '0'))) errors.kidsCount = BOOKING_MESSAGES.kidsCount;
  return errors;
}

/** A party-size change that leaves kids at or above the party size resets kids to 0. */
export function withPeople(form: PhoneBookingForm, people: string): PhoneBookingForm {
  const kids = Number(form.kidsCount || '0');
  return { ...form, people, kidsCount: people && kids >= Number(people) ? '0' : form.kidsCount };
}

/** `POST /api/bookings` body; `marketingConsent` only when the box is ticked (left out is no consent). */
export function phoneBookingBody(form: PhoneBookingForm): RequestBodyOf<'/api/bookings', 'post'> {
  const kidsCount = Number(form.kidsCount || '0');
  const message = form.message.trim();
  return {
    package: form.package,
    date: form.date,
    time: form.time as TimeSlot,
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    people: Number(form.people),
    hasKids: kidsCount > 0,
    kidsCount,
    ...(message ? { message } : {}),
    ...(form.marketingConsent ? { marketingConsent: true } : {}),
  };
}

/** The server's `{ errors: { field: message } }` for the fields this form has (hasKids shows on kidsCount). */
export function phoneBookingErrorsFromServer(errors: unknown): PhoneBookingErrors {
  if (!errors || typeof errors !== 'object') return {};
  const result: PhoneBookingErrors = {};
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    const field = key === 'hasKids' ? 'kidsCount' : key;
    if (typeof message === 'string' && (PHONE_BOOKING_FIELDS as readonly string[]).includes(field))
      result[field as PhoneBookingField] ??= message;
  }
  return result;
}

export function firstInvalid(errors: PhoneBookingErrors): PhoneBookingField | undefined {
  return PHONE_BOOKING_FIELDS.find((field) => errors[field]);
}
