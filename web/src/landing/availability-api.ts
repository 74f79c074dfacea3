import { useQuery } from '@tanstack/react-query';
import { AVAILABILITY_LIMITS } from '../../../domain/availability/availability-rules';
import { addDays, isCalendarDate } from '../../../domain/shared/calendar';
import type { Schema } from '@browser-kit/api/api-types';

/** One date of GET /api/availability (today and the next 13 days by default). */
export type AvailabilityDay = Schema<'DayAvailabilityDto'>;
export type DateStatus = AvailabilityDay['status'];

/** The booking form invalidates this key after a booking, so the cards refresh. */
export const AVAILABILITY_KEY = ['/api/availability'] as const;

export function useAvailability() {
  return useQuery<AvailabilityDay[]>({ queryKey: AVAILABILITY_KEY });
}

/** The landing page shows 4 date cards: enough to choose from without a calendar. */
export const UPCOMING_CARD_COUNT = 4;

const STATUS_ORDER: Readonly<Record<DateStatus, number>> = { available: 0, limited: 1, booked: 2 };

/**
 * The date cards of the landing page: available dates first, then limited, then booked; by date
 * within a status; at most `count`. Entries without a readable date or status are left out.
 */
export function upcomingCards(days: readonly AvailabilityDay[] | null | undefined, count: number = UPCOMING_CARD_COUNT): AvailabilityDay[] {
  // Whatever the server sent: a list is required (Array.isArray would widen the type to any[]).
  const list: readonly AvailabilityDay[] = Array.isArray(days) ? days : [];
  return list
    .filter((day) => typeof day?.date === 'string' && isCalendarDate(day.date) && Object.hasOwn(STATUS_ORDER, day.status))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(0, count);
}

const cardDateFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-12-03' → 'Thu, Dec 3': the calendar date itself, read in UTC so no time zone shifts it. */
export function formatCardDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return cardDateFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

/** How many 62-day spans past the first two weeks the landing page looks through: the year bookings are open. */
const SEASON_SPANS = 6;

/**
 * In winter (every package out of season, or the next weeks closed) the cards would all say
 * 'Unavailable': the next open dates of the coming season instead, found span by span after the
 * first two weeks (`from`). Idle unless `enabled`; empty when nothing opens within the year.
 */
export function useNextOpenDates(from: string, enabled: boolean) {
  return useQuery({
    queryKey: [...AVAILABILITY_KEY, { next: from }],
    enabled,
    queryFn: async ({ signal }) => {
      for (let span = 0; span < SEASON_SPANS; span++) {
        const start = addDays(from, span * AVAILABILITY_LIMITS.maxDays);
        const res = await fetch(`/api/availability?from=${start}&days=${AVAILABILITY_LIMITS.maxDays}`, {
          credentials: 'include',
          signal,
          headers: { 'X-Requested-With': 'fetch' },
        });
        if (!res.ok) return [];
        const open = ((await res.json()) as AvailabilityDay[]).filter((d) => d.status !== 'booked');
        if (open.length > 0) return open.slice(0, UPCOMING_CARD_COUNT);
      }
      return [];
    },
  });
}
