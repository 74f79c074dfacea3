/** The business runs on Wabamun Lake: every calendar date and weekday is read in this zone. */
export const BUSINESS_TIME_ZONE = 'America/Edmonton';

/** The calendar date (YYYY-MM-DD) of an instant in the business time zone. */
export function calendarDateOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
