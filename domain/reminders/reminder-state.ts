import { unknownEvent } from '../shared/decider';
import { TimeSlot } from '../availability/slot-windows';
import { ReminderEvent, ReminderRecipient } from './reminder-events';
import { ReminderMachineState } from './reminder-machine';
import { ReminderStatus, ReminderType } from './reminder-rules';

/** One variant per machine state (reminder-machine.ts): `none` before it is scheduled. */
export type ReminderState = { readonly status: 'none' } | ExistingReminder;

export interface ExistingReminder {
  readonly status: Exclude<ReminderMachineState, 'none'>;
  readonly reminderId: string;
  readonly reminderType: ReminderType;
  readonly bookingId: string | null;
  readonly forDate: string;
  readonly tripTime: TimeSlot | null;
  readonly scheduledFor: string;
  readonly notAfter: string;
  readonly recipient: ReminderRecipient;
  readonly message: string;
  /** Delivery attempts the outbox reported so far. */
  readonly attempts: number;
  /** When the customer followed its link (review requests), or null. */
  readonly answeredAt: string | null;
}

export const initialReminderState = (): ReminderState => ({ status: 'none' });

/** The status the admin sees (pending, sent, failed, cancelled, skipped) of a machine state: queued is still pending, retrying shows as failed (with its retry time). */
export function reminderStatusOf(state: Exclude<ReminderMachineState, 'none'>): ReminderStatus {
  switch (state) {
    case 'queued':
      return 'pending';
    case 'retrying':
      return 'failed';
    default:
      return state;
  }
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveReminder(state: ReminderState, event: ReminderEvent): ReminderState {
  if (event.type === 'ReminderScheduled') {
    const d = event.data;
    return {
      status: 'pending',
      reminderId: d.reminderId,
      reminderType: d.reminderType,
      bookingId: d.bookingId,
      forDate: d.forDate,
      tripTime: d.tripTime,
      scheduledFor: d.scheduledFor,
      notAfter: d.notAfter,
      recipient: d.recipient,
      message: d.message,
      attempts: 0,
      answeredAt: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReminderMoved': {
      const { forDate, tripTime, scheduledFor, notAfter, message } = event.data;
      return { ...state, forDate, tripTime, scheduledFor, notAfter, message };
    }
    case 'ReminderDeferred':
      return { ...state, scheduledFor: event.data.scheduledFor };
    case 'ReminderQueued':
      return { ...state, status: 'queued', recipient: event.data.recipient, message: event.data.message };
    case 'ReminderSent':
      return { ...state, status: 'sent' };
    case 'ReminderAttemptFailed':
      return { ...state, status: 'retrying', attempts: event.data.attempts };
    case 'ReminderFailed':
      return { ...state, status: 'failed', attempts: event.data.attempts };
    case 'ReminderCancelled':
      return { ...state, status: 'cancelled' };
    case 'ReminderSkipped':
      return { ...state, status: 'skipped' };
    case 'ReminderAnswered':
      return { ...state, answeredAt: event.metadata.occurredAt };
    default:
      return unknownEvent(event, state);
  }
}
