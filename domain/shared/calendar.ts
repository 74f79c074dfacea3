/** The business runs on Wabamun Lake: every calendar date and weekday is read in this zone. */
export const BUSINESS_TIME_ZONE = 'America/Edmonton';

/** The calendar date (YYYY-MM-DD) of an instant in the business time zone. */
export function calendarDateOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
