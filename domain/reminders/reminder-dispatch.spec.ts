import { describe, expect, test } from '@jest/globals';
import { ReminderDeferred } from './reminder';
import { REMINDER_MESSAGES } from './reminder-rules';
import {
  customer,
  dispatchAt,
  DUE,
  guide,
  historyFor,
  job,
  queued,
  scheduled,
  scheduledEvent,
  spec,
  TRIP_START,
} from '../../test/support/reminder-fixtures';

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
      .then({ ...queued, metadata: { ...queued.metadata, occurredAt: at } });
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
      .then({ type: 'ReminderSkipped', data: { reason: off }, metadata: { actor: job, occurredAt: DUE } });
    // Not due yet: it waits, and goes if the reminders are on again by then.
    spec
      .given(scheduled)
      .when(dispatchAt('2026-06-14T18:59:59.999Z', { skip: off }))
      .then();
    // Even in quiet hours it is recorded at once: it would not go later either.
    spec
      .given(scheduled)
      .when(dispatchAt('2026-06-15T04:00:00.000Z', { skip: off }))
      .then({ type: 'ReminderSkipped', data: { reason: off }, metadata: { actor: job, occurredAt: '2026-06-15T04:00:00.000Z' } });
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
      .then({
        type: 'ReminderSkipped',
        data: { reason: REMINDER_MESSAGES.noRecipient },
        metadata: { actor: job, occurredAt: DUE },
      });
  });

  test.each([
    ['as the trip starts', TRIP_START],
    ['after the trip started', '2026-06-15T20:30:00.000Z'],
  ])('dispatched %s: skipped, the trip had started', (_when, at) => {
    spec
      .given(scheduled)
      .when(dispatchAt(at))
      .then({
        type: 'ReminderSkipped',
        data: { reason: REMINDER_MESSAGES.tripStarted },
        metadata: { actor: job, occurredAt: at },
      });
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
      .then({
        type: 'ReminderSkipped',
        data: { reason: REMINDER_MESSAGES.dayBegun },
        metadata: { actor: job, occurredAt: '2026-06-15T06:00:00.000Z' },
      });
    // 23:00 on the lake: the guide keeps no quiet hours, so it goes out.
    spec
      .given(summary)
      .when(dispatchAt('2026-06-15T05:00:00.000Z', { recipient: guide }))
      .then({
        ...queued,
        data: { ...queued.data, recipient: guide, channels: ['sms'] },
        metadata: { ...queued.metadata, occurredAt: '2026-06-15T05:00:00.000Z' },
      });
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
      data: { scheduledFor: morning, reason: 'Quiet hours (21:00-08:00)' },
      metadata: { actor: job, occurredAt: lateEvening },
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
        .then({ ...deferred, metadata: { ...deferred.metadata, occurredAt: at } });
    });

    test('once deferred, it is not due until 08:00, and is queued then', () => {
      spec.given(reminder48h, deferred).when(dispatchAt('2026-06-14T13:59:59.999Z')).then();
      spec
        .given(reminder48h, deferred)
        .when(dispatchAt(morning))
        .then({ ...queued, metadata: { ...queued.metadata, occurredAt: morning } });
    });

    test('20:59 on the lake is not quiet yet: queued', () => {
      const at = '2026-06-14T02:59:00.000Z';
      spec
        .given(reminder48h)
        .when(dispatchAt(at))
        .then({ ...queued, metadata: { ...queued.metadata, occurredAt: at } });
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
        .then({
          type: 'ReminderSkipped',
          data: { reason: REMINDER_MESSAGES.quietHoursSkip },
          metadata: { actor: job, occurredAt: '2026-06-15T04:00:00.000Z' },
        });
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
        .then({
          type: 'ReminderSkipped',
          data: { reason: REMINDER_MESSAGES.quietHoursSkip },
          metadata: { actor: job, occurredAt: '2026-06-15T11:00:00.000Z' },
        });
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
          },
          metadata: { actor: job, occurredAt: '2026-06-15T11:00:00.000Z' },
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
