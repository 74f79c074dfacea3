import { bookingChoiceOf, bookingLink } from '../../bookings/booking-link';

/**
 * Where `/book` sends a visitor (ARCHITECTURE departure 9; the share page links to it): the
 * booking form on the landing page, with the date, package and referral code of the query kept,
 * so `/book?ref=X` lands on `/?ref=X#book`.
 */
export function bookRedirectTarget(search: string): string {
  return bookingLink(bookingChoiceOf(search));
}
