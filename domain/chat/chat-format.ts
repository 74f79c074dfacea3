import { dayOfWeekOf, isCalendarDate } from '../shared/calendar';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../shared/date-words';

/** CAD cents as the chat writes them: '$249', '$1,494', '$186.75'. */
export function formatMoney(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const whole = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}${rest ? `.${rest.toString().padStart(2, '0')}` : ''}`;
}

/** A calendar date in words: 'Saturday, November 28' (the year too when it is not `currentYear`). */
export function formatChatDate(date: string, currentYear?: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const text = `${WEEKDAY_NAMES[dayOfWeekOf(date)]}, ${MONTH_NAMES[month - 1]} ${day}`;
  return currentYear === undefined || currentYear === year ? text : `${text}, ${year}`;
}

/** 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The first name of a full name ('Dale Kowalchuk' -> 'Dale'). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
