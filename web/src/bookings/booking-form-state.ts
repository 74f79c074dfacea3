import {
  BOOKING_MESSAGES,
  isValidKidsCount,
  isValidPartySize,
  maxKidsFor,
  NAME_MIN_LENGTH,
  PARTY_LIMITS,
  PHONE_MIN_LENGTH,
  type TimeSlot,
} from '../../../domain/bookings/booking-rules';
import { partyTooLarge, type PartyLimit } from './party-limit';
import { isTimeSlot, SLOT_WINDOWS, TIME_SLOTS } from '../../../domain/availability/slot-windows';
import { hasStarted, type LakeNow } from '../../../domain/availability/day-availability';
import { calendarDateOf, isCalendarDate, minutesOfDayOf } from '../../../domain/shared/calendar';
import type { RequestBodyOf } from '@browser-kit/api/api-types';
import type { AvailabilityDay } from '../landing/availability-api';
import type { BookingChoice } from './booking-link';

/*
 * The public booking form as data (docs/product/booking.md): its values, its rules and messages,
 * and what it sends. Pure, so every rule is unit-tested without a browser.
 */

export interface BookingFormValues {
  /** The package's name, as the server knows it; '' until chosen. */
  readonly package: string;
  readonly date: string;
  readonly time: TimeSlot | '';
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** null until the party size is chosen. */
  readonly people: number | null;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly message: string;
  readonly referralCode: string;
  /** A gift card's code as typed (any case, spaces or dashes): it pays all or part of the price. */
  readonly giftCardCode: string;
  /** 'Email me fishing reports and offers': never ticked until the visitor ticks it (CASL). */
  readonly marketingConsent: boolean;
}

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  package: '',
  date: '',
  time: '',
  name: '',
  email: '',
  phone: '',
  people: null,
  hasKids: false,
  kidsCount: 0,
  message: '',
  referralCode: '',
  giftCardCode: '',
  marketingConsent: false,
};

/** The fields in the order the form shows them: the first invalid one gets the focus. */
export const BOOKING_FIELDS = [
  'package',
  'date',
  'time',
  'name',
  'email',
  'phone',
  'people',
  'kidsCount',
  'message',
  'referralCode',
  'giftCardCode',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingErrors = Partial<Record<BookingField, string>>;

/** The DOM id of a field's control (the error and hint ids derive from it). */
export function fieldId(field: BookingField): string {
  return `booking-${field}`;
}

/** Party sizes the select offers: 1 to 12. */
export const PEOPLE_OPTIONS: readonly number[] = Array.from(
  { length: PARTY_LIMITS.maxPeople - PARTY_LIMITS.minPeople + 1 },
  (_, i) => PARTY_LIMITS.minPeople + i,
);

/** Kids options run from 1 up to the smaller of (people - 1) and 10 (none for a party of one). */
export function kidsOptions(people: number | null): number[] {
  if (people === null) return [];
  return Array.from({ length: maxKidsFor(people) }, (_, i) => i + 1);
}

/** The kids checkbox appears only when the party has more than one person. */
export function showsKidsQuestion(people: number | null): boolean {
  return people !== null && people > 1;
}

/**
 * A new party size: when the kids count would be at least the
 * party size, it resets to 0 and the kids checkbox switches off.
 */
export function withPartySize(form: BookingFormValues, people: number | null): BookingFormValues {
  const tooManyKids = people === null || form.kidsCount >= people;
  return tooManyKids ? { ...form, people, hasKids: false, kidsCount: 0 } : { ...form, people };
}

/** Ticking the kids box starts at one child (the select never shows a value it cannot hold). */
export function withKidsAnswer(form: BookingFormValues, hasKids: boolean): BookingFormValues {
  if (!hasKids) return { ...form, hasKids: false, kidsCount: 0 };
  const max = maxKidsFor(form.people ?? 0);
  if (max < 1) return { ...form, hasKids: false, kidsCount: 0 };
  return { ...form, hasKids: true, kidsCount: Math.min(Math.max(form.kidsCount, 1), max) };
}

/** The children actually counted: none unless the box is ticked. */
export function effectiveKids(form: BookingFormValues): number {
  return form.hasKids ? form.kidsCount : 0;
}

/**
 * A choice carried by the URL ('Book This Date', 'Book {package name}', a referral link) laid over
 * the form. A date before today is ignored: the picker would refuse it anyway; so is a time that
 * is not a slot.
 */
export function applyBookingChoice(form: BookingFormValues, choice: BookingChoice, today: string): BookingFormValues {
  const date = choice.date && isCalendarDate(choice.date) && choice.date >= today ? choice.date : undefined;
  return {
    ...form,
    ...(date ? { date } : {}),
    ...(choice.package ? { package: choice.package } : {}),
    ...(isTimeSlot(choice.time) ? { time: choice.time } : {}),
    ...(choice.ref ? { referralCode: choice.ref } : {}),
  };
}

/**
 * The slots the chosen package runs in, or null when any slot goes: no package chosen yet, or a
 * package without a usable list (a server older than the field).
 */
export function packageSlotsOf(pkg: { readonly timeSlots?: readonly unknown[] } | undefined): readonly TimeSlot[] | null {
  const slots = pkg?.timeSlots;
  return Array.isArray(slots) && slots.length > 0 && slots.every(isTimeSlot) ? slots : null;
}

export interface SlotOption {
  readonly slot: TimeSlot;
  /**
   * 'Morning (6:00-10:00 AM)', with ' - booked' or ' - not offered' when it cannot be chosen, or
   * ' - booked, join the waitlist' when it is booked but has a waitlist.
   */
  readonly label: string;
  readonly disabled: boolean;
  /** Booked by someone else, and open to the waitlist: choosing it offers 'Join the waitlist' instead of payment. */
  readonly waitlist?: boolean;
}

/** What lets the time select offer booked times for the waitlist. */
export interface WaitlistSlotChoice {
  /** The date the options are for. */
  readonly date: string;
  /** The lake's date and minute now: a trip that has begun has no waitlist. */
  readonly now: LakeNow;
  /** The time of that date held for this visitor by a waitlist offer (its link's `waitlist` token): open to them. */
  readonly heldFor?: TimeSlot | null;
}

/**
 * Whether a booked slot has a waitlist: booked because a booking (or someone's payment)
 * holds it, not because the guide closed it (an override 'booked') or its trip has begun.
 */
export function isWaitlistSlot(
  date: string,
  slot: Pick<AvailabilityDay['slots'][number], 'timeSlot' | 'status' | 'override'>,
  now: LakeNow,
): boolean {
  return slot.status === 'booked' && slot.override !== 'booked' && !hasStarted(date, slot.timeSlot, now);
}

/** The lake's date and minute of the day at `at`, for {@link isWaitlistSlot}. */
export function lakeNowOf(at: Date): LakeNow {
  return { today: calendarDateOf(at), minutes: minutesOfDayOf(at) };
}

/**
 * The time select's options for a date: every slot the package runs in (every slot without
 * `runsIn`), in order, those the date does not list or has booked disabled. Without the date's
 * availability (no date yet, loading, failed) all are open: the server still refuses a slot that
 * is gone, with its own message. With `waitlist`, a slot booked by a booking stays selectable,
 * marked for the waitlist, and the slot held for the visitor's own offer is open.
 */
export function slotOptionsFor(
  day: Pick<AvailabilityDay, 'slots'> | undefined,
  runsIn: readonly TimeSlot[] | null = null,
  waitlist?: WaitlistSlotChoice,
): SlotOption[] {
  return TIME_SLOTS.filter((slot) => !runsIn || runsIn.includes(slot)).map((slot) => {
    const label = SLOT_WINDOWS[slot].label;
    if (!day) return { slot, label, disabled: false };
    const listed = day.slots.find((s) => s.timeSlot === slot);
    if (!listed) return { slot, label: `${label} - not offered`, disabled: true };
    // The package's own answer (season, closures): a slot open to others is not open to it.
    if (packageBookable(listed) === false && listed.status !== 'booked') return { slot, label: `${label} - not offered`, disabled: true };
    if (listed.status === 'booked') {
      if (waitlist && isWaitlistSlot(waitlist.date, listed, waitlist.now)) {
        if (waitlist.heldFor === slot) return { slot, label, disabled: false };
        return { slot, label: `${label} - booked, join the waitlist`, disabled: false, waitlist: true };
      }
      return { slot, label: `${label} - booked`, disabled: true };
    }
    return { slot, label, disabled: false };
  });
}

/** A slot of `?package=`'s answer says whether that package can be booked in it; the general answer does not. */
function packageBookable(slot: object): boolean | undefined {
  return 'bookable' in slot && typeof slot.bookable === 'boolean' ? slot.bookable : undefined;
}

/**
 * The time once the options changed (another package, the date's slots): kept while it can be
 * chosen; a time the package does not run in becomes the package's only slot when it has one and
 * that is open (a full-day package after a morning was picked), else it is cleared, as is a time
 * the date has booked or does not offer.
 */
export function timeWithin(time: TimeSlot | '', options: readonly SlotOption[]): TimeSlot | '' {
  if (time === '') return '';
  const option = options.find((o) => o.slot === time);
  if (option) return option.disabled ? '' : time;
  const only = options.length === 1 ? options[0] : undefined;
  return only && !only.disabled ? only.slot : '';
}

// Deliberately simple: the server's check is the strict one and its answer maps back to the field.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's rules (docs/product/booking.md), field by field, with their messages. `today` is the date on the lake; `limit` is
 * the chosen package's largest party (party-limit.ts), when it takes fewer than the site's ceiling.
 */
export function validate(form: BookingFormValues, today: string, limit: PartyLimit | null = null): BookingErrors {
  const errors: BookingErrors = {};
  if (!form.package.trim()) errors.package = BOOKING_MESSAGES.package;
  if (!isCalendarDate(form.date)) errors.date = BOOKING_MESSAGES.date;
  else if (form.date < today) errors.date = BOOKING_MESSAGES.pastDate;
  if (!isTimeSlot(form.time)) errors.time = BOOKING_MESSAGES.time;
  if (form.name.trim().length < NAME_MIN_LENGTH) errors.name = BOOKING_MESSAGES.name;
  if (!EMAIL_PATTERN.test(form.email.trim())) errors.email = BOOKING_MESSAGES.email;
  if (form.phone.trim().length < PHONE_MIN_LENGTH) errors.phone = BOOKING_MESSAGES.phone;
  if (form.people === null || !isValidPartySize(form.people)) errors.people = BOOKING_MESSAGES.people;
  else if (partyTooLarge(form.people, limit)) errors.people = partyTooLarge(form.people, limit);
  else if (!isValidKidsCount(form.people, effectiveKids(form))) errors.kidsCount = BOOKING_MESSAGES.kidsCount;
  return errors;
}

/** The first field, in the form's order, that has an error. */
export function firstInvalidField(errors: BookingErrors): BookingField | undefined {
  return BOOKING_FIELDS.find((field) => errors[field]);
}

export type QuoteRequest = RequestBodyOf<'/api/quote', 'post'>;

/**
 * What `POST /api/quote` needs, once the fields that set the price are valid (else null), with the
 * referral code. Never the phone or email: the live price is the same for everyone, and whether a
 * code or the customer's own credit applies to them is settled at the payment step.
 */
export function quoteRequestOf(form: BookingFormValues, today: string): QuoteRequest | null {
  const kidsCount = effectiveKids(form);
  if (!form.package.trim() || !isCalendarDate(form.date) || form.date < today) return null;
  if (form.people === null || !isValidPartySize(form.people) || !isValidKidsCount(form.people, kidsCount)) return null;
  const referralCode = form.referralCode.trim();
  const giftCardCode = form.giftCardCode.trim();
  return {
    package: form.package,
    date: form.date,
    people: form.people,
    kidsCount,
    ...(referralCode ? { referralCode } : {}),
    ...(giftCardCode ? { giftCardCode } : {}),
  };
}

/** The booking form's fields as `POST /api/create-payment-intent` takes them. */
export type BookingData = RequestBodyOf<'/api/create-payment-intent', 'post'>['bookingData'];

/**
 * The `bookingData` of `POST /api/create-payment-intent` from a form that passed {@link validate}:
 * every field trimmed, optional ones left out when blank (the marketing consent when not ticked). `referredBy` is the referral the visitor
 * arrived with (the share link's `ref`), kept even if they clear the code field.
 */
export function bookingDataOf(form: BookingFormValues, referredBy?: string): BookingData {
  if (!isTimeSlot(form.time) || form.people === null) throw new RangeError('bookingDataOf needs a validated form');
  const kidsCount = effectiveKids(form);
  const message = form.message.trim();
  const referralCode = form.referralCode.trim();
  const referrer = referredBy?.trim();
  return {
    package: form.package,
    date: form.date,
    time: form.time,
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    people: form.people,
    hasKids: kidsCount > 0,
    kidsCount,
    ...(message ? { message } : {}),
    ...(referrer ? { referredBy: referrer } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(form.giftCardCode.trim() ? { giftCardCode: form.giftCardCode.trim() } : {}),
    // Sent only when ticked: left out, the server reads no consent.
    ...(form.marketingConsent ? { marketingConsent: true } : {}),
  };
}

/**
 * The server's validation answer (`{ errors: { 'bookingData.name': ... } }`) as errors of the
 * form's fields; keys the form has no field for are left out.
 */
export function bookingErrorsFromServer(errors: unknown): BookingErrors {
  if (!errors || typeof errors !== 'object') return {};
  const result: BookingErrors = {};
  for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
    const field = key.replace(/^bookingData\./, '');
    if (typeof message === 'string' && (BOOKING_FIELDS as readonly string[]).includes(field)) {
      result[field as BookingField] ??= message;
    }
  }
  return result;
}
