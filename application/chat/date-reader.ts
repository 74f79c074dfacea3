import * as chrono from 'chrono-node';
import {
  dateAfterContext,
  dayOfMonthDate,
  holidayDate,
  mentionsWeek,
  mentionsWeekend,
  weekDates,
  weekendOf,
  withoutPackageWords,
} from '../../domain/chat/date-phrases';
import { addDays, calendarDateOf, dayOfWeekOf, minutesOfDayOf } from '../../domain/shared/calendar';

export interface DateReading {
  /** The calendar dates (YYYY-MM-DD on the lake) the question is about, in order. */
  readonly dates: string[];
  /** The words that named them. */
  readonly phrase: string;
}

/**
 * Dates in a visitor's words ('this Saturday', 'Dec 5', 'tomorrow morning', 'next weekend',
 * '2026-12-03'), read by chrono-node on the lake's clock: the reference is the Clock's instant as
 * a wall-clock time on the lake (so the server's own zone and its copy of the zone rules play no
 * part), and a bare weekday or month-day means the next one, not the last.
 */
export function readDates(
  question: string,
  now: Date,
  known: { readonly packageNames?: readonly string[]; readonly contextDate?: string } = {},
): DateReading | null {
  const today = calendarDateOf(now);
  // Package and slot words are never dates ('half day' would be today).
  const text = withoutPackageWords(question, known.packageNames ?? []);
  const after = dateAfterContext(text, known.contextDate);
  if (after) return { dates: [after], phrase: 'after' };
  const holiday = holidayDate(text, today);
  if (holiday) return { dates: [holiday], phrase: 'holiday' };
  const dayOfMonth = dayOfMonthDate(text, today);
  if (dayOfMonth) return { dates: [dayOfMonth], phrase: 'day of month' };
  const iso = [...text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]!).filter((d) => addDays(d, 0) === d);
  if (iso.length) return { dates: [...new Set(iso)].sort(), phrase: 'iso' };
  if (/\b(this (?:morning|afternoon|evening)|today|tonight|later today)\b/i.test(text) && !/\b(tomorrow|weekend|week)\b/i.test(text)) {
    return { dates: [today], phrase: 'today' };
  }
  // The lake's wall clock now, written as if it were UTC; chrono reads it with offset 0.
  const wall = new Date(`${today}T00:00:00Z`);
  wall.setUTCMinutes(minutesOfDayOf(now));
  // A time of day alone ('in the morning', 'at 6') names no date: only day, weekday or month count.
  // The slot is read on its own: 'afternoon on Tuesday Dec 15' would be one time of today.
  const dateWords = text.replace(/\b(?:in the |the )?(?:morning|afternoon|evening)\b/gi, ' ');
  const results = chrono
    .parse(dateWords, { instant: wall, timezone: 0 }, { forwardDate: true })
    .filter((r) => r.start.isCertain('day') || r.start.isCertain('weekday') || r.start.isCertain('month'))
    // 'weekday' and 'weekdays' describe a kind of day ('a weekday discount'), not a date; nor is 'a day' or 'now'.
    .filter((r) => !/^(?:week ?days?|(?:(?:the|a|one|per|each|every|that|for a)\s+)?day(?:\s+of)?|now|right now)$/i.test(r.text.trim()));
  // A month alone ('weekend dates in December'): its dates from today on, its weekends when asked.
  const months = results.filter((r) => r.start.isCertain('month') && !r.start.isCertain('day') && !r.start.isCertain('weekday'));
  if (
    months.length === 1 &&
    results.length ===
      months.length +
        results.filter((r) => /^week ?ends?$/i.test(r.text.trim()) || /^(this|next|the)?\s*weekend$/i.test(r.text.trim())).length
  ) {
    const first = dateOf(months[0]!.start);
    if (first) {
      const monthDates: string[] = [];
      for (let d = first < today ? today : first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) monthDates.push(d);
      const weekends = mentionsWeekend(text) ? monthDates.filter((d) => [0, 6].includes(dayOfWeekOf(d))) : monthDates;
      if (weekends.length) return { dates: weekends, phrase: months[0]!.text };
    }
  }
  const week = mentionsWeek(text);
  if (results.length === 0) {
    if (mentionsWeekend(text)) return { dates: weekendOf(today), phrase: 'weekend' };
    if (week) return { dates: weekDates(today, week), phrase: `${week} week` };
    return null;
  }
  const dates: string[] = [];
  for (const result of results) {
    const start = dateOf(result.start);
    if (!start) continue;
    if (mentionsWeekend(result.text) || (mentionsWeekend(text) && results.length === 1)) {
      dates.push(...weekendOf(start));
      continue;
    }
    if (week && /week/i.test(result.text) && !result.start.isCertain('weekday')) {
      dates.push(...weekDates(today, week));
      continue;
    }
    dates.push(start);
    const end = result.end ? dateOf(result.end) : null;
    // A range ('Dec 5 to 7'): every date in it, at most two weeks.
    if (end && end > start) {
      for (let d = start, n = 0; d < end && n < 14; n++) {
        d = nextDate(d);
        dates.push(d);
      }
    }
  }
  const unique = [...new Set(dates)].sort();
  return unique.length ? { dates: unique, phrase: results.map((r) => r.text).join(', ') } : null;
}

function dateOf(component: chrono.ParsedComponents): string | null {
  const year = component.get('year');
  const month = component.get('month');
  const day = component.get('day');
  if (year === null || month === null || day === null) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
