import { TimeSlot } from '../bookings/booking-rules';
import { inSeason, Season, seasonSentence } from '../catalogue/package-season';
import { addDays } from '../shared/calendar';
import { longDateInWords } from '../shared/date-words';
import { Closure, closureOn } from './closures';
import { dateStatus, DayAvailability, slotSummary } from './day-availability';

/** What the season and closure rules need of a package. */
export interface SeasonedPackage {
  readonly id: number;
  readonly name: string;
  readonly season: Season;
  readonly timeSlots: readonly TimeSlot[];
}

/** Why a package does not run on a date: a closure, or its season. */
export type NotRunning = { readonly kind: 'closed'; readonly closure: Closure } | { readonly kind: 'out-of-season' };

/** Undefined when the package runs on `date` (in season, not closed); otherwise why not. */
export function whyNotRunning(pkg: SeasonedPackage, date: string, closures: readonly Closure[]): NotRunning | undefined {
  const closure = closureOn(closures, date, pkg.id);
  if (closure) return { kind: 'closed', closure };
  return inSeason(pkg.season, date) ? undefined : { kind: 'out-of-season' };
}

/**
 * The first date from `from` to `lastDate` (both included) the package runs on and the schedule
 * offers one of its slots (`offers`: the slots a date offers, before bookings).
 */
export function nextRunDate(
  pkg: SeasonedPackage,
  from: string,
  lastDate: string,
  closures: readonly Closure[],
  offers: (date: string) => readonly TimeSlot[],
): string | undefined {
  for (let date = from; date <= lastDate; date = addDays(date, 1)) {
    if (!whyNotRunning(pkg, date, closures) && offers(date).some((slot) => pkg.timeSlots.includes(slot))) return date;
  }
  return undefined;
}

export const PACKAGE_RUN_MESSAGES = {
  nextRun: (name: string, next: string | undefined, lastDate: string) =>
    next
      ? `${name} next runs on ${longDateInWords(next)}.`
      : `${name} does not run again before ${longDateInWords(lastDate)}, the last day bookings are open.`,
  closed: (closure: Closure, name: string, date: string) =>
    closure.packageId === null
      ? `We are closed on ${longDateInWords(date)} (${closure.reason}).`
      : `${name} is not running on ${longDateInWords(date)} (${closure.reason}).`,
} as const;

/**
 * What a visitor is told when they ask for a date the package does not run on: 'Ice Fishing runs
 * December to March. Ice Fishing next runs on Tuesday, December 1, 2026.', or 'We are closed on
 * Friday, December 25, 2026 (Holiday). Ice Fishing next runs on Saturday, December 26, 2026.'
 */
export function notRunningMessage(pkg: SeasonedPackage, date: string, why: NotRunning, next: string | undefined, lastDate: string): string {
  const first = why.kind === 'closed' ? PACKAGE_RUN_MESSAGES.closed(why.closure, pkg.name, date) : seasonSentence(pkg.name, pkg.season);
  return `${first} ${PACKAGE_RUN_MESSAGES.nextRun(pkg.name, next, lastDate)}`;
}

/**
 * The general calendar with the seasons and closures applied: a slot of a day closed for every
 * package, or one that every package sold in it is out of season or closed for, cannot be booked
 * and shows as booked (the calendar's shape stays as it was), closed by the guide: its override
 * reads 'booked', so nobody is offered its waitlist (a place there never opens) and the admin's
 * schedule shows it as closed rather than taken. A slot no package is sold in is left as the
 * schedule says, as before packages had seasons.
 */
export function withSeasonsAndClosures(
  day: DayAvailability,
  packages: readonly SeasonedPackage[],
  closures: readonly Closure[],
): DayAvailability {
  const closedForAll = closureOn(closures, day.date) !== undefined;
  let changed = false;
  const slots = day.slots.map((slot) => {
    if (slot.status === 'booked') return slot;
    const sold = packages.filter((p) => p.timeSlots.includes(slot.timeSlot));
    const runs = sold.length === 0 || sold.some((p) => !whyNotRunning(p, day.date, closures));
    if (!closedForAll && runs) return slot;
    changed = true;
    return { ...slot, status: 'booked' as const, override: 'booked' as const };
  });
  if (!changed) return day;
  const bookable = slots.filter((s) => s.status !== 'booked').map((s) => s.timeSlot);
  return { ...day, status: dateStatus(slots), timeSlots: slotSummary(bookable), slots };
}
