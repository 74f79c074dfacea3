import { isTimeSlot, SLOT_WINDOWS } from '../../../domain/availability/slot-windows';
import { formatOnLake, isCalendarDate } from '../../../domain/shared/calendar';
import { WAITLIST_MESSAGES } from '../../../domain/waitlist/waitlist-rules';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import type { WaitlistStatus, WaitlistView } from './waitlist-types';

/*
 * The waitlist page as data (docs/product/booking.md): what it says about an entry. Pure, so every sentence is
 * unit-tested without a browser.
 */

export const WAITLIST_PAGE_MESSAGES = {
  notFoundTitle: WAITLIST_MESSAGES.notFound,
  notFoundText: 'We could not find a waitlist entry for this link. Please check that you opened the whole link from our message.',
  errorTitle: 'We could not load your waitlist entry',
  errorText: 'Something went wrong while loading it. Please try again, or call',
  leaveFailed: 'You could not be taken off the waitlist just now. Please try again, or call',
  waiting: "We'll text and email you if a place opens. Nothing is charged until you book.",
  left: 'You have left the waitlist. We will not message you about this trip.',
  expired: 'The place we held for you was not booked in time, so it passed to the next person on the waitlist.',
  booked: 'You booked this trip: your confirmation email has the details.',
} as const;

const STATUSES: Readonly<Record<WaitlistStatus, { label: string; badge: string }>> = {
  waiting: { label: 'On the waitlist', badge: 'pending' },
  offered: { label: 'Place held for you', badge: 'confirmed' },
  booked: { label: 'Booked', badge: 'confirmed' },
  expired: { label: 'Offer expired', badge: 'cancelled' },
  left: { label: 'Left the waitlist', badge: 'cancelled' },
};

/** The status in words and its badge's modifier (the site's badge--pending, --confirmed, --cancelled). */
export function waitlistStatusBadge(status: WaitlistStatus): { label: string; badge: string } {
  return Object.hasOwn(STATUSES, status) ? STATUSES[status] : { label: String(status), badge: 'pending' };
}

/** Whether the entry can still be left: while waiting or holding an offer. */
export function canLeave(status: WaitlistStatus): boolean {
  return status === 'waiting' || status === 'offered';
}

const weekdayDate = new Intl.DateTimeFormat('en-CA', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2026-12-03' → 'Thursday, December 3, 2026': the calendar date itself, no time-zone shift. */
export function formatWaitlistDate(date: string): string {
  if (!isCalendarDate(date)) return formatCalendarDate(date);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return weekdayDate.format(new Date(Date.UTC(y, m - 1, d)));
}

/** The slot's window in words: the server's label, else the site's own. */
export function waitlistTimeLabel(view: Pick<WaitlistView, 'time' | 'timeLabel'>): string {
  if (view.timeLabel?.trim()) return view.timeLabel;
  return isTimeSlot(view.time) ? SLOT_WINDOWS[view.time].label : String(view.time);
}

/** '1 person', '3 people'. */
export function partyOf(people: number): string {
  return people === 1 ? '1 person' : `${people} people`;
}

/** The entry's lines, in the order the page lists them. */
export function waitlistSummary(view: WaitlistView): { label: string; value: string }[] {
  return [
    { label: 'Package', value: view.package },
    { label: 'Date', value: formatWaitlistDate(view.date) },
    { label: 'Time', value: waitlistTimeLabel(view) },
    { label: 'Party', value: partyOf(view.people) },
    { label: 'Name', value: view.name },
  ];
}

/** '3:45 PM on Thursday, December 3', read on the lake's clock (America/Edmonton); '' when unreadable. */
export function formatHeldUntil(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = formatOnLake(at, 'waitlist-hold-time', 'en-US', { hour: 'numeric', minute: '2-digit' });
  const day = formatOnLake(at, 'waitlist-hold-day', 'en-CA', { weekday: 'long', month: 'long', day: 'numeric' });
  return `${time} on ${day}`;
}

/** 'A place opened for you: held until 3:45 PM on Thursday, December 3 (lake time).' */
export function offerSentence(expiresAt: string): string {
  const until = formatHeldUntil(expiresAt);
  return until ? `A place opened for you: held until ${until} (Wabamun Lake time).` : 'A place opened for you.';
}

/** 'You are first in line.' / 'You are number 3 in line.' (the booking form's confirmation says it the same way). */
export { queuePosition as positionSentence } from '../bookings/waitlist-join';
