import { SLOT_WINDOWS, TIME_SLOTS, type TimeSlot } from '../../../domain/availability/slot-windows';
import { WEEK_FROM_MONDAY, weekdayOf, type Weekday } from '../../../domain/availability/weekly-template';
import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/** One date of `GET /api/availability`. */
export type ScheduleDay = Schema<'DayAvailabilityDto'>;
export type ScheduleSlot = ScheduleDay['slots'][number];
export type { TimeSlot, Weekday };

/** `PUT /api/availability` body: one slot of one date. */
export type SlotChange = RequestBodyOf<'/api/availability', 'put'>;
export type SlotStatus = SlotChange['status'];

/** `GET /api/availability/template` and the body of its PUT. */
export type TemplateBody = ResponseOf<'/api/availability/template', 'get'>;

export const STATUS_LABELS: Readonly<Record<SlotStatus, string>> = { available: 'Available', limited: 'Limited', booked: 'Booked' };

/** The admin cycles a slot available → limited → booked → available. */
export function nextStatus(status: SlotStatus): SlotStatus {
  return status === 'available' ? 'limited' : status === 'limited' ? 'booked' : 'available';
}

/**
 * How one slot of one date stands for the admin, and what a click on it does:
 * - 'open': offered, with its status; the click sets the next status of the cycle;
 * - 'taken': a booking holds it (or a slot it overlaps): the server keeps it booked whatever is
 *   set, so it offers no cycle. Told apart by the server's answer: 'booked' although the admin's
 *   override (if any) says otherwise. An admin 'booked' over a booking reads as 'open'; cycling it
 *   then meets the server's refusal (see {@link refusedCycle});
 * - 'closed': not offered that day (the template leaves it out, or the admin closed a slot the
 *   template does not offer: the server then lists it no more); the click opens it as available.
 */
export type SlotCell =
  | {
      readonly kind: 'open';
      readonly timeSlot: TimeSlot;
      readonly status: SlotStatus;
      readonly overridden: boolean;
      readonly next: SlotStatus;
    }
  | { readonly kind: 'taken'; readonly timeSlot: TimeSlot; readonly overridden: boolean }
  | { readonly kind: 'closed'; readonly timeSlot: TimeSlot; readonly next: 'available' };

/** Every slot of the day in display order, offered or not. */
export function slotCells(day: Pick<ScheduleDay, 'slots'>): SlotCell[] {
  const bySlot = new Map(day.slots.map((s) => [s.timeSlot, s]));
  return TIME_SLOTS.map((timeSlot): SlotCell => {
    const slot = bySlot.get(timeSlot);
    if (!slot) return { kind: 'closed', timeSlot, next: 'available' };
    const overridden = slot.override !== null;
    if (slot.status === 'booked' && slot.override !== 'booked') return { kind: 'taken', timeSlot, overridden };
    return { kind: 'open', timeSlot, status: slot.status, overridden, next: nextStatus(slot.status) };
  });
}

/**
 * After a PUT: the status the admin asked for did not stick, because a booking holds the slot
 * (the server stores the wish but the booking wins). Returns the refusal to show, or null.
 */
export function refusedCycle(asked: SlotStatus, answer: Pick<ScheduleDay, 'slots'>, timeSlot: TimeSlot): string | null {
  const slot = answer.slots.find((s) => s.timeSlot === timeSlot);
  if (asked === 'booked') return null;
  if (slot && slot.status === asked) return null;
  return slot?.status === 'booked'
    ? `${SLOT_WINDOWS[timeSlot].label} is taken by a booking, so it stays booked.`
    : `${SLOT_WINDOWS[timeSlot].label} could not be set to ${STATUS_LABELS[asked].toLowerCase()}.`;
}

/** What the slot's button says to a screen reader and on hover: state, then what a click does. */
export function cellActionLabel(cell: SlotCell): string {
  const label = SLOT_WINDOWS[cell.timeSlot].label;
  if (cell.kind === 'taken') return `${label}: booked by a customer`;
  if (cell.kind === 'closed') return `${label}: not offered. Open as available`;
  return `${label}: ${STATUS_LABELS[cell.status]}. Change to ${STATUS_LABELS[cell.next].toLowerCase()}`;
}

export function cellStateText(cell: SlotCell): string {
  if (cell.kind === 'taken') return 'Booked (trip)';
  if (cell.kind === 'closed') return 'Not offered';
  return STATUS_LABELS[cell.status];
}

const SHORT_SLOT_NAMES: Readonly<Record<TimeSlot, string>> = { morning: 'Morning', afternoon: 'Afternoon', 'full-day': 'Full day' };
export function slotName(timeSlot: TimeSlot): string {
  return SHORT_SLOT_NAMES[timeSlot];
}

const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export function weekdayLabel(day: Weekday): string {
  return WEEKDAY_LABELS[day];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-24' → 'Tue, Nov 24': read from the string itself, so server, browser and every time
 * zone show the same day.
 */
export function shortDateLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${weekdayLabel(weekdayOf(date)).slice(0, 3)}, ${MONTHS[(month ?? 1) - 1]} ${day}`;
}

/**
 * The calendar view: weeks from Monday, dates before the first and after the last day left
 * empty (null), so each column is one weekday.
 */
export function calendarWeeks<T extends { date: string }>(days: readonly T[]): (T | null)[][] {
  if (days.length === 0) return [];
  const lead = WEEK_FROM_MONDAY.indexOf(weekdayOf(days[0]!.date));
  const cells: (T | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The template editor's draft: a day's slot switched on or off, kept in display order. */
export function toggleTemplateSlot(template: TemplateBody['days'], day: Weekday, timeSlot: TimeSlot, on: boolean): TemplateBody['days'] {
  const current = new Set(template[day]);
  if (on) current.add(timeSlot);
  else current.delete(timeSlot);
  return { ...template, [day]: TIME_SLOTS.filter((s) => current.has(s)) };
}

export function sameTemplate(a: TemplateBody['days'], b: TemplateBody['days']): boolean {
  return WEEK_FROM_MONDAY.every((day) => a[day].length === b[day].length && a[day].every((slot, i) => b[day][i] === slot));
}

/** The server's field errors of a template PUT (`days.monday`: message) by weekday. */
export function templateErrorsOf(errors: Record<string, unknown> | undefined): Partial<Record<Weekday, string>> {
  const found: Partial<Record<Weekday, string>> = {};
  for (const day of WEEK_FROM_MONDAY) {
    const message = errors?.[`days.${day}`];
    if (typeof message === 'string') found[day] = message;
  }
  return found;
}

/** 'Failed to update schedule' on failure; the success words are this tab's own. */
export const SLOT_STATUS_TOASTS = {
  failed: 'Failed to update schedule',
  tryAgain: 'Please try again.',
  updated: 'Schedule Updated',
  updatedText: ({ date, timeSlot, status }: { date: string; timeSlot: TimeSlot; status: SlotStatus }) =>
    `${shortDateLabel(date)}, ${slotName(timeSlot).toLowerCase()}: ${STATUS_LABELS[status].toLowerCase()}.`,
  resetText: 'The slot follows the weekly template again.',
  templateText: 'The weekly template was saved.',
} as const;
