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
