import { isWeekdayDiscountDay, WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';
import type { Weekday } from '../../../domain/availability/weekly-template';

/** The days the weekday saving is for (pricing.ts: Monday to Thursday). */
const DISCOUNT_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday'];

/** The weekly template as `GET /api/availability/template` sends it: the slots each weekday offers. */
export interface WeekTemplate {
  readonly days: Readonly<Record<Weekday, readonly TimeSlot[]>>;
}

export interface WeekdaySavingFacts {
  /** The chosen date, today or later; null for none. */
  readonly date: string | null;
  /** The slots the chosen package runs in; null when no package is chosen (any may go). */
  readonly runsIn: readonly TimeSlot[] | null;
  /** Whether the package can be had on the chosen date (its slots there), null until that is known. */
  readonly runsThatDay: boolean | null;
  /** The week the guide offers; undefined until it is read. */
  readonly template: WeekTemplate | undefined;
}

/**
 * The line under the date about the weekday saving, or null where it cannot apply: a date later
 * in the week, a package that does not run on the chosen Monday to Thursday, or (before a date is
 * chosen) a package the week never offers on those days, such as a full day only run at weekends.
 */
export function weekdaySavingNote({ date, runsIn, runsThatDay, template }: WeekdaySavingFacts): string | null {
  if (date !== null) {
    return isWeekdayDiscountDay(date) && runsThatDay !== false
      ? `Weekday trip (Monday to Thursday): save ${WEEKDAY_DISCOUNT_PERCENT}%.`
      : null;
  }
  if (runsIn === null) return `Save ${WEEKDAY_DISCOUNT_PERCENT}% Monday to Thursday.`;
  if (!template) return null;
  const runsOnDiscountDays = DISCOUNT_DAYS.some((day) => template.days[day]?.some((slot) => runsIn.includes(slot)));
  return runsOnDiscountDays ? `Save ${WEEKDAY_DISCOUNT_PERCENT}% Monday to Thursday.` : null;
}
