import { TimeSlot } from '../../domain/availability/slot-windows';
import { ReminderDelivery } from '../../domain/reminders/reminder';
import { ReminderStatus, ReminderType } from '../../domain/reminders/reminder-rules';
import { table } from '../ports/read-models';

/**
 * One reminder as the admin reads it: the scheduled_reminders fields first (booking, type, time,
 * status, recipient, message), then what the reminder's life added (why it was skipped, how
 * delivery went).
 */
export interface ReminderRow {
  id: string;
  bookingId: string | null;
  reminderType: ReminderType;
  /** When it goes (or went) out; moved by quiet hours and reschedules. */
  scheduledFor: Date;
  status: ReminderStatus;
  recipientPhone: string;
  recipientName: string;
  /** Also emailed when set. */
  recipientEmail: string | null;
  /** The text: as it would read now while pending, as sent once queued. */
  message: string;
  sentAt: Date | null;
  /** The provider's or mail server's last refusal, for a failed one (also while it is retried). */
  failureReason: string | null;
  createdAt: Date;
  /** YYYY-MM-DD: the trip's date, or the day a summary covers. */
  forDate: string;
  tripTime: TimeSlot | null;
  /** It never goes out after this: the trip's start, or the start of the summarised day. */
  notAfter: Date;
  /** When it was handed to the outbox. */
  queuedAt: Date | null;
  /** `recorded`: the channel is not configured, so it was kept in the outbox and not sent. */
  delivery: ReminderDelivery | null;
  providerId: string | null;
  attempts: number;
  /** A failed one that the outbox tries again: when. Null once it has failed for good. */
  retryAt: Date | null;
  /** Why it was cancelled, skipped, or held back by quiet hours. */
  reason: string | null;
  /** Stream version this row reflects. */
  version: number;
}

/** What one run of the reminder job did (POST /api/process-reminders answers it). */
export interface ReminderRunCounts {
  /** Handed to the provider (or only recorded, when SMS and email are not configured). */
  sent: number;
  /** Too late to send: recorded as skipped. */
  skipped: number;
  /** Failed, for good or for now (the outbox retries those later). */
  failed: number;
  /** In quiet hours: they wait for 08:00. */
  deferred: number;
  /** Queued in the outbox, its answer not known yet. */
  queued: number;
}

/** POST /api/send-daily-summary: what was sent, to whom. */
export interface DailySummaryReceipt {
  reminderId: string;
  /** The day the summary covers (tomorrow on the lake). */
  date: string;
  trips: number;
  recipientName: string;
  recipientPhone: string;
  recipientEmail: string | null;
  status: ReminderStatus;
  /** `recorded`: SMS is not configured, so it was kept in the outbox and not sent. */
  delivery: ReminderDelivery | null;
  failureReason: string | null;
  message: string;
}

export const remindersTable = table<ReminderRow>('scheduled_reminders', ['id']);
