import type { ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A reminder as `GET /api/scheduled-reminders` and `GET /api/pending-reminders` list it. */
export type ReminderRow = Schema<'ReminderRowDto'>;

export type ReminderStatus = ReminderRow['status'];
export type ReminderType = ReminderRow['reminderType'];

/** `POST /api/process-reminders`: how many were sent, skipped, failed, held for quiet hours, still on their way. */
export type ReminderRunCounts = Schema<'ReminderRunCountsDto'>;

/** `POST /api/send-daily-summary`: to whom the summary of tomorrow's trips went, and how. */
export type DailySummaryReceipt = Schema<'DailySummaryReceiptDto'>;

export type ReminderList = ResponseOf<'/api/scheduled-reminders', 'get'>;
export type PendingReminderList = ResponseOf<'/api/pending-reminders', 'get'>;
