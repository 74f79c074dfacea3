/**
 * How the rest of the site hands a choice to the booking form (anchor `book`): 'Book This Date'
 * and 'Book {package name}' link to `/?date=...#book` or `/?package=...#book`; the share page's
 * referral arrives as `?ref=`, and a link may name the time slot too (`?time=morning`). The form
 * reads these from the URL, so a link works from any page, in a new tab, and after a reload.
 */
import { isTimeSlot } from '../../../domain/availability/slot-windows';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';
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

/** A waitlist offer's link: the booking form's choice plus `waitlist`, the entry's token. */
export interface WaitlistOfferChoice {
  readonly token: string;
  readonly date: string;
  readonly time: TimeSlot;
}

/**
 * The place a waitlist offer holds, from its link (`/?date=...&package=...&time=...&waitlist=TOKEN#book`):
 * the form sends the token with the payment so the held place is taken; null without a token, a date or a time.
 */
export function waitlistOfferOf(search: string): WaitlistOfferChoice | null {
  const params = new URLSearchParams(search);
  const token = params.get('waitlist')?.trim();
  const date = params.get('date')?.trim();
  const time = params.get('time')?.trim();
  return token && date && isTimeSlot(time) ? { token, date, time } : null;
}
