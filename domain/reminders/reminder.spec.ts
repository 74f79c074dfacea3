import { describe, expect, test } from '@jest/globals';
import { DomainError } from '../shared/decider';
import {
  ReminderDeferred,
  reminderDecider,
  ReminderEvent,
  ReminderMoved,
  ReminderSkipped,
  reminderStatusOf,
  reminderStreamId,
} from './reminder';
import { reminderMachine } from './reminder-machine';
import { REMINDER_MESSAGES, ReminderNotFoundError } from './reminder-rules';
import {
  admin,
  BOOKED_AT,
  cancelCommand,
  cancelled,
  customer,
  dispatchAt,
  DUE,
  failed,
  guide,
  historyFor,
  moveCommand,
  job,
  planner,
  queued,
  record,
  scheduleCommand,
  scheduled,
  scheduledEvent,
  sent,
  sentReport,
  spec,
  TRIP_START,
} from '../../test/support/reminder-fixtures';

describe('the reminder machine', () => {
  test('its transitions are exactly the ones specified below', () => {
    const transitions = Object.entries(reminderMachine.config.states ?? {}).flatMap(([from, node]) =>
      Object.entries((node as { on?: Record<string, string> }).on ?? {}).map(([event, to]) => `${from} --${event}--> ${to}`),
    );
    expect(transitions.sort()).toEqual(
      [
        'none --schedule--> pending',
        'pending --move--> pending',
        'pending --defer--> pending',
        'pending --queue--> queued',
        'pending --cancel--> cancelled',
        'pending --skip--> skipped',
        'queued --deliver--> sent',
        'queued --attempt_fail--> retrying',
        'queued --fail--> failed',
        'retrying --deliver--> sent',
        'retrying --attempt_fail--> retrying',
        'retrying --fail--> failed',
        'queued --answer--> queued',
        'retrying --answer--> retrying',
        'sent --answer--> sent',
      ].sort(),
    );
  });

  test.each(Object.entries(historyFor))('the history used for %s leaves the reminder there', (status, history) => {
    expect(spec.given(...history).state.status).toBe(status);
  });
});

describe('scheduling a reminder (none --schedule--> pending)', () => {
  test('a new reminder is scheduled with everything it is for, and starts pending with no attempts', () => {
    spec.given().when(scheduleCommand()).then(scheduled);
    expect(spec.given(scheduled).state).toEqual({
      status: 'pending',
      answeredAt: null,
      reminderId: 'r1',
      reminderType: 'customer_24h',
      bookingId: 'b1',
      forDate: '2026-06-15',
      tripTime: 'afternoon',
      scheduledFor: DUE,
      notAfter: TRIP_START,
      recipient: customer,
      message: 'See you tomorrow, Mon, Jun 15',
      attempts: 0,
    });
    expect(reminderStreamId('r1')).toBe('reminder-r1');
  });

  test('the guide daily summary names no booking and no slot', () => {
    const summary = {
      reminderId: 's1',
      reminderType: 'guide_daily_summary',
      bookingId: null,
      forDate: '2026-06-15',
      tripTime: null,
      // 20:00 on 2026-06-14 on the lake; the summarised day begins at 2026-06-15 00:00 MDT.
      scheduledFor: '2026-06-15T02:00:00.000Z',
      notAfter: '2026-06-15T06:00:00.000Z',
      recipient: guide,
      message: 'Mon, Jun 15: no trips booked.',
    } as const;
    spec.given().when(scheduleCommand(summary)).then(scheduledEvent(summary));
  });

  test('a reminder that can never go out is scheduled and skipped at once, with why', () => {
    spec
      .given()
      .when(scheduleCommand({ reminderType: 'customer_day_of', skipped: REMINDER_MESSAGES.quietHoursSkip }))
      .then(scheduledEvent({ reminderType: 'customer_day_of' }), {
        type: 'ReminderSkipped',
        data: { reason: REMINDER_MESSAGES.quietHoursSkip },
        metadata: { actor: planner, occurredAt: BOOKED_AT },
      });
    const quietSkip: ReminderSkipped = {
      type: 'ReminderSkipped',
      data: { reason: REMINDER_MESSAGES.quietHoursSkip },
      metadata: { actor: planner, occurredAt: BOOKED_AT },
    };
    expect(spec.given(scheduledEvent({ reminderType: 'customer_day_of' }), quietSkip).state.status).toBe('skipped');
  });

  test.each(Object.keys(historyFor) as (keyof typeof historyFor)[])('scheduling again a reminder that is %s adds nothing', (status) => {
    spec
      .given(...historyFor[status])
      .when(scheduleCommand())
      .then();
    spec
      .given(...historyFor[status])
      .when(scheduleCommand({ scheduledFor: '2026-06-14T20:00:00.000Z', skipped: REMINDER_MESSAGES.tripStarted }))
      .then();
  });

  test.each([
    ['scheduledFor', { scheduledFor: 'tomorrow' }],
    ['notAfter', { notAfter: '' }],
  ])('a reminder whose %s is no instant is refused', (_field, overrides) => {
    spec.given().when(scheduleCommand(overrides)).thenRefused(DomainError, 'ISO instants');
  });
});

describe('moving a reminder with its booking (pending --move--> pending)', () => {
  test('a pending reminder moves to its moment for the new trip', () => {
    const moved: ReminderMoved = {
      type: 'ReminderMoved',
      data: {
        forDate: '2026-06-20',
        tripTime: 'morning',
        scheduledFor: '2026-06-19T14:00:00.000Z',
        notAfter: '2026-06-20T12:00:00.000Z',
        message: 'See you tomorrow, Sat, Jun 20',
      },
      metadata: { actor: planner, occurredAt: '2026-06-12T10:00:00.000Z' },
    };
    spec.given(scheduled).when(moveCommand()).then(moved);
    expect(spec.given(scheduled, moved).state).toMatchObject({
      status: 'pending',
      forDate: '2026-06-20',
      tripTime: 'morning',
      scheduledFor: '2026-06-19T14:00:00.000Z',
      notAfter: '2026-06-20T12:00:00.000Z',
      message: 'See you tomorrow, Sat, Jun 20',
      recipient: customer,
      bookingId: 'b1',
    });
  });

  test('a move to where it already is adds nothing', () => {
    const same = moveCommand({
      forDate: '2026-06-15',
      tripTime: 'afternoon',
      scheduledFor: DUE,
      notAfter: TRIP_START,
      message: scheduled.data.message,
    });
    spec.given(scheduled).when(same).then();
  });

  test.each([
    ['forDate', { forDate: '2026-06-16' }],
    ['tripTime', { tripTime: 'full-day' as const }],
    ['scheduledFor', { scheduledFor: '2026-06-14T19:30:00.000Z' }],
    ['notAfter', { notAfter: '2026-06-15T19:30:00.000Z' }],
    ['message', { message: 'New words' }],
  ])('a move that changes only %s is recorded', (_field, overrides) => {
    const base = {
      forDate: '2026-06-15',
      tripTime: 'afternoon' as const,
      scheduledFor: DUE,
      notAfter: TRIP_START,
      message: scheduled.data.message,
    };
    const command = moveCommand({ ...base, ...overrides });
    spec
      .given(scheduled)
      .when(command)
      .then({ type: 'ReminderMoved', data: { ...base, ...overrides }, metadata: { actor: planner, occurredAt: command.at } });
  });

  test('the same move repeated (by another actor, later) finds it there and adds nothing', () => {
    const { type: _type, actor, at, ...data } = moveCommand();
    const moved: ReminderMoved = { type: 'ReminderMoved', data, metadata: { actor, occurredAt: at } };
    spec
      .given(scheduled, moved)
      .when(moveCommand({ at: '2026-06-12T10:05:00.000Z', actor: admin }))
      .then();
  });

  test.each(['queued', 'retrying', 'sent', 'failed', 'cancelled', 'skipped'] as const)('a %s reminder is not moved', (status) => {
    spec
      .given(...historyFor[status])
      .when(moveCommand())
      .then();
  });

  test('a move to no instant is refused', () => {
    spec
      .given(scheduled)
      .when(moveCommand({ scheduledFor: 'not a date' }))
      .thenRefused(DomainError, 'ISO instants');
  });
});

describe('answering a reminder (its link was followed)', () => {
  const answerCommand = {
    type: 'AnswerReminder',
    reviewUrl: 'https://g.page/r/example/review',
    platform: 'google',
    actor: { kind: 'visitor' },
    at: '2026-06-16T09:00:00.000Z',
  } as const;
  const answered: ReminderEvent = {
    type: 'ReminderAnswered',
    data: { reviewUrl: 'https://g.page/r/example/review', platform: 'google' },
    metadata: { actor: answerCommand.actor, occurredAt: answerCommand.at },
  };

  test.each(['queued', 'retrying', 'sent'] as const)('a %s message is answered once, and stays %s', (status) => {
    spec
      .given(...historyFor[status])
      .when(answerCommand)
      .then(answered);
    const state = spec.given(...historyFor[status], answered).state;
    expect(state).toMatchObject({ status, answeredAt: '2026-06-16T09:00:00.000Z' });
    spec
      .given(...historyFor[status], answered)
      .when(answerCommand)
      .then();
  });

  test.each(['pending', 'failed', 'cancelled', 'skipped'] as const)('a %s message never went: its link answers nothing', (status) => {
    spec
      .given(...historyFor[status])
      .when(answerCommand)
      .then();
  });
});

describe('cancelling a reminder', () => {
  test('a pending reminder is cancelled (pending --cancel--> cancelled), with why, who and when', () => {
    spec.given(scheduled).when(cancelCommand).then(cancelled);
    expect(spec.given(scheduled, cancelled).state.status).toBe('cancelled');
  });

  test('a deferred reminder is still pending and can be cancelled', () => {
    const deferred: ReminderDeferred = {
      type: 'ReminderDeferred',
      data: { scheduledFor: '2026-06-14T14:00:00.000Z', reason: 'Quiet hours (21:00-08:00)' },
      metadata: { actor: job, occurredAt: '2026-06-14T03:30:00.000Z' },
    };
    spec.given(scheduled, deferred).when(cancelCommand).then(cancelled);
  });

  test.each(['queued', 'retrying', 'sent', 'failed', 'cancelled', 'skipped'] as const)('a %s reminder is not cancelled', (status) => {
    spec
      .given(...historyFor[status])
      .when(cancelCommand)
      .then();
  });
});

describe('a reminder that was never scheduled', () => {
  test.each([
    ['moved', moveCommand()],
    ['dispatched', dispatchAt(DUE)],
    ['reported on', record(sentReport)],
    ['cancelled', cancelCommand],
  ] as const)('cannot be %s', (_what, command) => {
    spec.given().when(command).thenRefused(ReminderNotFoundError, REMINDER_MESSAGES.notFound);
  });

  test('the error is a domain error with a stable code', () => {
    const error = new ReminderNotFoundError();
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('reminder-not-found');
  });
});

describe('evolve', () => {
  test('the initial state is none', () => {
    expect(reminderDecider.initialState()).toEqual({ status: 'none' });
  });

  test('an event before the reminder was scheduled leaves it none (history is never refused)', () => {
    expect(spec.given(queued, sent, cancelled).state).toEqual({ status: 'none' });
  });

  test('queueing records the recipient and the text as they were sent', () => {
    const newPhone = { ...customer, phone: '780-555-0100' };
    const state = spec.given(scheduled, { ...queued, data: { ...queued.data, recipient: newPhone, message: 'Final words' } }).state;
    expect(state).toMatchObject({ status: 'queued', recipient: newPhone, message: 'Final words', scheduledFor: DUE });
  });

  test("replay accepts history that today's rules would refuse", () => {
    // A report after the reminder was sent: kept as written.
    expect(spec.given(scheduled, queued, sent, failed).state).toMatchObject({ status: 'failed', attempts: 5 });
  });

  test.each([
    ['pending', 'pending'],
    ['queued', 'pending'],
    ['retrying', 'failed'],
    ['sent', 'sent'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    ['skipped', 'skipped'],
  ] as const)("a %s reminder shows the admin's status %s", (state, status) => {
    expect(reminderStatusOf(state)).toBe(status);
  });
});
