import { createHash, randomUUID } from 'node:crypto';
import { ReminderType } from '../../domain/reminders/reminder-rules';

/**
 * A reminder's id names what it is for, so that every way of planning it (the process manager
 * after a crash, a second server, the start-up sweep) arrives at the same stream and the second
 * attempt finds it there: a booking's reminder of one type for one confirmation (the version of
 * the event that confirmed it), or the guide's summary of one day.
 */
export function bookingReminderId(bookingId: string, type: ReminderType, confirmedAtVersion: number): string {
  return uuidOf(`booking|${bookingId}|${type}|${confirmedAtVersion}`);
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
