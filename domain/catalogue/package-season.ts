import { isCalendarDate } from '../shared/calendar';
import { dateInWords, MONTH_NAMES } from '../shared/date-words';

/**
 * When a package runs: a list of periods, each whole months (December to March wraps the year's
 * end) or explicit dates. An empty list is all year, which every package created before seasons
 * existed keeps (package-season-migration.ts).
 */
export type SeasonPeriod =
  | { readonly kind: 'months'; readonly from: number; readonly to: number }
  | { readonly kind: 'dates'; readonly from: string; readonly to: string };

export type Season = readonly SeasonPeriod[];

export const ALL_YEAR: Season = [];

export const SEASON_LIMITS = { periodsMax: 12 } as const;

export const SEASON_MESSAGES = {
  list: 'Season must be a list of periods, each months (from and to, 1 to 12) or dates (from and to, YYYY-MM-DD); leave it empty for all year',
  months: 'Season months must be whole numbers from 1 (January) to 12 (December)',
  dates: 'Season dates must be real dates written YYYY-MM-DD',
  dateOrder: 'A season period of dates must end on or after the day it starts',
  periods: `List at most ${SEASON_LIMITS.periodsMax} season periods`,
} as const;

const isMonth = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 12;
const isDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value);

/** What is wrong with a season as sent, in the admin form's words; undefined when it is valid. */
export function seasonProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return SEASON_MESSAGES.list;
  if (value.length > SEASON_LIMITS.periodsMax) return SEASON_MESSAGES.periods;
  for (const period of value as unknown[]) {
    if (typeof period !== 'object' || period === null) return SEASON_MESSAGES.list;
    const { kind, from, to } = period as Record<string, unknown>;
    if (kind === 'months') {
      if (!isMonth(from) || !isMonth(to)) return SEASON_MESSAGES.months;
    } else if (kind === 'dates') {
      if (!isDate(from) || !isDate(to)) return SEASON_MESSAGES.dates;
      if (to < from) return SEASON_MESSAGES.dateOrder;
    } else return SEASON_MESSAGES.list;
  }
  return undefined;
}

export function isSeason(value: unknown): value is Season {
  return seasonProblem(value) === undefined;
}

/** Only the fields a period has: a stored season never carries what a client sent beside them. */
export function normalisedSeason(season: Season): SeasonPeriod[] {
  return season.map((p) => (p.kind === 'months' ? { kind: 'months', from: p.from, to: p.to } : { kind: 'dates', from: p.from, to: p.to }));
}

function periodHas(period: SeasonPeriod, date: string): boolean {
  if (period.kind === 'dates') return date >= period.from && date <= period.to;
  const month = Number(date.slice(5, 7));
  // December to March wraps: from is after to.
  return period.from <= period.to ? month >= period.from && month <= period.to : month >= period.from || month <= period.to;
}

/** Whether a package with this season runs on a calendar date (all year when the season is empty). */
export function inSeason(season: Season, date: string): boolean {
  return season.length === 0 || season.some((period) => periodHas(period, date));
}

/** 'December to March', 'in July', 'from June 1, 2026 to August 31, 2026'. */
function periodInWords(period: SeasonPeriod): string {
  if (period.kind === 'dates')
    return period.from === period.to ? `on ${dateInWords(period.from)}` : `from ${dateInWords(period.from)} to ${dateInWords(period.to)}`;
  const from = MONTH_NAMES[period.from - 1]!;
  const to = MONTH_NAMES[period.to - 1]!;
  return period.from === period.to ? `in ${from}` : `${from} to ${to}`;
}

/** 'Ice Fishing runs December to March.'; 'Half-Day Adventure runs all year.' */
export function seasonSentence(name: string, season: Season): string {
  if (season.length === 0) return `${name} runs all year.`;
  const parts = season.map(periodInWords);
  const words = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${name} runs ${words}.`;
}
