import { calendarDateOf, formatOnLake, instantOnLake, isCalendarDate, minutesOfDayOf } from '../../../domain/shared/calendar';

/* A campaign's scheduled time, typed and shown on the lake's clock. */

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * The instant of a datetime-local value read on the lake's clock (America/Edmonton, whatever the
 * browser's own zone), or null for a value that is no date and time.
 */
export function lakeInstantOf(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const date = match[1]!;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (!isCalendarDate(date) || hours > 23 || minutes > 59) return null;
  return instantOnLake(date, hours * 60 + minutes);
}

/** An instant as a datetime-local value on the lake's clock: `2026-12-01T09:00`. */
export function lakeLocalValue(instant: Date): string {
  const minutes = minutesOfDayOf(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${calendarDateOf(instant)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An ISO instant on the lake's clock, with its weekday: `Tue, Dec 1, 2026, 9:00 a.m.`. */
export function lakeTimeText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatOnLake(instant, 'campaign-instant', 'en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** An ISO instant's date on the lake: `Dec 1, 2026`. */
export function lakeDateText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatOnLake(instant, 'campaign-date', 'en-CA', { month: 'short', day: 'numeric', year: 'numeric' });
}
