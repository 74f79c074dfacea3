import { SlotChoice } from './chat-protocol';
import { addDays, dayOfWeekOf } from '../shared/calendar';

/**
 * The pure half of reading dates in questions (the parser itself, chrono-node, runs in
 * application/chat/date-reader.ts): weekends, the slot a question names, and the dates a phrase
 * covers.
 */

/** The slot a question names: 'morning', 'afternoon' or 'full-day' ('full day', 'all day', 'whole day'). */
export function slotNamed(text: string): SlotChoice | undefined {
  const t = text.toLowerCase();
  if (/\b(full[- ]?day|all[- ]day|whole day|entire day|8[- ]hours?)\b/.test(t)) return 'full-day';
  if (/\b(afternoon|after noon|pm trip)\b/.test(t)) return 'afternoon';
  if (/\b(morning|mornings|am trip)\b/.test(t)) return 'morning';
  return undefined;
}

/** Whether the phrase is about a weekend ('this weekend', 'next weekend', 'the weekend of Dec 5'). */
export function mentionsWeekend(text: string): boolean {
  return /\bweek[- ]?ends?\b/i.test(text);
}

/** Whether the phrase asks about a week ('next week', 'this week'). */
export function mentionsWeek(text: string): 'this' | 'next' | undefined {
  const m = /\b(this|next|coming)\s+week\b(?![- ]?end)/i.exec(text);
  if (!m) return undefined;
  return m[1]!.toLowerCase() === 'this' ? 'this' : 'next';
}

/** The Saturday and Sunday of the weekend a date falls in or leads up to (a weekday gives the next weekend). */
export function weekendOf(date: string): [string, string] {
  const weekday = dayOfWeekOf(date);
  const saturday = weekday === 0 ? addDays(date, -1) : addDays(date, 6 - weekday);
  return [saturday, addDays(saturday, 1)];
}

/** Monday to Sunday of the week after the one `today` is in ('next week'), or the rest of this one. */
export function weekDates(today: string, which: 'this' | 'next'): string[] {
  const weekday = dayOfWeekOf(today);
  const daysToMonday = (8 - weekday) % 7 || 7;
  const start = which === 'this' ? today : addDays(today, daysToMonday);
  const end = which === 'this' ? addDays(today, weekday === 0 ? 0 : 7 - weekday) : addDays(start, 6);
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const SLOT_AND_PACKAGE_WORDS =
  /\bmon(?:day)?\s*(?:-|to|through|thru)\s*thu(?:rs(?:day)?|rsday|day)?\b|\b(?:half|full|whole|all|entire)[- ]?days?\b|\bday[- ]?trips?\b|\b(?:\d{1,2}|four|six|eight)[- ]hours?\b|\bweek ?days?\b/gi;

/**
 * The question without the words that name a package or a slot ('half day', 'Full-Day
 * Adventure', 'a weekday'): a date parser reads 'half day' as today, and a package is never a date.
 */
export function withoutPackageWords(text: string, packageNames: readonly string[]): string {
  let t = text;
  for (const name of packageNames) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]+/g, '[- ]?');
    t = t.replace(new RegExp(escaped, 'gi'), ' ');
  }
  return t.replace(SLOT_AND_PACKAGE_WORDS, ' ');
}

const WEEKDAY_WORDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY_PATTERN = String.raw`(sun|mon|tues?|wed|thu(?:rs)?|fri|sat)(?:day|nesday|urday|sday|day)?`;

function weekdayIndex(word: string): number {
  const w = word.toLowerCase();
  return WEEKDAY_WORDS.findIndex((d) => d.startsWith(w.slice(0, 3)));
}

/** The first date after `from` (not `from` itself) that falls on `weekday`. */
export function nextWeekdayAfter(from: string, weekday: number): string {
  const ahead = (weekday - dayOfWeekOf(from) + 7) % 7 || 7;
  return addDays(from, ahead);
}

/** Named days of the year a visitor asks about: the next one on or after `today`. */
const HOLIDAYS: readonly [RegExp, number, number][] = [
  [/\bchristmas eve\b/i, 12, 24],
  [/\bboxing day\b/i, 12, 26],
  [/\bnew year'?s eve\b/i, 12, 31],
  [/\bnew year'?s(?: day)?\b/i, 1, 1],
  [/\bchristmas(?: day)?\b/i, 12, 25],
  [/\bcanada day\b/i, 7, 1],
];

export function holidayDate(text: string, today: string): string | undefined {
  for (const [pattern, month, day] of HOLIDAYS) {
    if (!pattern.test(text)) continue;
    const year = Number(today.slice(0, 4));
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return date >= today ? date : `${year + 1}${date.slice(4)}`;
  }
  return undefined;
}

/**
 * 'the 8th', 'Tuesday the 8th': the next date with that day of the month (on the weekday named,
 * when one is: the first month within a year where the 8th is a Tuesday).
 */
export function dayOfMonthDate(text: string, today: string): string | undefined {
  // 'Tuesday the 8th', 'the 8th', and 'saturday 12' (a weekday and a day number with no month after it).
  const m =
    new RegExp(String.raw`(?:\b${WEEKDAY_PATTERN}\s+)?\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b`, 'i').exec(text) ??
    new RegExp(
      String.raw`\b${WEEKDAY_PATTERN}\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:[a-z]{3,}\.?\s|:|am\b|pm\b|h\b|people|persons|adults|kids|of us|ppl|pers))(?![\s,]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
      'i',
    ).exec(text);
  if (!m) return undefined;
  const day = Number(m[2]);
  if (day < 1 || day > 31) return undefined;
  const weekday = m[1] ? weekdayIndex(m[1]) : -1;
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (let i = 0; i < 13; i++) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const real = addDays(date, 0) === date && Number(addDays(date, 0).slice(8, 10)) === day;
    if (real && date >= today && (weekday < 0 || dayOfWeekOf(date) === weekday)) return date;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return undefined;
}

/**
 * Dates said against the date the conversation is about: 'the sunday after', 'the day after',
 * 'the next day', 'the week after', 'the following saturday'.
 */
export function dateAfterContext(text: string, contextDate: string | undefined): string | undefined {
  if (!contextDate) return undefined;
  const t = text.toLowerCase();
  const weekday = new RegExp(String.raw`\b(?:the\s+)?${WEEKDAY_PATTERN}\s+after\b|\bthe\s+following\s+${WEEKDAY_PATTERN}\b`).exec(t);
  if (weekday) return nextWeekdayAfter(contextDate, weekdayIndex(weekday[1] ?? weekday[2]!));
  if (/\b(the )?(day after|next day|following day)\b/.test(t)) return addDays(contextDate, 1);
  if (/\b(the )?(week after|following week)\b/.test(t)) return addDays(contextDate, 7);
  if (/\b(the )?(day before)\b/.test(t)) return addDays(contextDate, -1);
  return undefined;
}
