/**
 * How the rest of the site hands a choice to the booking form (anchor `book`): 'Book This Date'
 * and 'Book {package name}' link to `/?date=...#book` or `/?package=...#book`; the share page's
 * referral arrives as `?ref=`, and a link may name the time slot too (`?time=morning`). The form
 * reads these from the URL, so a link works from any page, in a new tab, and after a reload.
 */
export interface BookingChoice {
  readonly date?: string;
  readonly package?: string;
  /** A time slot ('morning', 'afternoon', 'full-day'); the form ignores anything else. */
  readonly time?: string;
  readonly ref?: string;
}

export const BOOKING_ANCHOR = 'book';

export function bookingLink(choice: BookingChoice = {}): string {
  const params = new URLSearchParams();
  if (choice.date) params.set('date', choice.date);
  if (choice.package) params.set('package', choice.package);
  if (choice.time) params.set('time', choice.time);
  if (choice.ref) params.set('ref', choice.ref);
  const query = params.toString();
  return `/${query ? `?${query}` : ''}#${BOOKING_ANCHOR}`;
}

/** The choice carried by a URL's query string (unknown keys ignored, blanks dropped). */
export function bookingChoiceOf(search: string): BookingChoice {
  const params = new URLSearchParams(search);
  const value = (key: string) => params.get(key)?.trim() || undefined;
  return { date: value('date'), package: value('package'), time: value('time'), ref: value('ref') };
}
