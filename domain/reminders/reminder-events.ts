import { TimeSlot } from '../availability/slot-windows';
import { DomainEvent } from '../shared/decider';
import { ReminderType } from './reminder-rules';

/** Who a reminder goes to: a customer of a booking, or the guide. */
export interface ReminderRecipient {
  readonly name: string;
  /** As typed on the booking or in Settings; made E.164 when sent. */
  readonly phone: string;
  /** Also emailed when set. */
  readonly email: string | null;
}

/** What a delivery attempt came to, as the outbox reports it. */
export type ReminderDelivery = 'sent' | 'recorded';

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/**
 * A reminder is planned: for a booking's trip (`bookingId`, `forDate` and `tripTime` name it) or
 * the guide's summary of the day `forDate`. It goes out at `scheduledFor` and never after `notAfter`
 * (the trip's start, or the start of the summarised day). `message` is the text as it would read
 * now; the text sent is written again when it is queued.
 */
export type ReminderScheduled = DomainEvent<
  'ReminderScheduled',
  {
    reminderId: string;
    reminderType: ReminderType;
    bookingId: string | null;
    /** YYYY-MM-DD: the trip's date, or the day a summary covers. */
    forDate: string;
    tripTime: TimeSlot | null;
    scheduledFor: string;
    notAfter: string;
    recipient: ReminderRecipient;
    message: string;
  }
>;

/** The booking moved: the reminder follows it to its new moment. */
export type ReminderMoved = DomainEvent<
  'ReminderMoved',
  { forDate: string; tripTime: TimeSlot | null; scheduledFor: string; notAfter: string; message: string }
>;

/** It was due in quiet hours: it waits for 08:00 on the lake. */
export type ReminderDeferred = DomainEvent<'ReminderDeferred', { scheduledFor: string; reason: string }>;

/**
 * Handed to the outbox: one SMS (and an email when the recipient has one), with the text and the
 * recipient as they are now. Only one queueing per reminder ever succeeds, whatever the number of
 * servers running the job: the append is refused to the second.
 */
export type ReminderQueued = DomainEvent<
  'ReminderQueued',
  {
    recipient: ReminderRecipient;
    message: string;
    subject: string;
    channels: ('sms' | 'email')[];
    /** What the message links to, for the records after a trip (absent on reminders recorded before those messages existed). */
    links?: ReminderLinks;
  }
>;

/**
 * The links a message after a trip carries: the referral code it invites the customer to share, or
 * the review page it points to and the hash of the token of its tracked link (the token itself is
 * only in the message).
 */
export interface ReminderLinks {
  readonly referralCode?: string;
  readonly reviewUrl?: string;
  readonly linkTokenHash?: string;
}

/** The outbox delivered it (`recorded`: the channel is not configured, so it was only kept). */
export type ReminderSent = DomainEvent<'ReminderSent', { delivery: ReminderDelivery; providerId: string | null; sentAt: string }>;

/** An attempt failed; the outbox tries again at `retryAt`. */
export type ReminderAttemptFailed = DomainEvent<'ReminderAttemptFailed', { reason: string; attempts: number; retryAt: string }>;

/** Given up: the provider refused it for good, or every retry failed. */
export type ReminderFailed = DomainEvent<'ReminderFailed', { reason: string; attempts: number }>;

/**
 * The customer acted on it: followed the review link of a review request. Recorded
 * once; it stops the follow-up.
 */
export type ReminderAnswered = DomainEvent<'ReminderAnswered', { reviewUrl: string; platform: string }>;

export type ReminderCancelled = DomainEvent<'ReminderCancelled', { reason: string }>;

/** It will never go out (its only allowed moment was after the trip began); kept on record with why. */
export type ReminderSkipped = DomainEvent<'ReminderSkipped', { reason: string }>;

export type ReminderEvent =
  | ReminderScheduled
  | ReminderMoved
  | ReminderDeferred
  | ReminderQueued
  | ReminderSent
  | ReminderAttemptFailed
  | ReminderFailed
  | ReminderCancelled
  | ReminderSkipped
  | ReminderAnswered;

export const REMINDER_EVENT_TYPES: ReadonlySet<string> = new Set<ReminderEvent['type']>([
  'ReminderScheduled',
  'ReminderMoved',
  'ReminderDeferred',
  'ReminderQueued',
  'ReminderSent',
  'ReminderAttemptFailed',
  'ReminderFailed',
  'ReminderCancelled',
  'ReminderSkipped',
  'ReminderAnswered',
]);
