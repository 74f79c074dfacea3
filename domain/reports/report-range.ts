import { addDays, isCalendarDate } from '../shared/calendar';

/**
 * The longest range a report covers: a whole year (a leap year's 366 days), so 'This year' and any
 * twelve months fit, and one request never reads the whole history.
 */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  from: 'Choose a start date (YYYY-MM-DD)',
  to: 'Choose an end date (YYYY-MM-DD)',
  order: 'The end date must be on or after the start date',
  span: `Choose a range of at most ${REPORT_MAX_DAYS} days`,
} as const;

export type ReportRangeField = 'from' | 'to';

/** What is wrong with a range, field by field; empty when it is a valid one. */
export function reportRangeErrors(from: string | undefined, to: string | undefined): Partial<Record<ReportRangeField, string>> {
  const errors: Partial<Record<ReportRangeField, string>> = {};
  if (!from || !isCalendarDate(from)) errors.from = REPORT_MESSAGES.from;
  if (!to || !isCalendarDate(to)) errors.to = REPORT_MESSAGES.to;
  if (errors.from || errors.to) return errors;
  if (to! < from!) errors.to = REPORT_MESSAGES.order;
  else if (addDays(from!, REPORT_MAX_DAYS - 1) < to!) errors.to = REPORT_MESSAGES.span;
  return errors;
}

/** The dates of a valid range, both ends included. */
export function datesOfRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Every month (YYYY-MM) the range touches, in order. */
export function monthsOfRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
}

/** Presets of the Reports tab, on the lake's today. */
export function thisMonth(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 7)}-01`;
  return { from, to: lastDayOfMonth(from) };
}

export function lastMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

export function thisYear(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
}

function lastDayOfMonth(first: string): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}
