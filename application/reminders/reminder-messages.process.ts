import { reminderEmail } from './reminder-messages';
import { isCustomerReminder } from '../../domain/reminders/reminder-rules';
import { NewOutboxMessage, outboxMessage, OutboxStore } from '../messaging/outbox';
import { RecordedEvent } from '../ports/event-store';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { loadStream } from '../shared/stream-state';
import { EventStore } from '../ports/event-store';
import { reminderDecider, reminderStreamId } from '../../domain/reminders/reminder';
import { ReminderEvent } from '../../domain/reminders/reminder-events';
import { asReminderEvent, reminderIdOf } from './reminder-events';

/** The outbox keys of a reminder's messages: one SMS, one email. */
export function reminderMessageKey(reminderId: string, channel: 'sms' | 'email'): string {
  return `reminder:${reminderId}:${channel}`;
}

/** What the reminder messages process works with, each by name. */
export interface ReminderMessagesDeps {
  readonly events: EventStore;
  readonly outbox: OutboxStore;
}

/**
 * Puts a queued reminder's messages in the outbox (the dispatcher sends them with its retries;
 * the reminder job reads the outcome back). One row per reminder and channel, keyed by both, so a
 * repeat after a crash adds nothing. Commands that queue reminders wait for it, so the admin's
 * "process now" can send at once.
 */
export class ReminderMessagesProcess extends ReactingProcessManager {
  readonly name = 'reminder_messages';
  protected readonly on = reactions(asReminderEvent, {
    ReminderQueued: (event, recorded) => this.queued(event, recorded),
  });
  private readonly events: EventStore;
  private readonly outbox: OutboxStore;

  constructor(deps: ReminderMessagesDeps) {
    super();
    ({ events: this.events, outbox: this.outbox } = deps);
  }

  private async queued(event: Extract<ReminderEvent, { type: 'ReminderQueued' }>, recorded: RecordedEvent): Promise<void> {
    const reminderId = reminderIdOf(recorded);
    const { state } = await loadStream(this.events, reminderDecider, reminderStreamId(reminderId), { toVersion: recorded.version });
    if (state.status === 'none') return;
    const { recipient, message, subject, channels } = event.data;
    const at = event.metadata.occurredAt;
    const base = {
      kind: `reminder-${state.reminderType}`,
      bookingId: state.bookingId,
      at: new Date(at),
    };
    const audience = isCustomerReminder(state.reminderType) ? 'customer' : 'guide';
    const rows: NewOutboxMessage[] = [];
    if (channels.includes('sms')) {
      rows.push(
        outboxMessage({
          ...base,
          dedupeKey: reminderMessageKey(reminderId, 'sms'),
          channel: 'sms',
          to: { audience, recipient: recipient.phone },
          body: message,
        }),
      );
    }
    if (channels.includes('email') && recipient.email) {
      const email = reminderEmail(message, subject);
      rows.push(
        outboxMessage({
          ...base,
          dedupeKey: reminderMessageKey(reminderId, 'email'),
          channel: 'email',
          to: { audience, recipient: recipient.email },
          subject: email.subject,
          body: email.text,
          html: email.html,
        }),
      );
    }
    if (rows.length) await this.outbox.enqueue(rows);
  }
}
