import { serverMessage } from '@browser-kit/api/api';
import { REMINDER_TIMING } from '../../../domain/reminders/reminder-rules';
import { formatBookingDate, formatInstant, timeSlotLabel } from '../bookings/booking-format';
import type { DailySummaryReceipt, ReminderRow, ReminderRunCounts, ReminderStatus, ReminderType } from './reminder-types';

export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
};

const hoursText = (minutes: number) => {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
};

/** Who gets it and when, in words: the type's name as the card heading reads it. */
export const REMINDER_TYPE_LABELS: Record<ReminderType, string> = {
  customer_48h: 'Customer, 48 hours before',
  customer_24h: 'Customer, 24 hours before',
  customer_day_of: `Customer, on the day (${hoursText(REMINDER_TIMING.dayOfLeadMinutes)} before)`,
  guide_daily_summary: "Guide, daily summary of the next day's trips",
  guide_trip_reminder: `Guide, ${hoursText(REMINDER_TIMING.guideTripLeadMinutes)} before the trip`,
  review_request: 'Customer, review request a day after the trip',
  referral_request: 'Customer, referral invitation two days after the trip',
  review_reminder: 'Customer, review request follow-up a week later',
};

export function reminderTypeLabel(type: string): string {
  return REMINDER_TYPE_LABELS[type as ReminderType] ?? type;
}

export function reminderStatusLabel(status: string): string {
  return REMINDER_STATUS_LABELS[status as ReminderStatus] ?? status;
}

/** The colour of a status: the card's modifier (its edge) and the badge's (reminders.css). */
export function reminderCardClass(status: string): string {
  return `reminder reminder--${status}`;
}

export function reminderBadgeClass(status: string): string {
  return `badge reminder-badge reminder-badge--${status}`;
}

/** An instant on the lake's clock, e.g. `Jun 10, 2025, 3:04 p.m.`. */
export const formatReminderTime = formatInstant;

/** What day (and slot) a reminder is about: a trip's, or the day a summary covers. */
export function reminderTripText(row: Pick<ReminderRow, 'forDate' | 'tripTime' | 'reminderType'>): string {
  const day = formatBookingDate(row.forDate);
  return row.tripTime ? `${day}, ${timeSlotLabel(row.tripTime)}` : day;
}

export const RECORDED_ONLY = 'recorded only: SMS not configured';

/**
 * What became of a reminder, line by line: when it was sent (and that it was only recorded when
 * SMS is not configured), why it failed and when it is tried again, why it was cancelled or
 * skipped, why a pending one waits. An empty list for a pending reminder with nothing to add.
 */
export function reminderOutcome(
  row: Pick<ReminderRow, 'status' | 'sentAt' | 'delivery' | 'failureReason' | 'retryAt' | 'attempts' | 'reason' | 'queuedAt'>,
): string[] {
  switch (row.status) {
    case 'sent': {
      const when = row.sentAt ? `Sent ${formatInstant(row.sentAt)}` : 'Sent';
      return [row.delivery === 'recorded' ? `${when} (${RECORDED_ONLY})` : when];
    }
    case 'failed': {
      const tries = row.attempts > 1 ? ` after ${row.attempts} attempts` : '';
      const failed = `Failed${tries}: ${row.failureReason ?? 'no reason given'}`;
      return [row.retryAt ? `${failed}; retrying at ${formatInstant(row.retryAt)}` : failed];
    }
    case 'cancelled':
      return [`Cancelled: ${row.reason ?? 'no reason recorded'}`];
    case 'skipped':
      return [`Skipped: ${row.reason ?? 'no reason recorded'}`];
    case 'pending': {
      const lines: string[] = [];
      if (row.queuedAt) lines.push(`Handed to the outbox ${formatInstant(row.queuedAt)}`);
      if (row.reason) lines.push(`Held back: ${row.reason}`);
      return lines;
    }
    default:
      return [];
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Reminders Processed': '2 sent, 1 skipped, 0 failed', plus the held and queued ones when there are any. */
export function runCountsText(counts: ReminderRunCounts): string {
  const parts = [`${counts.sent} sent`, `${counts.skipped} skipped`, `${counts.failed} failed`];
  if (counts.deferred > 0) parts.push(`${counts.deferred} held for quiet hours`);
  if (counts.queued > 0) parts.push(plural(counts.queued, 'still on its way', 'still on their way'));
  return parts.join(', ');
}

/** 'Daily Summary Sent': its fixed text, with the guide's name from the answer. */
export function dailySummaryText(receipt: Pick<DailySummaryReceipt, 'recipientName'>): string {
  return `Daily schedule summary has been sent to ${receipt.recipientName}`;
}

export const PROCESS_FAILED = 'Failed to process reminders.';
export const SUMMARY_FAILED = 'Failed to send daily summary.';

/** A failure toast: the server's message when it gave one (a 502's reason), else the fixed text. */
export function reminderFailureToast(fallback: string, error: unknown): { title: string; description: string; variant: 'destructive' } {
  return { title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' };
}

export const NO_PENDING_REMINDERS = 'No pending reminders.';
export const NO_REMINDERS = 'No reminders yet.';

/** `GET /api/scheduled-reminders` from `offset` on (the X-Next-Offset of the page before). */
export function reminderListPath(offset: number): string {
  return offset > 0 ? `/api/scheduled-reminders?offset=${offset}` : '/api/scheduled-reminders';
}

/**
 * The rows of every page loaded. A reminder written while the admin pages shifts the offsets, so a
 * row can come twice: it is shown once, where it came first.
 */
export function reminderRowsOf(pages: readonly { rows: readonly ReminderRow[] }[] | undefined): ReminderRow[] {
  const seen = new Set<string>();
  const rows: ReminderRow[] = [];
  for (const page of pages ?? []) {
    for (const row of page.rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
