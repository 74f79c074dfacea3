import { BOOKING_MESSAGES } from '../bookings/booking-rules';
import { isCalendarDate } from '../shared/calendar';
import { DomainError } from '../shared/decider';
import { isTimeSlot, TimeSlot } from './slot-windows';
import { isSlotList, Weekday, WEEKDAYS, WeeklyTemplate } from './weekly-template';

/** available (green), limited (orange, still bookable), booked (red, not bookable). */
export const SLOT_STATUSES = ['available', 'limited', 'booked'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

export const AVAILABILITY_LIMITS = {
  defaultDays: 14,
  /** Two months of dates: what a calendar view shows at most in one call. */
  maxDays: 62,
} as const;

export const AVAILABILITY_MESSAGES = {
  date: BOOKING_MESSAGES.date,
  time: BOOKING_MESSAGES.time,
  status: 'Status must be available, limited or booked',
  pastDate: 'You can only change today or later',
  days: `Days must be a whole number from 1 to ${AVAILABILITY_LIMITS.maxDays}`,
  template: 'Give the slots offered on every day of the week, Monday to Sunday',
  templateDay: 'List the slots offered that day (morning, afternoon, full-day), each at most once',
} as const;

export function isSlotStatus(value: unknown): value is SlotStatus {
  return typeof value === 'string' && (SLOT_STATUSES as readonly string[]).includes(value);
}

/** The admin's status for one slot of one date, in place of the weekly template's (a booking still wins). */
export interface SlotOverride {
  readonly date: string;
  readonly timeSlot: TimeSlot;
  readonly status: SlotStatus;
}

export class InvalidAvailabilityError extends DomainError {
  constructor(
    readonly field: 'date' | 'timeSlot' | 'status' | 'from' | 'days',
    message: string,
  ) {
    super('availability-invalid', message);
  }
}

/**
 * A slot of `today` (a calendar date on the lake) or later; the past is history (trips happened or
 * did not), and edits there would only mislead. The shape is checked before the date's age.
 */
export function checkChangeableSlot(date: unknown, timeSlot: unknown, today: string): void {
  checkSlotReference(date, timeSlot);
  checkNotPast(date as string, today);
}

export function checkOverride(override: { date: unknown; timeSlot: unknown; status: unknown }, today: string): void {
  checkSlotReference(override.date, override.timeSlot);
  if (!isSlotStatus(override.status)) throw new InvalidAvailabilityError('status', AVAILABILITY_MESSAGES.status);
  checkNotPast(override.date as string, today);
}

function checkSlotReference(date: unknown, timeSlot: unknown): void {
  if (typeof date !== 'string' || !isCalendarDate(date)) throw new InvalidAvailabilityError('date', AVAILABILITY_MESSAGES.date);
  if (!isTimeSlot(timeSlot)) throw new InvalidAvailabilityError('timeSlot', AVAILABILITY_MESSAGES.time);
}

function checkNotPast(date: string, today: string): void {
  if (date < today) throw new InvalidAvailabilityError('date', AVAILABILITY_MESSAGES.pastDate);
}

/** A stretch of the calendar to show: a real start date and 1 to 62 days. */
export function checkCalendarSpan(from: string, days: number): void {
  if (!isCalendarDate(from)) throw new InvalidAvailabilityError('from', AVAILABILITY_MESSAGES.date);
  if (!Number.isInteger(days) || days < 1 || days > AVAILABILITY_LIMITS.maxDays)
    throw new InvalidAvailabilityError('days', AVAILABILITY_MESSAGES.days);
}

export class InvalidTemplateError extends DomainError {
  constructor(readonly day: Weekday) {
    super('availability-template-invalid', AVAILABILITY_MESSAGES.templateDay);
  }
}

/** Every weekday present, each a list of known slots without repeats. */
export function checkTemplate(template: Partial<Record<Weekday, unknown>>): asserts template is WeeklyTemplate {
  for (const day of WEEKDAYS) if (!isSlotList(template[day])) throw new InvalidTemplateError(day);
}
