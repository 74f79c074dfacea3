import { TimeSlot } from '../availability/slot-windows';
import { Actor } from '../shared/actor';
import { ReminderLinks, ReminderRecipient } from './reminder-events';
import { ReminderType } from './reminder-rules';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

/** Plans a reminder; `skipped` records one that can never go out (and says why) instead. */
export interface ScheduleReminder extends Issued {
  readonly type: 'ScheduleReminder';
  readonly reminderId: string;
  readonly reminderType: ReminderType;
  readonly bookingId: string | null;
  readonly forDate: string;
  readonly tripTime: TimeSlot | null;
  readonly scheduledFor: string;
  readonly notAfter: string;
  readonly recipient: ReminderRecipient;
  readonly message: string;
  readonly skipped?: string;
}

/** The booking moved: the pending reminder goes to its moment for the new trip. */
export interface MoveReminder extends Issued {
  readonly type: 'MoveReminder';
  readonly forDate: string;
  readonly tripTime: TimeSlot | null;
  readonly scheduledFor: string;
  readonly notAfter: string;
  readonly message: string;
}

/**
 * The job found it due: it is queued with this text and recipient, or waits out quiet hours, or
 * is skipped when too late. `at` is the job's now. `skip` says why it must not go at all (the
 * admin turned customer reminders off): a due reminder is then skipped with that reason.
 */
export interface DispatchReminder extends Issued {
  readonly type: 'DispatchReminder';
  readonly recipient: ReminderRecipient;
  readonly message: string;
  readonly subject: string;
  readonly skip?: string;
  readonly links?: ReminderLinks;
}

/** What the outbox reports about the reminder's messages. */
export type DeliveryReport =
  | { readonly kind: 'sent'; readonly delivery: 'sent' | 'recorded'; readonly providerId: string | null; readonly sentAt: string }
  | { readonly kind: 'retrying'; readonly reason: string; readonly attempts: number; readonly retryAt: string }
  | { readonly kind: 'failed'; readonly reason: string; readonly attempts: number };

export interface RecordDelivery extends Issued {
  readonly type: 'RecordDelivery';
  readonly report: DeliveryReport;
}

export interface CancelReminder extends Issued {
  readonly type: 'CancelReminder';
  readonly reason: string;
}

/** The customer followed the message's review link: once it has gone out (or is going). */
export interface AnswerReminder extends Issued {
  readonly type: 'AnswerReminder';
  readonly reviewUrl: string;
  readonly platform: string;
}

export type ReminderCommand = ScheduleReminder | MoveReminder | DispatchReminder | RecordDelivery | CancelReminder | AnswerReminder;
