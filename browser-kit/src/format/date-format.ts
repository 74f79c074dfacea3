import { formatOnLake } from '../../../domain/shared/calendar';

/*
 * Dates shown to people, in English for Canada ('November 3, 2026'). Calendar dates are read as
 * the date they name (no time-zone shift); instants are read in the business time zone, so every
 * visitor sees the same day the guide does.
 */

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const calendarFormat = new Intl.DateTimeFormat('en-CA', { ...LONG_DATE, timeZone: 'UTC' });

/** `'2026-11-03'` → `'November 3, 2026'`; anything that is not a YYYY-MM-DD date comes back as given. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, y, m, d] = match;
  const value = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(value.getTime()) ? date : calendarFormat.format(value);
}

/** An ISO instant → its date in the business time zone, e.g. `'November 3, 2026'`; '' when unreadable. */
export function formatInstantDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : formatOnLake(value, 'long-date', 'en-CA', LONG_DATE);
}
