import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError } from '../shared/decider';
import {
  DeliveryReport,
  DispatchReminder,
  MoveReminder,
  RecordDelivery,
  ReminderAttemptFailed,
  ReminderCancelled,
  ReminderDeferred,
  reminderDecider,
  ReminderEvent,
  ReminderFailed,
  ReminderMoved,
  ReminderQueued,
  ReminderRecipient,
  ReminderScheduled,
  ReminderSent,
  ReminderSkipped,
  reminderStatusOf,
  reminderStreamId,
  ScheduleReminder,
} from './reminder';
import { reminderMachine } from './reminder-machine';
import { REMINDER_MESSAGES, ReminderNotFoundError } from './reminder-rules';

const planner: Actor = { kind: 'system', process: 'reminder_planning' };
const job: Actor = { kind: 'system', process: 'reminder_job' };
const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };

const customer: ReminderRecipient = { name: 'Dana Whitford', phone: '780-555-0199', email: 'dana@example.com' };
const guide: ReminderRecipient = { name: 'Guide Gord', phone: '780-555-0142', email: null };

// June 2026: the lake keeps MDT, UTC-6. The afternoon trip of Monday 2026-06-15 starts at 13:00 = 19:00Z.
const BOOKED_AT = '2026-06-10T16:00:00.000Z';
const TRIP_START = '2026-06-15T19:00:00.000Z';
// The day-before reminder: 13:00 on the lake on 2026-06-14.
const DUE = '2026-06-14T19:00:00.000Z';

const scheduleCommand = (overrides: Partial<ScheduleReminder> = {}): ScheduleReminder => ({
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

const scheduledEvent = (overrides: Partial<ReminderScheduled['data']> = {}): ReminderScheduled => ({
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
    actor: planner,
    at: BOOKED_AT,
    ...overrides,
  },
});
const scheduled = scheduledEvent();

const dispatchAt = (at: string, overrides: Partial<DispatchReminder> = {}): DispatchReminder => ({
  type: 'DispatchReminder',
  recipient: customer,
  message: 'Hi Dana, see you tomorrow',
  subject: 'See you tomorrow',
  actor: job,
  at,
  ...overrides,
});

const queued: ReminderQueued = {
  type: 'ReminderQueued',
  data: {
    recipient: customer,
    message: 'Hi Dana, see you tomorrow',
    subject: 'See you tomorrow',
    channels: ['sms', 'email'],
    actor: job,
    at: DUE,
  },
};
const sent: ReminderSent = {
  type: 'ReminderSent',
  data: { delivery: 'sent', providerId: 'SM123', sentAt: '2026-06-14T19:00:05.000Z', at: '2026-06-14T19:01:00.000Z' },
};
const attemptFailed = (attempts: number): ReminderAttemptFailed => ({
  type: 'ReminderAttemptFailed',
  data: { reason: 'Twilio 503', attempts, retryAt: '2026-06-14T19:05:00.000Z', at: '2026-06-14T19:01:00.000Z' },
});
const failed: ReminderFailed = {
  type: 'ReminderFailed',
  data: { reason: 'Number unreachable', attempts: 5, at: '2026-06-14T20:00:00.000Z' },
};
const cancelled: ReminderCancelled = {
  type: 'ReminderCancelled',
  data: { reason: REMINDER_MESSAGES.bookingCancelled, actor: planner, at: '2026-06-12T10:00:00.000Z' },
};
const skipped: ReminderSkipped = { type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.tripStarted, at: TRIP_START } };

const moveCommand = (overrides: Partial<MoveReminder> = {}): MoveReminder => ({
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

const record = (report: DeliveryReport, at = '2026-06-14T19:02:00.000Z'): RecordDelivery => ({
  type: 'RecordDelivery',
  report,
  actor: job,
  at,
});
const sentReport: DeliveryReport = { kind: 'sent', delivery: 'sent', providerId: 'SM123', sentAt: '2026-06-14T19:00:05.000Z' };
const retryReport = (attempts: number): DeliveryReport => ({
  kind: 'retrying',
  reason: 'Twilio 503',
  attempts,
  retryAt: '2026-06-14T19:10:00.000Z',
});
const failedReport: DeliveryReport = { kind: 'failed', reason: 'Number unreachable', attempts: 5 };

const cancelCommand = {
  type: 'CancelReminder',
  reason: REMINDER_MESSAGES.bookingCancelled,
  actor: planner,
  at: '2026-06-12T10:00:00.000Z',
} as const;

const spec = givenDecider(reminderDecider);

/** History that leaves a reminder in each machine state after `none`. */
const historyFor = {
  pending: [scheduled],
  queued: [scheduled, queued],
  retrying: [scheduled, queued, attemptFailed(1)],
  sent: [scheduled, queued, sent],
  failed: [scheduled, queued, failed],
  cancelled: [scheduled, cancelled],
  skipped: [scheduled, skipped],
} satisfies Record<string, ReminderEvent[]>;

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
        data: { reason: REMINDER_MESSAGES.quietHoursSkip, at: BOOKED_AT },
      });
    const quietSkip: ReminderSkipped = { type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.quietHoursSkip, at: BOOKED_AT } };
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
        actor: planner,
        at: '2026-06-12T10:00:00.000Z',
      },
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
      .then({ type: 'ReminderMoved', data: { ...base, ...overrides, actor: planner, at: command.at } });
  });

  test('the same move repeated (by another actor, later) finds it there and adds nothing', () => {
    const { type: _type, ...data } = moveCommand();
    const moved: ReminderMoved = { type: 'ReminderMoved', data };
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

describe('dispatching a due reminder', () => {
  test('not yet due: nothing', () => {
    spec.given(scheduled).when(dispatchAt('2026-06-14T18:59:59.999Z')).then();
  });

  test('due (pending --queue--> queued): queued with the text, subject and recipient of now, by SMS and email', () => {
    spec.given(scheduled).when(dispatchAt(DUE)).then(queued);
    expect(spec.given(scheduled, queued).state).toMatchObject({
      status: 'queued',
      message: 'Hi Dana, see you tomorrow',
      recipient: customer,
    });
  });

  test('late but before the trip: still queued, at the time of dispatch', () => {
    const at = '2026-06-14T23:00:00.000Z'; // 17:00 on the lake
    spec
      .given(scheduled)
      .when(dispatchAt(at))
      .then({ ...queued, data: { ...queued.data, at } });
  });

  test('a recipient without email is sent an SMS only', () => {
    const noEmail = { ...customer, email: null };
    spec
      .given(scheduled)
      .when(dispatchAt(DUE, { recipient: noEmail }))
      .then({ ...queued, data: { ...queued.data, recipient: noEmail, channels: ['sms'] } });
  });

  test('a recipient with a blank phone and an email is emailed only', () => {
    const noPhone = { ...customer, phone: '   ' };
    spec
      .given(scheduled)
      .when(dispatchAt(DUE, { recipient: noPhone }))
      .then({ ...queued, data: { ...queued.data, recipient: noPhone, channels: ['email'] } });
  });

  test('customer reminders turned off (pending --skip--> skipped): a due one is skipped with the reason it is given', () => {
    const off = REMINDER_MESSAGES.customerRemindersOff;
    expect(off).toBe('Customer reminders are turned off (SMS Communications > Automation)');
    spec
      .given(scheduled)
      .when(dispatchAt(DUE, { skip: off }))
      .then({ type: 'ReminderSkipped', data: { reason: off, at: DUE } });
    // Not due yet: it waits, and goes if the reminders are on again by then.
    spec
      .given(scheduled)
      .when(dispatchAt('2026-06-14T18:59:59.999Z', { skip: off }))
      .then();
    // Even in quiet hours it is recorded at once: it would not go later either.
    spec
      .given(scheduled)
      .when(dispatchAt('2026-06-15T04:00:00.000Z', { skip: off }))
      .then({ type: 'ReminderSkipped', data: { reason: off, at: '2026-06-15T04:00:00.000Z' } });
    // Gone or going already: nothing to skip.
    for (const status of ['queued', 'sent', 'cancelled', 'skipped'] as const) {
      spec
        .given(...historyFor[status])
        .when(dispatchAt(DUE, { skip: off }))
        .then();
    }
  });

  test('no phone and no email (pending --skip--> skipped): skipped, nobody to send it to', () => {
    spec
      .given(scheduled)
      .when(dispatchAt(DUE, { recipient: { ...customer, phone: '', email: null } }))
      .then({ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.noRecipient, at: DUE } });
  });

  test.each([
    ['as the trip starts', TRIP_START],
    ['after the trip started', '2026-06-15T20:30:00.000Z'],
  ])('dispatched %s: skipped, the trip had started', (_when, at) => {
    spec
      .given(scheduled)
      .when(dispatchAt(at))
      .then({ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.tripStarted, at } });
  });

  test('a daily summary dispatched once its day began is skipped: the day had begun', () => {
    const summary = scheduledEvent({
      reminderId: 's1',
      reminderType: 'guide_daily_summary',
      bookingId: null,
      tripTime: null,
      scheduledFor: '2026-06-15T02:00:00.000Z',
      notAfter: '2026-06-15T06:00:00.000Z',
      recipient: guide,
    });
    spec
      .given(summary)
      .when(dispatchAt('2026-06-15T06:00:00.000Z', { recipient: guide }))
      .then({ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.dayBegun, at: '2026-06-15T06:00:00.000Z' } });
    // 23:00 on the lake: the guide keeps no quiet hours, so it goes out.
    spec
      .given(summary)
      .when(dispatchAt('2026-06-15T05:00:00.000Z', { recipient: guide }))
      .then({ ...queued, data: { ...queued.data, recipient: guide, channels: ['sms'], at: '2026-06-15T05:00:00.000Z' } });
  });

  describe('quiet hours (21:00-08:00 on the lake)', () => {
    // The 48-hour reminder of the afternoon trip, due 2026-06-13 13:00 MDT; the server was down.
    const reminder48h = scheduledEvent({ reminderType: 'customer_48h', scheduledFor: '2026-06-13T19:00:00.000Z' });
    // 21:30 on 2026-06-13 on the lake.
    const lateEvening = '2026-06-14T03:30:00.000Z';
    // 08:00 on 2026-06-14 on the lake.
    const morning = '2026-06-14T14:00:00.000Z';
    const deferred: ReminderDeferred = {
      type: 'ReminderDeferred',
      data: { scheduledFor: morning, reason: 'Quiet hours (21:00-08:00)', at: lateEvening },
    };

    test('a customer reminder due in quiet hours (pending --defer--> pending) waits for 08:00 on the lake', () => {
      spec.given(reminder48h).when(dispatchAt(lateEvening)).then(deferred);
      expect(spec.given(reminder48h, deferred).state).toMatchObject({ status: 'pending', scheduledFor: morning });
    });

    test('at 07:59 it still waits, to 08:00 the same morning', () => {
      const at = '2026-06-14T13:59:00.000Z';
      spec
        .given(reminder48h)
        .when(dispatchAt(at))
        .then({ ...deferred, data: { ...deferred.data, at } });
    });

    test('once deferred, it is not due until 08:00, and is queued then', () => {
      spec.given(reminder48h, deferred).when(dispatchAt('2026-06-14T13:59:59.999Z')).then();
      spec
        .given(reminder48h, deferred)
        .when(dispatchAt(morning))
        .then({ ...queued, data: { ...queued.data, at: morning } });
    });

    test('20:59 on the lake is not quiet yet: queued', () => {
      const at = '2026-06-14T02:59:00.000Z';
      spec
        .given(reminder48h)
        .when(dispatchAt(at))
        .then({ ...queued, data: { ...queued.data, at } });
    });

    test('when 08:00 would be after the trip starts, it is skipped for quiet hours', () => {
      // The morning trip of 2026-06-15 starts at 06:00 MDT = 12:00Z; 22:00 on 2026-06-14 waits for 08:00 on the 15th, too late.
      const morningTrip = scheduledEvent({
        tripTime: 'morning',
        scheduledFor: '2026-06-14T14:00:00.000Z',
        notAfter: '2026-06-15T12:00:00.000Z',
      });
      spec
        .given(morningTrip)
        .when(dispatchAt('2026-06-15T04:00:00.000Z'))
        .then({ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.quietHoursSkip, at: '2026-06-15T04:00:00.000Z' } });
    });

    test('a day-of reminder due at 05:00 before a 06:00 trip is skipped for quiet hours', () => {
      const dayOf = scheduledEvent({
        reminderType: 'customer_day_of',
        tripTime: 'morning',
        scheduledFor: '2026-06-15T11:00:00.000Z',
        notAfter: '2026-06-15T12:00:00.000Z',
      });
      spec
        .given(dayOf)
        .when(dispatchAt('2026-06-15T11:00:00.000Z'))
        .then({ type: 'ReminderSkipped', data: { reason: REMINDER_MESSAGES.quietHoursSkip, at: '2026-06-15T11:00:00.000Z' } });
    });

    test("the guide's trip reminder at 05:00 on the lake is queued: the guide keeps no quiet hours", () => {
      const guideReminder = scheduledEvent({
        reminderType: 'guide_trip_reminder',
        tripTime: 'morning',
        scheduledFor: '2026-06-15T11:00:00.000Z',
        notAfter: '2026-06-15T12:00:00.000Z',
        recipient: guide,
      });
      spec
        .given(guideReminder)
        .when(dispatchAt('2026-06-15T11:00:00.000Z', { recipient: guide, subject: 'Trip in 1 hour' }))
        .then({
          type: 'ReminderQueued',
          data: {
            recipient: guide,
            message: 'Hi Dana, see you tomorrow',
            subject: 'Trip in 1 hour',
            channels: ['sms'],
            actor: job,
            at: '2026-06-15T11:00:00.000Z',
          },
        });
    });
  });

  test.each(['queued', 'retrying', 'sent', 'failed', 'cancelled', 'skipped'] as const)(
    'a %s reminder is not dispatched again',
    (status) => {
      spec
        .given(...historyFor[status])
        .when(dispatchAt('2026-06-14T19:30:00.000Z'))
        .then();
    },
  );
});

describe("recording the outbox's report", () => {
  test('sent (queued --deliver--> sent)', () => {
    spec
      .given(...historyFor.queued)
      .when(record(sentReport, sent.data.at))
      .then(sent);
    expect(spec.given(...historyFor.sent).state.status).toBe('sent');
  });

  test('only recorded, the channel not configured: sent with no provider id', () => {
    spec
      .given(...historyFor.queued)
      .when(record({ kind: 'sent', delivery: 'recorded', providerId: null, sentAt: '2026-06-14T19:00:05.000Z' }))
      .then({
        type: 'ReminderSent',
        data: { delivery: 'recorded', providerId: null, sentAt: '2026-06-14T19:00:05.000Z', at: '2026-06-14T19:02:00.000Z' },
      });
  });

  test('sent after a retry (retrying --deliver--> sent)', () => {
    spec
      .given(...historyFor.retrying)
      .when(record(sentReport, sent.data.at))
      .then(sent);
  });

  test('an attempt failed (queued --attempt_fail--> retrying): retrying, with its attempts', () => {
    spec
      .given(...historyFor.queued)
      .when(record(retryReport(1), '2026-06-14T19:01:00.000Z'))
      .then({
        type: 'ReminderAttemptFailed',
        data: { reason: 'Twilio 503', attempts: 1, retryAt: '2026-06-14T19:10:00.000Z', at: '2026-06-14T19:01:00.000Z' },
      });
    expect(spec.given(...historyFor.retrying).state).toMatchObject({ status: 'retrying', attempts: 1 });
  });

  test('another failed attempt (retrying --attempt_fail--> retrying) counts up', () => {
    spec
      .given(...historyFor.retrying)
      .when(record(retryReport(2)))
      .then({
        type: 'ReminderAttemptFailed',
        data: { reason: 'Twilio 503', attempts: 2, retryAt: '2026-06-14T19:10:00.000Z', at: '2026-06-14T19:02:00.000Z' },
      });
    expect(spec.given(...historyFor.retrying, attemptFailed(2)).state).toMatchObject({ status: 'retrying', attempts: 2 });
  });

  test.each([1, 0])('the same or an older attempt count (%s after 1) was reported before: nothing', (attempts) => {
    spec
      .given(...historyFor.retrying)
      .when(record(retryReport(attempts)))
      .then();
  });

  test('an attempt count of 0 from a queued reminder is no failed attempt', () => {
    spec
      .given(...historyFor.queued)
      .when(record(retryReport(0)))
      .then();
  });

  test.each(['queued', 'retrying'] as const)('given up (%s --fail--> failed)', (status) => {
    spec
      .given(...historyFor[status])
      .when(record(failedReport, failed.data.at))
      .then(failed);
  });

  test('a failed reminder shows its attempts', () => {
    expect(spec.given(...historyFor.failed).state).toMatchObject({ status: 'failed', attempts: 5 });
  });

  test.each(['pending', 'sent', 'failed', 'cancelled', 'skipped'] as const)('a report about a %s reminder adds nothing', (status) => {
    for (const report of [sentReport, retryReport(9), failedReport]) {
      spec
        .given(...historyFor[status])
        .when(record(report))
        .then();
    }
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
    data: { reviewUrl: 'https://g.page/r/example/review', platform: 'google', at: '2026-06-16T09:00:00.000Z' },
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
      data: { scheduledFor: '2026-06-14T14:00:00.000Z', reason: 'Quiet hours (21:00-08:00)', at: '2026-06-14T03:30:00.000Z' },
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
  ] as const)("a %s reminder shows SPEC's status %s", (state, status) => {
    expect(reminderStatusOf(state)).toBe(status);
  });
});
