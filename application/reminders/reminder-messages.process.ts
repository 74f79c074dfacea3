import { reminderEmail } from './reminder-messages';
import { isCustomerReminder } from '../../domain/reminders/reminder-rules';
import { NewOutboxMessage, OutboxStore } from '../messaging/outbox';
import { RecordedEvent } from '../ports/event-store';
import { ProcessManager } from '../process-managers/process-manager';
import { loadStream } from '../shared/stream-state';
import { EventStore } from '../ports/event-store';
import { reminderDecider, reminderStreamId } from '../../domain/reminders/reminder';
import { asReminderEvent, reminderIdOf } from './reminder-events';

/** The outbox keys of a reminder's messages: one SMS, one email. */
export function reminderMessageKey(reminderId: string, channel: 'sms' | 'email'): string {
  return `reminder:${reminderId}:${channel}`;
}

/**
 * Puts a queued reminder's messages in the outbox (the dispatcher sends them with its retries;
 * the reminder job reads the outcome back). One row per reminder and channel, keyed by both, so a
 * repeat after a crash adds nothing. Commands that queue reminders wait for it, so the admin's
 * "process now" can send at once.
 */
export class ReminderMessagesProcess implements ProcessManager {
  readonly name = 'reminder_messages';
  readonly eventTypes = ['ReminderQueued'];

  constructor(
    private readonly events: EventStore,
    private readonly outbox: OutboxStore,
  ) {}

  handles(recorded: RecordedEvent): boolean {
    return asReminderEvent(recorded)?.type === 'ReminderQueued';
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = asReminderEvent(recorded);
    if (event?.type !== 'ReminderQueued') return;
    const reminderId = reminderIdOf(recorded);
    const { state } = await loadStream(this.events, reminderDecider, reminderStreamId(reminderId), { toVersion: recorded.version });
    if (state.status === 'none') return;
    const { recipient, message, subject, channels, at } = event.data;
    const when = new Date(at);
    const base = {
      kind: `reminder-${state.reminderType}`,
      bookingId: state.bookingId,
      audience: isCustomerReminder(state.reminderType) ? ('customer' as const) : ('guide' as const),
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: when,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: when,
      sentAt: null,
    };
    const rows: NewOutboxMessage[] = [];
    if (channels.includes('sms')) {
      rows.push({
        ...base,
        dedupeKey: reminderMessageKey(reminderId, 'sms'),
        channel: 'sms',
        recipient: recipient.phone,
        subject: null,
        body: message,
        html: null,
      });
    }
    if (channels.includes('email') && recipient.email) {
      const email = reminderEmail(message, subject);
      rows.push({
        ...base,
        dedupeKey: reminderMessageKey(reminderId, 'email'),
        channel: 'email',
        recipient: recipient.email,
        subject: email.subject,
        body: email.text,
        html: email.html,
      });
    }
    if (rows.length) await this.outbox.enqueue(rows);
  }
}
