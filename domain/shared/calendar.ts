/** The business runs on Wabamun Lake: every calendar date and weekday is read in this zone. */
export const BUSINESS_TIME_ZONE = 'America/Edmonton';

/**
 * Alberta stopped changing its clocks (tz database 2026c): from 2026-11-01 08:00 UTC, when they
 * would have fallen back, the lake keeps UTC-6 all year. Runtimes whose time-zone data is older
 * (Node 20 here ships 2025c) still fall back to UTC-7, newer browsers do not, and the two then
 * disagree on today's date and on when every trip starts. So from that instant the lake's clock is read
 * from this rule, the same in every runtime; before it, from America/Edmonton, whose past every
 * version of the data agrees on.
 */
const PERMANENT_TIME_FROM = Date.UTC(2026, 10, 1, 8);
/** UTC-6 without daylight saving (the Etc zones' sign is inverted). */
const ALBERTA_PERMANENT_TIME = 'Etc/GMT+6';

/**
 * The offset east of UTC, in ms, of a zone that never changes it (the lake's permanent time, any
 * Etc/GMT±N, UTC); undefined for a zone with rules. Such a clock is plain arithmetic: no Intl
 * formatting, which costs microseconds a call and every reminder, trip and calendar asks often.
 */
function fixedOffsetMs(timeZone: string): number | undefined {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  const etc = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone);
  // The Etc zones' sign is inverted: Etc/GMT+6 is six hours behind UTC.
  return etc ? (etc[1] === '+' ? -1 : 1) * Number(etc[2]) * 3_600_000 : undefined;
}

const DAY_MS = 86_400_000;

/** The zone whose rules give the clock of `timeZone` at `instant`. */
export function zoneAt(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return timeZone === BUSINESS_TIME_ZONE && instant.getTime() >= PERMANENT_TIME_FROM ? ALBERTA_PERMANENT_TIME : timeZone;
}

/**
 * Making a formatter costs far more than using one (it loads the zone's rules): each kind is made
 * once per zone and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  kind: string,
  locale: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/**
 * An instant as people read it on the lake's clock, e.g. `formatOnLake(at, 'long-date', 'en-CA',
 * { year: 'numeric', month: 'long', day: 'numeric' })`. `kind` names the options (one formatter
 * is kept per kind, locale and zone).
 */
export function formatOnLake(
  instant: Date,
  kind: string,
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  return formatter(kind, locale, zoneAt(instant, timeZone), options).format(instant);
}

/** The calendar date (YYYY-MM-DD) of an instant in the business time zone. */
export function calendarDateOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  const fixed = fixedOffsetMs(zoneAt(instant, timeZone));
  if (fixed !== undefined) return new Date(instant.getTime() + fixed).toISOString().slice(0, 10);
  // en-CA formats dates as YYYY-MM-DD.
  return formatOnLake(instant, 'date', 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Minutes after midnight of an instant on the lake's clock (daylight saving included). */
export function minutesOfDayOf(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): number {
  const zone = zoneAt(instant, timeZone);
  const fixed = fixedOffsetMs(zone);
  if (fixed !== undefined) return Math.floor(((((instant.getTime() + fixed) % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
  const parts = formatter('minutes', 'en-GB', zone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * 0 (Sunday) to 6 (Saturday) of a calendar date, computed on the date itself at UTC midnight: a
 * calendar date has no time zone, and the server's (or browser's) own zone must not shift it.
 */
export function dayOfWeekOf(date: string): number {
  return utcMidnight(date).getUTCDay();
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const next = utcMidnight(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function utcMidnight(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Instants already worked out, by zone, date and minutes: a booking's reminders, prices and
 * checks ask for the same few trip times over and over, and each answer costs two passes through
 * Intl (the same inputs always give the same instant). Bounded: emptied when full.
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 2000;

/**
 * The instant of a wall-clock time on the lake: `minutes` after midnight of calendar date `date`
 * in `timeZone` (daylight saving, and Alberta's end of it, included). Two passes settle the
 * zone's offset at that moment.
 */
export function instantOnLake(date: string, minutes: number, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const key = `${timeZone} ${date} ${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const wall = utcMidnight(date).getTime() + minutes * 60_000;
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) instant = wall - offsetAt(new Date(instant), timeZone);
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  instants.set(key, instant);
  return new Date(instant);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const zone = zoneAt(instant, timeZone);
  const fixed = fixedOffsetMs(zone);
  if (fixed !== undefined) return fixed;
  const parts = formatter('offset', 'en-CA', zone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const v = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
