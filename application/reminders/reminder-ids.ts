import { createHash, randomUUID } from 'node:crypto';
import { AfterTripReminderType, isAfterTripReminder, ReminderType } from '../../domain/reminders/reminder-rules';

/**
 * A reminder's id names what it is for, so that every way of planning it (the process manager
 * after a crash, a second server, the start-up sweep) arrives at the same stream and the second
 * attempt finds it there: a booking's reminder of one type for one confirmation (the version of
 * the event that confirmed it), or the guide's summary of one day.
 */
export function bookingReminderId(bookingId: string, type: ReminderType, confirmedAtVersion: number): string {
  return uuidOf(`booking|${bookingId}|${type}|${confirmedAtVersion}`);
}

/**
 * A message after a trip: one of each type per booking, whatever confirmed it. Readable, so that
 * the records after a trip (review_requests, referral_requests) find their booking in the id.
 */
export function afterTripReminderId(type: AfterTripReminderType, bookingId: string): string {
  return `${type}.${bookingId}`;
}

/** The type and booking of a message after a trip, from its id; undefined for any other reminder. */
export function afterTripOf(reminderId: string): { type: AfterTripReminderType; bookingId: string } | undefined {
  const dot = reminderId.indexOf('.');
  if (dot < 0) return undefined;
  const type = reminderId.slice(0, dot);
  return isAfterTripReminder(type as ReminderType)
    ? { type: type as AfterTripReminderType, bookingId: reminderId.slice(dot + 1) }
    : undefined;
}

export function dailySummaryId(forDate: string): string {
  return uuidOf(`guide_daily_summary|${forDate}`);
}

/** The admin's "send it now": a summary of its own, beside the scheduled one. */
export function manualSummaryId(): string {
  return randomUUID();
}

/** A UUID-shaped digest (version nibble 5, as RFC 9562 names hash-based ids). */
function uuidOf(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
