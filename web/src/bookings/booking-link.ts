/**
 * How the rest of the site hands a choice to the booking form (anchor `book`): 'Book This Date'
 * and 'Book {package name}' link to `/?date=...#book` or `/?package=...#book`; the share page's
 * referral arrives as `?ref=`, and a link may name the time slot too (`?time=morning`). The form
 * reads these from the URL, so a link works from any page, in a new tab, and after a reload.
 */
import { BOOKING_FORM_ANCHOR, bookingFormLink, type BookingLinkChoice } from '../../../domain/bookings/booking-link';

/** A date, package, time slot ('morning', 'afternoon', 'full-day'; the form ignores anything else) and referral code. */
export type BookingChoice = BookingLinkChoice;

export const BOOKING_ANCHOR = BOOKING_FORM_ANCHOR;

/** One shape for the site and the chat's suggested actions (domain/bookings/booking-link.ts). */
export const bookingLink: (choice?: BookingChoice) => string = bookingFormLink;

/** The choice carried by a URL's query string (unknown keys ignored, blanks dropped). */
export function bookingChoiceOf(search: string): BookingChoice {
  const params = new URLSearchParams(search);
  const value = (key: string) => params.get(key)?.trim() || undefined;
  return { date: value('date'), package: value('package'), time: value('time'), ref: value('ref') };
}
