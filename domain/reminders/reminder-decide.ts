import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import {
  AnswerReminder,
  CancelReminder,
  DispatchReminder,
  MoveReminder,
  RecordDelivery,
  ReminderCommand,
  ScheduleReminder,
} from './reminder-commands';
import { ReminderEvent } from './reminder-events';
import { reminderMachine } from './reminder-machine';
import { REMINDER_MESSAGES, ReminderNotFoundError, sendingTime } from './reminder-rules';
import { ExistingReminder, ReminderState } from './reminder-state';

/**
 * Every command is safe to repeat: the process managers and the job may take a step twice (a
 * crash, two servers), and a repeat that changes nothing appends nothing.
 */
export function decideReminder(command: ReminderCommand, state: ReminderState): ReminderEvent[] {
  switch (command.type) {
    case 'ScheduleReminder':
      return schedule(command, state);
    case 'MoveReminder':
      return move(command, existing(state));
    case 'DispatchReminder':
      return dispatch(command, existing(state));
    case 'RecordDelivery':
      return recordDelivery(command, existing(state));
    case 'CancelReminder':
      return cancel(command, existing(state));
    case 'AnswerReminder':
      return answer(command, existing(state));
    default:
      return unknownCommand(command, 'reminder');
  }
}

function schedule(command: ScheduleReminder, state: ReminderState): ReminderEvent[] {
  // Its id names what it is for (a booking's confirmation and type, a summary's day): already there, nothing to add.
  if (state.status !== 'none') return [];
  assertInstants(command.scheduledFor, command.notAfter);
  const { reminderId, reminderType, bookingId, forDate, tripTime, scheduledFor, notAfter, recipient, message } = command;
  const scheduled: ReminderEvent = {
    type: 'ReminderScheduled',
    data: { reminderId, reminderType, bookingId, forDate, tripTime, scheduledFor, notAfter, recipient, message },
    metadata: metadataOf(command),
  };
  return command.skipped
    ? [scheduled, { type: 'ReminderSkipped', data: { reason: command.skipped }, metadata: metadataOf(command) }]
    : [scheduled];
}

function move(command: MoveReminder, state: ExistingReminder): ReminderEvent[] {
  // Sent, cancelled or already on its way: nothing left to move.
  if (state.status !== 'pending') return [];
  assertInstants(command.scheduledFor, command.notAfter);
  const { forDate, tripTime, scheduledFor, notAfter, message } = command;
  if (
    state.forDate === forDate &&
    state.tripTime === tripTime &&
    state.scheduledFor === scheduledFor &&
    state.notAfter === notAfter &&
    state.message === message
  )
    return [];
  assertTransition(reminderMachine, state.status, 'move');
  return [{ type: 'ReminderMoved', data: { forDate, tripTime, scheduledFor, notAfter, message }, metadata: metadataOf(command) }];
}

/**
 * Due now: told not to go, or too late, is skipped; quiet hours wait for 08:00 (or skip when that
 * is too late); anything else is queued. Not yet due, or no longer pending: nothing.
 */
function dispatch(command: DispatchReminder, state: ExistingReminder): ReminderEvent[] {
  if (state.status !== 'pending') return [];
  const now = new Date(command.at);
  if (now.getTime() < Date.parse(state.scheduledFor)) return [];
  if (command.skip) {
    assertTransition(reminderMachine, state.status, 'skip');
    return [{ type: 'ReminderSkipped', data: { reason: command.skip }, metadata: metadataOf(command) }];
  }
  const timing = sendingTime(state.reminderType, now, new Date(state.notAfter));
  if ('skipped' in timing) return [{ type: 'ReminderSkipped', data: { reason: timing.skipped }, metadata: metadataOf(command) }];
  if (timing.at.getTime() > now.getTime()) {
    return [
      {
        type: 'ReminderDeferred',
        data: { scheduledFor: timing.at.toISOString(), reason: REMINDER_MESSAGES.quietHoursHold },
        metadata: metadataOf(command),
      },
    ];
  }
  const { recipient, message, subject, links } = command;
  const channels: ('sms' | 'email')[] = [
    ...(recipient.phone.trim() ? ['sms' as const] : []),
    ...(recipient.email ? ['email' as const] : []),
  ];
  if (channels.length === 0)
    return [{ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.noRecipient }, metadata: metadataOf(command) }];
  assertTransition(reminderMachine, state.status, 'queue');
  return [
    { type: 'ReminderQueued', data: { recipient, message, subject, channels, ...(links ? { links } : {}) }, metadata: metadataOf(command) },
  ];
}

function recordDelivery(command: RecordDelivery, state: ExistingReminder): ReminderEvent[] {
  // Reported before (the job reads the outbox every minute), or not in the outbox: nothing new.
  if (state.status !== 'queued' && state.status !== 'retrying') return [];
  const { report } = command;
  switch (report.kind) {
    case 'sent':
      assertTransition(reminderMachine, state.status, 'deliver');
      return [
        {
          type: 'ReminderSent',
          data: { delivery: report.delivery, providerId: report.providerId, sentAt: report.sentAt },
          metadata: metadataOf(command),
        },
      ];
    case 'retrying':
      if (report.attempts <= state.attempts) return [];
      assertTransition(reminderMachine, state.status, 'attempt_fail');
      return [
        {
          type: 'ReminderAttemptFailed',
          data: { reason: report.reason, attempts: report.attempts, retryAt: report.retryAt },
          metadata: metadataOf(command),
        },
      ];
    case 'failed':
      assertTransition(reminderMachine, state.status, 'fail');
      return [{ type: 'ReminderFailed', data: { reason: report.reason, attempts: report.attempts }, metadata: metadataOf(command) }];
    default: {
      const unknown: never = report;
      throw new DomainError('unknown-report', `Unknown delivery report ${(unknown as { kind: string }).kind}`);
    }
  }
}

function cancel(command: CancelReminder, state: ExistingReminder): ReminderEvent[] {
  // Only a pending reminder can still be stopped; one in the outbox has gone or is going.
  if (state.status !== 'pending') return [];
  assertTransition(reminderMachine, state.status, 'cancel');
  return [{ type: 'ReminderCancelled', data: { reason: command.reason }, metadata: metadataOf(command) }];
}

function answer(command: AnswerReminder, state: ExistingReminder): ReminderEvent[] {
  // Followed again, or a link of a message that never went: nothing new.
  if (state.answeredAt !== null || (state.status !== 'queued' && state.status !== 'retrying' && state.status !== 'sent')) return [];
  assertTransition(reminderMachine, state.status, 'answer');
  return [{ type: 'ReminderAnswered', data: { reviewUrl: command.reviewUrl, platform: command.platform }, metadata: metadataOf(command) }];
}

function existing(state: ReminderState): ExistingReminder {
  if (state.status === 'none') throw new ReminderNotFoundError();
  return state;
}

function assertInstants(scheduledFor: string, notAfter: string): void {
  if (Number.isNaN(Date.parse(scheduledFor)) || Number.isNaN(Date.parse(notAfter))) {
    throw new DomainError('invalid-reminder', 'A reminder needs ISO instants for scheduledFor and notAfter');
  }
}
