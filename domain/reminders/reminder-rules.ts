import { SLOT_WINDOWS, TimeSlot } from '../availability/slot-windows';
import { addDays, calendarDateOf, instantOnLake, minutesOfDayOf } from '../shared/calendar';
import { DomainError } from '../shared/decider';

/**
 * Reminders to customers and to the guide (docs/product/reminders.md), and the messages after a
 * trip: the `referral_request`, inviting the customer to share their referral code, and the review
 * request with its one follow-up, whose record is a review request (domain/reviews).
 */
export const CUSTOMER_REMINDER_TYPES = ['customer_48h', 'customer_24h', 'customer_day_of'] as const;
export const GUIDE_REMINDER_TYPES = ['guide_daily_summary', 'guide_trip_reminder'] as const;
export const AFTER_TRIP_REMINDER_TYPES = ['review_request', 'referral_request', 'review_reminder'] as const;
export const REMINDER_TYPES = [...CUSTOMER_REMINDER_TYPES, ...GUIDE_REMINDER_TYPES, ...AFTER_TRIP_REMINDER_TYPES] as const;
export type CustomerReminderType = (typeof CUSTOMER_REMINDER_TYPES)[number];
export type AfterTripReminderType = (typeof AFTER_TRIP_REMINDER_TYPES)[number];
export type ReminderType = (typeof REMINDER_TYPES)[number];
/** The reminders one confirmed booking gets (the daily summary covers a day, not a booking). */
export type BookingReminderType = CustomerReminderType | 'guide_trip_reminder';
export const BOOKING_REMINDER_TYPES: readonly BookingReminderType[] = [...CUSTOMER_REMINDER_TYPES, 'guide_trip_reminder'];

/**
 * pending, sent, failed and cancelled, plus `skipped`: a reminder whose only allowed moment fell
 * after the trip began (quiet hours, or a server that was down), kept on record rather than sent
 * late.
 */
export const REMINDER_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

export function isReminderType(value: unknown): value is ReminderType {
  return typeof value === 'string' && (REMINDER_TYPES as readonly string[]).includes(value);
}

export function isCustomerReminder(type: ReminderType): type is CustomerReminderType {
  return (CUSTOMER_REMINDER_TYPES as readonly string[]).includes(type);
}

export function isAfterTripReminder(type: ReminderType): type is AfterTripReminderType {
  return (AFTER_TRIP_REMINDER_TYPES as readonly string[]).includes(type);
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const REMINDER_TIMING = {
  /** Quiet hours on the lake's clock: no customer reminder goes out from 21:00 to 08:00. */
  quietStartMinutes: 21 * 60,
  quietEndMinutes: 8 * 60,
  /** Nothing is scheduled that would fire within this of the booking (its confirmation just said it all). */
  minLeadMs: 60 * 60_000,
  /** The day-of reminder: this long before the trip starts. */
  dayOfLeadMinutes: 120,
  /** The guide's trip reminder: this long before the trip starts. */
  guideTripLeadMinutes: 60,
  /** When the guide's daily summary of tomorrow's trips goes out, unless Settings says otherwise. */
  dailySummaryHourDefault: 20,
} as const;

export const REMINDER_MESSAGES = {
  quietHoursHold: 'Quiet hours (21:00-08:00)',
  quietHoursSkip: 'Quiet hours (21:00-08:00) last until after the trip starts',
  tripStarted: 'The trip had already started when it was due',
  tooLongAfter: 'It was too long after the trip to send it',
  dayBegun: 'The day it summarises had already begun when it was due',
  bookingCancelled: 'The booking was cancelled',
  bookingNotConfirmed: 'The booking is no longer confirmed',
  bookingMoved: 'The booking moved to a date and time this reminder no longer fits',
  noRecipient: 'No phone number or email address to send it to',
  customerRemindersOff: 'Customer reminders are turned off (SMS Communications > Automation)',
  notFound: 'Reminder not found',
  bookingRefunded: 'The booking was refunded',
  noShow: 'The party did not come to the trip (a no-show)',
  optedOutOfTexts: 'The customer replied STOP to texts',
  noReviewLink: 'No review link is set (Settings > Review links)',
  reviewLinkFollowed: 'The customer already followed the review link',
  reviewRequestNotSent: 'The review request itself was not sent',
  noReferralCode: 'The booking has no referral code',
  summaryHour: 'Please enter an hour from 0 to 23',
} as const;

export class ReminderNotFoundError extends DomainError {
  constructor() {
    super('reminder-not-found', REMINDER_MESSAGES.notFound);
  }
}

/** A trip on the lake: its calendar date and slot. */
export interface TripSlot {
  /** YYYY-MM-DD on the lake. */
  readonly date: string;
  readonly time: TimeSlot;
}

/** When the trip leaves the shore. */
export function tripStartOf(trip: TripSlot): Date {
  return instantOnLake(trip.date, SLOT_WINDOWS[trip.time].start);
}

/**
 * The moment a booking's reminder is meant for, on the lake's wall clock: "48 hours before" is the
 * trip's start time two days earlier, so a clock change in between moves it by no hour.
 */
export function nominalInstant(type: BookingReminderType, trip: TripSlot): Date {
  const start = SLOT_WINDOWS[trip.time].start;
  switch (type) {
    case 'customer_48h':
      return instantOnLake(addDays(trip.date, -2), start);
    case 'customer_24h':
      return instantOnLake(addDays(trip.date, -1), start);
    case 'customer_day_of':
      return instantOnLake(trip.date, start - REMINDER_TIMING.dayOfLeadMinutes);
    case 'guide_trip_reminder':
      return instantOnLake(trip.date, start - REMINDER_TIMING.guideTripLeadMinutes);
    default: {
      const unknown: never = type;
      throw new RangeError(`Not a booking reminder: ${String(unknown)}`);
    }
  }
}

/** Whether an instant falls in quiet hours on the lake (21:00 to 08:00). */
export function inQuietHours(instant: Date): boolean {
  const minutes = minutesOfDayOf(instant);
  return minutes >= REMINDER_TIMING.quietStartMinutes || minutes < REMINDER_TIMING.quietEndMinutes;
}

/** The first 08:00 on the lake at or after an instant in quiet hours (the instant itself otherwise). */
export function endOfQuietHours(instant: Date): Date {
  if (!inQuietHours(instant)) return instant;
  const today = calendarDateOf(instant);
  const day = minutesOfDayOf(instant) >= REMINDER_TIMING.quietStartMinutes ? addDays(today, 1) : today;
  return instantOnLake(day, REMINDER_TIMING.quietEndMinutes);
}

/**
 * The guide's own messages are the business talking to itself (a 5 AM "trip in an hour" is what
 * he asked for); quiet hours protect customers.
 */
export function keepsQuietHours(type: ReminderType): boolean {
  return isCustomerReminder(type) || isAfterTripReminder(type);
}

/** When a reminder may go out: at `at`, later (quiet hours), or never (it would be after `notAfter`). */
export type SendingTime = { readonly at: Date } | { readonly skipped: string };

export function sendingTime(type: ReminderType, at: Date, notAfter: Date): SendingTime {
  const late = isAfterTripReminder(type);
  if (at.getTime() >= notAfter.getTime())
    return {
      skipped:
        type === 'guide_daily_summary' ? REMINDER_MESSAGES.dayBegun : late ? REMINDER_MESSAGES.tooLongAfter : REMINDER_MESSAGES.tripStarted,
    };
  if (!keepsQuietHours(type)) return { at };
  const allowed = endOfQuietHours(at);
  if (allowed.getTime() < notAfter.getTime()) return { at: allowed };
  return { skipped: late ? REMINDER_MESSAGES.tooLongAfter : REMINDER_MESSAGES.quietHoursSkip };
}

/** One reminder a booking gets: when it goes out, or why it never will (kept on record). */
export interface PlannedReminder<T extends ReminderType = BookingReminderType> {
  readonly type: T;
  /** The nominal moment moved out of quiet hours; for a skipped one, the nominal moment. */
  readonly scheduledFor: Date;
  readonly notAfter: Date;
  readonly skipped?: string;
}

/**
 * The reminders a booking confirmed (or moved) at `now` gets for its trip: every type whose moment
 * is still more than an hour ahead (a reminder within the hour of booking would repeat the
 * confirmation; one already past, such as the day-before reminder of a same-day booking, is not
 * made at all). A customer reminder that falls in quiet hours waits for 08:00, or is recorded as
 * skipped when 08:00 would be after the trip starts.
 */
export function planBookingReminders(trip: TripSlot, now: Date): PlannedReminder[] {
  const notAfter = tripStartOf(trip);
  const plans: PlannedReminder[] = [];
  for (const type of BOOKING_REMINDER_TYPES) {
    const nominal = nominalInstant(type, trip);
    if (nominal.getTime() < now.getTime() + REMINDER_TIMING.minLeadMs) continue;
    const timing = sendingTime(type, nominal, notAfter);
    plans.push(
      'at' in timing ? { type, scheduledFor: timing.at, notAfter } : { type, scheduledFor: nominal, notAfter, skipped: timing.skipped },
    );
  }
  return plans;
}

/** The hour (0-23 on the lake) the daily summary goes out, from Settings; the default when unset or unreadable. */
export function dailySummaryHourOf(value: string | undefined): number {
  const hour = value !== undefined && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return hour >= 0 && hour <= 23 ? hour : REMINDER_TIMING.dailySummaryHourDefault;
}

/**
 * The daily summary due at `now`, if its hour has come: it covers tomorrow's trips, goes out at the
 * hour today and is no use once tomorrow has begun.
 */
export function dailySummaryDue(now: Date, hour: number): { forDate: string; scheduledFor: Date; notAfter: Date } | undefined {
  if (minutesOfDayOf(now) < hour * 60) return undefined;
  const today = calendarDateOf(now);
  const forDate = addDays(today, 1);
  return { forDate, scheduledFor: instantOnLake(today, hour * 60), notAfter: instantOnLake(forDate, 0) };
}

/**
 * The messages after a trip, counted from the moment it ends: the review request a day later
 * (docs/product/reminders.md), the invitation to share the referral code a day after that (never
 * two messages on one day), and the review request's only follow-up a week after the request. Each
 * is of no use once its `keepMs` has passed (the server was down): it is then recorded as skipped,
 * not sent late.
 */
export const AFTER_TRIP_TIMING: Readonly<Record<AfterTripReminderType, { readonly afterEndMs: number; readonly keepMs: number }>> = {
  review_request: { afterEndMs: 24 * HOUR_MS, keepMs: 7 * DAY_MS },
  referral_request: { afterEndMs: 48 * HOUR_MS, keepMs: 7 * DAY_MS },
  review_reminder: { afterEndMs: 24 * HOUR_MS + 7 * DAY_MS, keepMs: 3 * DAY_MS },
};

/** A trip that ended longer ago than this gets no messages after it (planned late, they would all be stale). */
export const AFTER_TRIP_PLANNING_DAYS = 7;

/** When the trip is back on shore. */
export function tripEndOf(trip: TripSlot): Date {
  return instantOnLake(trip.date, SLOT_WINDOWS[trip.time].end);
}

/**
 * The messages a trip that has ended gets: each at its moment out of quiet hours, or recorded as
 * skipped when its moment is already past keeping. Nothing before the trip has ended.
 */
export function planAfterTripReminders(trip: TripSlot, now: Date): PlannedReminder<AfterTripReminderType>[] {
  const end = tripEndOf(trip).getTime();
  if (now.getTime() < end) return [];
  return AFTER_TRIP_REMINDER_TYPES.map((type) => {
    const { afterEndMs, keepMs } = AFTER_TRIP_TIMING[type];
    const nominal = new Date(end + afterEndMs);
    const notAfter = new Date(end + afterEndMs + keepMs);
    const timing = sendingTime(type, nominal.getTime() < now.getTime() ? now : nominal, notAfter);
    return 'at' in timing
      ? { type, scheduledFor: timing.at, notAfter }
      : { type, scheduledFor: nominal, notAfter, skipped: timing.skipped };
  });
}
