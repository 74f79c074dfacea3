import { addDays, dayOfWeekOf } from '../../../domain/shared/calendar';
import { longDateInWords, MONTH_NAMES } from '../../../domain/shared/date-words';
import { AVAILABILITY_LIMITS } from '../../../domain/availability/availability-rules';
import type { Schema } from '@browser-kit/api/api-types';
import { formatCadShort } from '@browser-kit/format/money-format';

/** One day of `GET /api/availability?package=`: each slot says whether the package can be booked in it and its price per person. */
export type PackageDay = Schema<'PackageDayAvailabilityDto'>;
export type PackageSlot = PackageDay['slots'][number];

/** A month as 'YYYY-MM'. */
export type Month = string;

export function monthOf(date: string): Month {
  return date.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: Month): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 'January 2027'. */
export function monthTitle(month: Month): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/**
 * The dates a month's calendar asks for: from its first day, or from today in the current month,
 * to its last (a month always fits in one call).
 */
export function monthSpan(month: Month, today: string): { from: string; days: number } | null {
  const first = `${month}-01`;
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  if (last < today) return null;
  const from = first < today ? today : first;
  const days = Number(last.slice(8)) - Number(from.slice(8)) + 1;
  return { from, days: Math.min(days, AVAILABILITY_LIMITS.maxDays) };
}

/** The month's weeks, Monday to Sunday; null pads the first and last week. */
export function monthWeeks(month: Month): (string | null)[][] {
  const first = `${month}-01`;
  // Monday is the week's first column: Sunday (0) is the seventh.
  const lead = (dayOfWeekOf(first) + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let i = 0; i < daysInMonth(month); i++) cells.push(addDays(first, i));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** What a day offers the chosen package: its bookable slots and the lowest price per person among them. */
export interface DayOffer {
  readonly bookable: boolean;
  readonly fromCents: number | null;
  readonly open: readonly PackageSlot[];
}

export function dayOffer(day: PackageDay | undefined): DayOffer {
  const open = (day?.slots ?? []).filter((s) => s.bookable);
  const fromCents = open.length > 0 ? Math.min(...open.map((s) => s.pricePerPerson)) : null;
  return { bookable: open.length > 0, fromCents, open };
}

/** 'from $207' per person. */
export function fromPrice(cents: number): string {
  return `from ${formatCadShort(cents)}`;
}

/**
 * A day button's words: what shows (the day's number, 'from $207') and what a screen reader hears
 * around it, so the accessible name contains the visible text (WCAG 2.5.3) and says the date,
 * whether it can be booked and from what price: 'Monday, January 11, 2027: can be booked, from
 * $207 per person'.
 */
export function dayButtonParts(date: string, offer: DayOffer): { hidden: [string, string, string]; day: string; price: string } {
  const [weekday = '', monthDay = '', year = ''] = longDateInWords(date).split(', ');
  const month = monthDay.split(' ')[0]!;
  const day = String(Number(date.slice(8)));
  return offer.bookable && offer.fromCents !== null
    ? { hidden: [`${weekday}, ${month} `, `, ${year}: can be booked, `, ' per person'], day, price: fromPrice(offer.fromCents) }
    : { hidden: [`${weekday}, ${month} `, `, ${year}: not available`, ''], day, price: '' };
}

/** The day button's accessible name, as its parts compose it. */
export function dayButtonName(date: string, offer: DayOffer): string {
  const { hidden, day, price } = dayButtonParts(date, offer);
  return `${hidden[0]}${day}${hidden[1]}${price}${hidden[2]}`;
}

/** Where an arrow key (or Home, End) moves the focus from `date`, or null for another key. */
export function movedDate(date: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -((dayOfWeekOf(date) + 6) % 7));
    case 'End':
      return addDays(date, 6 - ((dayOfWeekOf(date) + 6) % 7));
    default:
      return null;
  }
}
