import { reminderStatusOf } from '../../domain/reminders/reminder';
import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asReminderEvent, reminderIdOf } from './reminder-events';
import { ReminderRow, remindersTable } from './reminder-read-models';

/**
 * The admin's reminders (scheduled_reminders): one row per reminder. A read model like any other:
 * a rebuild replays it from the log and sends nothing (the sending is the reminder job's, which
 * reads this table only for what is due).
 */
export const reminderListProjection = rowPerKey<ReminderRow>({
  name: 'scheduled_reminders',
  table: remindersTable,
  key: 'id',
  keyOf: (recorded) => (asReminderEvent(recorded) ? reminderIdOf(recorded) : undefined),
  evolve: evolveReminderRow,
  createsRow: (recorded) => asReminderEvent(recorded)?.type === 'ReminderScheduled',
});

export function evolveReminderRow(row: ReminderRow | undefined, recorded: RecordedEvent): ReminderRow | undefined {
  const event = asReminderEvent(recorded);
  if (!event) return row;
  if (event.type === 'ReminderScheduled') {
    const d = event.data;
    return {
      id: reminderIdOf(recorded),
      bookingId: d.bookingId,
      reminderType: d.reminderType,
      scheduledFor: new Date(d.scheduledFor),
      status: 'pending',
      recipientPhone: d.recipient.phone,
      recipientName: d.recipient.name,
      recipientEmail: d.recipient.email,
      message: d.message,
      sentAt: null,
      failureReason: null,
      createdAt: new Date(event.metadata.occurredAt),
      forDate: d.forDate,
      tripTime: d.tripTime,
      notAfter: new Date(d.notAfter),
      queuedAt: null,
      delivery: null,
      providerId: null,
      attempts: 0,
      retryAt: null,
      reason: null,
      version: recorded.version,
    };
  }
  if (!row) return row;
  const version = recorded.version;
  switch (event.type) {
    case 'ReminderMoved': {
      const d = event.data;
      return {
        ...row,
        forDate: d.forDate,
        tripTime: d.tripTime,
        scheduledFor: new Date(d.scheduledFor),
        notAfter: new Date(d.notAfter),
        message: d.message,
        reason: null,
        version,
      };
    }
    case 'ReminderDeferred':
      return { ...row, scheduledFor: new Date(event.data.scheduledFor), reason: event.data.reason, version };
    case 'ReminderQueued': {
      const { recipient, message } = event.data;
      const at = event.metadata.occurredAt;
      return {
        ...row,
        status: reminderStatusOf('queued'),
        recipientName: recipient.name,
        recipientPhone: recipient.phone,
        recipientEmail: recipient.email,
        message,
        queuedAt: new Date(at),
        reason: null,
        version,
      };
    }
    case 'ReminderSent':
      return {
        ...row,
        status: 'sent',
        sentAt: new Date(event.data.sentAt),
        delivery: event.data.delivery,
        providerId: event.data.providerId,
        retryAt: null,
        version,
      };
    case 'ReminderAttemptFailed':
      return {
        ...row,
        status: reminderStatusOf('retrying'),
        failureReason: event.data.reason,
        attempts: event.data.attempts,
        retryAt: new Date(event.data.retryAt),
        version,
      };
    case 'ReminderFailed':
      return { ...row, status: 'failed', failureReason: event.data.reason, attempts: event.data.attempts, retryAt: null, version };
    case 'ReminderCancelled':
      return { ...row, status: 'cancelled', reason: event.data.reason, version };
    case 'ReminderSkipped':
      return { ...row, status: 'skipped', reason: event.data.reason, version };
  }
}
