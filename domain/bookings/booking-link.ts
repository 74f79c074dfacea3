/**
 * The booking form's preselection link (`/?date=..&package=..&time=..#book`): the site's links
 * (web/src/bookings/booking-link.ts) and the chat's suggested actions build it here. The form
 * reads the choice from the URL, so a link works from any page, a new tab or the chat.
 */
export interface BookingLinkChoice {
  readonly date?: string;
  readonly package?: string;
  readonly time?: string;
  readonly ref?: string;
  /** A waitlist entry's token: the checkout takes over the place held for that person. */
  readonly waitlist?: string;
}

export const BOOKING_FORM_ANCHOR = 'book';

export function bookingFormLink(choice: BookingLinkChoice = {}): string {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.package) params.set('package', choice.package);
  if (choice.time) params.set('time', choice.time);
  if (choice.ref) params.set('ref', choice.ref);
  if (choice.waitlist) params.set('waitlist', choice.waitlist);
  const query = params.toString();
  return `/${query ? `?${query}` : ''}#${BOOKING_FORM_ANCHOR}`;
}
