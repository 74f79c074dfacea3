/**
 * Booking rules and their messages (docs/product/booking.md). The server's class-validator DTO and
 * the booking form read these; nothing restates them.
 */
export const TIME_SLOTS = ['morning', 'afternoon', 'full-day'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** What the guide's list can be filtered by: the statuses, plus checkouts waiting for payment and ended unpaid. */
export const BOOKING_LIST_STATUSES = [...BOOKING_STATUSES, 'held', 'released'] as const;
export type BookingListStatus = (typeof BOOKING_LIST_STATUSES)[number];

export const PARTY_LIMITS = { minPeople: 1, maxPeople: 12, maxKids: 10 } as const;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 10;
export const REASON_MAX_LENGTH = 500;

export const BOOKING_MESSAGES = {
  package: 'Please select a package',
  date: 'Please select a date',
  /** A date that is filled in but over: asking to select one would say nothing about what is wrong. */
  pastDate: 'This date has already passed. Please choose today or a later date.',
  time: 'Please select a time',
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  people: 'Please select the number of people',
  kidsCount: 'Children must be fewer than the party size (at most 10), with at least one adult',
  status: 'Status must be pending, confirmed or cancelled',
  reason: 'Reason must be at most 500 characters',
  marketingConsent: 'Marketing consent must be true or false',
} as const;

/** Kids options run from 1 up to the smaller of (people - 1) and 10: a party needs an adult. */
export function maxKidsFor(people: number): number {
  return Math.max(0, Math.min(people - 1, PARTY_LIMITS.maxKids));
}

export function isValidPartySize(people: number): boolean {
  return Number.isInteger(people) && people >= PARTY_LIMITS.minPeople && people <= PARTY_LIMITS.maxPeople;
}

export function isValidKidsCount(people: number, kidsCount: number): boolean {
  return Number.isInteger(kidsCount) && kidsCount >= 0 && kidsCount <= maxKidsFor(people);
}

/**
 * A visitor books today or later on the lake (the form's date picker starts at today); dates
 * compare as YYYY-MM-DD text. The admin may still record a past trip.
 */
export function isBookableDate(date: string, today: string): boolean {
  return date >= today;
}

/** How far ahead visitors may book: its own module, so the public site's first script stays small (docs/architecture/web.md). */
export { BOOKING_HORIZON, HORIZON_MESSAGES, horizonDaysOf } from './booking-horizon';

/** Lives with the calendar now (catches use it too); re-exported so booking imports keep working. */
export { isCalendarDate } from '../shared/calendar';
