import { addDays, dayOfWeekOf } from '../shared/calendar';
import { inSlotOrder, isTimeSlot, TimeSlot } from './slot-windows';

/** Index = JavaScript's day number (0 = Sunday), which is also the template table's key. */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The order the admin reads a week in. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), 'sunday'];

/** Which slots the guide offers on each day of the week, before per-date overrides and bookings. */
export type WeeklyTemplate = Readonly<Record<Weekday, readonly TimeSlot[]>>;

/** The calendar is a weekly template, not chance: weekdays morning and afternoon, weekends the full day. */
export const DEFAULT_WEEKLY_TEMPLATE: WeeklyTemplate = {
  sunday: ['full-day'],
  monday: ['morning', 'afternoon'],
  tuesday: ['morning', 'afternoon'],
  wednesday: ['morning', 'afternoon'],
  thursday: ['morning', 'afternoon'],
  friday: ['morning', 'afternoon'],
  saturday: ['full-day'],
};

/** The weekday of a calendar date (see dayOfWeekOf: no time zone shifts it). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[dayOfWeekOf(date)]!;
}

export { addDays };

/** `count` consecutive calendar dates starting at `from`. */
export function datesFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** A valid day of a template: known slots only, each at most once (any order; stored in display order). */
export function isSlotList(value: unknown): value is TimeSlot[] {
  return Array.isArray(value) && value.every(isTimeSlot) && new Set(value).size === value.length;
}

export function normalizedTemplate(template: WeeklyTemplate): WeeklyTemplate {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, inSlotOrder(template[day])])) as Record<Weekday, TimeSlot[]>;
}
