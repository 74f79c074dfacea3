import { givenDecider } from './decider-spec';
import { Actor } from '../../domain/shared/actor';
import {
  DeliveryReport,
  DispatchReminder,
  MoveReminder,
  RecordDelivery,
  ReminderAttemptFailed,
  ReminderCancelled,
  reminderDecider,
  ReminderEvent,
  ReminderFailed,
  ReminderQueued,
  ReminderRecipient,
  ReminderScheduled,
  ReminderSent,
  ReminderSkipped,
  ScheduleReminder,
} from '../../domain/reminders/reminder';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';

/* A reminder's actors, recipients, commands and events as the reminder decider's specs give and expect them. */

export const planner: Actor = { kind: 'system', process: 'reminder_planning' };
export const job: Actor = { kind: 'system', process: 'reminder_job' };
export const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };

export const customer: ReminderRecipient = { name: 'Dana Whitford', phone: '780-555-0199', email: 'dana@example.com' };
export const guide: ReminderRecipient = { name: 'Guide Gord', phone: '780-555-0142', email: null };

// June 2026: the lake keeps MDT, UTC-6. The afternoon trip of Monday 2026-06-15 starts at 13:00 = 19:00Z.
export const BOOKED_AT = '2026-06-10T16:00:00.000Z';
export const TRIP_START = '2026-06-15T19:00:00.000Z';
// The day-before reminder: 13:00 on the lake on 2026-06-14.
export const DUE = '2026-06-14T19:00:00.000Z';

export const scheduleCommand = (overrides: Partial<ScheduleReminder> = {}): ScheduleReminder => ({
  type: 'ScheduleReminder',
  reminderId: 'r1',
  reminderType: 'customer_24h',
  bookingId: 'b1',
  forDate: '2026-06-15',
  tripTime: 'afternoon',
  scheduledFor: DUE,
  notAfter: TRIP_START,
  recipient: customer,
  message: 'See you tomorrow, Mon, Jun 15',
  actor: planner,
  at: BOOKED_AT,
  ...overrides,
});

export const scheduledEvent = (overrides: Partial<ReminderScheduled['data']> = {}): ReminderScheduled => ({
  type: 'ReminderScheduled',
  data: {
    reminderId: 'r1',
    reminderType: 'customer_24h',
    bookingId: 'b1',
    forDate: '2026-06-15',
    tripTime: 'afternoon',
    scheduledFor: DUE,
    notAfter: TRIP_START,
    recipient: customer,
    message: 'See you tomorrow, Mon, Jun 15',
    ...overrides,
  },
  metadata: { actor: planner, occurredAt: BOOKED_AT },
});
export const scheduled = scheduledEvent();

export const dispatchAt = (at: string, overrides: Partial<DispatchReminder> = {}): DispatchReminder => ({
  type: 'DispatchReminder',
  recipient: customer,
  message: 'Hi Dana, see you tomorrow',
  subject: 'See you tomorrow',
  actor: job,
  at,
  ...overrides,
});

export const queued: ReminderQueued = {
  type: 'ReminderQueued',
  data: {
    recipient: customer,
    message: 'Hi Dana, see you tomorrow',
    subject: 'See you tomorrow',
    channels: ['sms', 'email'],
  },
  metadata: { actor: job, occurredAt: DUE },
};
export const sent: ReminderSent = {
  type: 'ReminderSent',
  data: { delivery: 'sent', providerId: 'SM123', sentAt: '2026-06-14T19:00:05.000Z' },
  metadata: { actor: job, occurredAt: '2026-06-14T19:01:00.000Z' },
};
export const attemptFailed = (attempts: number): ReminderAttemptFailed => ({
  type: 'ReminderAttemptFailed',
  data: { reason: 'Twilio 503', attempts, retryAt: '2026-06-14T19:05:00.000Z' },
  metadata: { actor: job, occurredAt: '2026-06-14T19:01:00.000Z' },
});
export const failed: ReminderFailed = {
  type: 'ReminderFailed',
  data: { reason: 'Number unreachable', attempts: 5 },
  metadata: { actor: job, occurredAt: '2026-06-14T20:00:00.000Z' },
};
export const cancelled: ReminderCancelled = {
  type: 'ReminderCancelled',
  data: { reason: REMINDER_MESSAGES.bookingCancelled },
  metadata: { actor: planner, occurredAt: '2026-06-12T10:00:00.000Z' },
};
const skipped: ReminderSkipped = {
  type: 'ReminderSkipped',
  data: { reason: REMINDER_MESSAGES.tripStarted },
  metadata: { actor: job, occurredAt: TRIP_START },
};

export const moveCommand = (overrides: Partial<MoveReminder> = {}): MoveReminder => ({
  type: 'MoveReminder',
  forDate: '2026-06-20',
  tripTime: 'morning',
  // 2026-06-19 08:00 MDT (06:00 nominal, moved out of quiet hours), trip 2026-06-20 06:00 MDT.
  scheduledFor: '2026-06-19T14:00:00.000Z',
  notAfter: '2026-06-20T12:00:00.000Z',
  message: 'See you tomorrow, Sat, Jun 20',
  actor: planner,
  at: '2026-06-12T10:00:00.000Z',
  ...overrides,
});

export const record = (report: DeliveryReport, at = '2026-06-14T19:02:00.000Z'): RecordDelivery => ({
  type: 'RecordDelivery',
  report,
  actor: job,
  at,
});
export const sentReport: DeliveryReport = { kind: 'sent', delivery: 'sent', providerId: 'SM123', sentAt: '2026-06-14T19:00:05.000Z' };
export const retryReport = (attempts: number): DeliveryReport => ({
  kind: 'retrying',
  reason: 'Twilio 503',
  attempts,
  retryAt: '2026-06-14T19:10:00.000Z',
});
export const failedReport: DeliveryReport = { kind: 'failed', reason: 'Number unreachable', attempts: 5 };

export const cancelCommand = {
  type: 'CancelReminder',
  reason: REMINDER_MESSAGES.bookingCancelled,
  actor: planner,
  at: '2026-06-12T10:00:00.000Z',
} as const;

export const spec = givenDecider(reminderDecider);

/** History that leaves a reminder in each machine state after `none`. */
export const historyFor = {
  pending: [scheduled],
  queued: [scheduled, queued],
  retrying: [scheduled, queued, attemptFailed(1)],
  sent: [scheduled, queued, sent],
  failed: [scheduled, queued, failed],
  cancelled: [scheduled, cancelled],
  skipped: [scheduled, skipped],
} satisfies Record<string, ReminderEvent[]>;
