import { REMINDER_EVENT_TYPES, ReminderEvent } from '../../domain/reminders/reminder';
import { RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';

/** The reminder event inside a recorded event of the global log, or undefined for other streams. */
export function asReminderEvent(recorded: RecordedEvent): ReminderEvent | undefined {
  if (recorded.category !== 'reminder' || !REMINDER_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<ReminderEvent>(recorded);
}

export function reminderIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('reminder-'.length);
}
