import { beforeAll, describe, expect, test } from '@jest/globals';
import { PermanentDeliveryError } from '../../application/messaging/outbox-dispatcher';
import { bookingReminderId } from '../../application/reminders/reminder-ids';
import { reminderMessageKey } from '../../application/reminders/reminder-messages.process';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { Database } from '../../adapters/persistence/database';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { testDatabases } from '../support/databases';
import { FakeSms, idsFor, MINUTE, onLake, trip, useReminderEngines } from '../support/reminder-engines';

describe.each(testDatabases().map((db) => [db.name, db] as const))('reminders on %s', (_name, db) => {
  const engines = useReminderEngines(db);
  const { clock, start, jobOn, confirmedBooking, planningVersions, remindersOf, reminder, eventTypesOf, outboxRowsOf } = engines;
  let database: Database;

  beforeAll(() => {
    database = engines.database;
  });

  test('two job runners at the moment a reminder is due send it once', async () => {
    clock.set(new Date(onLake('2027-01-18', '10:00')));
    const serverA = await start();
    const booking = await confirmedBooking(serverA, trip('2027-01-22'));
    const [paid] = await planningVersions(serverA, booking.id);
    const id = bookingReminderId(booking.id, 'customer_48h', paid!);

    // One SMS provider. On PostgreSQL two server processes, each with its runners and its own job.
    // PGlite belongs to one process (its data directory is locked to it): there the two runners
    // are two jobs of that process, each appending through an event store (and a cache) of its own.
    const sms = new FakeSms();
    const serverB = db.name === 'postgres' ? await start() : serverA;
    const a = jobOn(serverA, sms);
    const b = jobOn(serverB, sms, serverB === serverA ? new PostgresEventStore(database.dataSource, database.kind, clock) : serverB.events);
    clock.set(new Date(onLake('2027-01-20', '13:00')));
    await Promise.all([a.run({ sendNow: true }), b.run({ sendNow: true })]);
    await serverA.catchUp();
    await serverB.catchUp();

    const row = await reminder(id);
    expect(row.status).toBe('sent');
    expect(sms.carrying(row.message)).toEqual([{ to: `+1${booking.details.phone}`, body: row.message }]);
    expect((await outboxRowsOf(id)).filter((m) => m.dedupeKey === reminderMessageKey(id, 'sms'))).toEqual([
      { dedupeKey: reminderMessageKey(id, 'sms'), channel: 'sms', status: 'sent' },
    ]);
    expect(await eventTypesOf(serverA, id)).toEqual(['ReminderScheduled', 'ReminderQueued', 'ReminderSent']);
    expect([...serverA.errors, ...serverB.errors]).toEqual([]);
  }, 60_000);

  test('quiet hours when it is sent: a late customer reminder waits for 08:00, or is skipped when 08:00 is after the trip starts', async () => {
    clock.set(new Date(onLake('2027-02-01', '10:00')));
    const engine = await start();
    const sms = new FakeSms();
    const job = jobOn(engine, sms);
    const afternoon = await confirmedBooking(engine, trip('2027-02-05'));
    const morning = await confirmedBooking(engine, trip('2027-02-04', 'morning'));
    const a = idsFor(afternoon.id, (await planningVersions(engine, afternoon.id))[0]!);
    const m = idsFor(morning.id, (await planningVersions(engine, morning.id))[0]!);
    // Planned in quiet hours already: the morning trip's customer reminders wait for 08:00, its day-of one can never go.
    expect(await remindersOf(morning.id)).toEqual([
      { id: m.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2027-02-02', '08:00'), reason: null },
      { id: m.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2027-02-03', '08:00'), reason: null },
      {
        id: m.customer_day_of,
        type: 'customer_day_of',
        status: 'skipped',
        scheduledFor: onLake('2027-02-04', '04:00'),
        reason: REMINDER_MESSAGES.quietHoursSkip,
      },
      {
        id: m.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2027-02-04', '05:00'),
        reason: null,
      },
    ]);

    // The job was down from before the first of them until 22:00 on the 3rd.
    clock.set(new Date(onLake('2027-02-03', '22:00')));
    await job.run({ sendNow: true });
    expect(await remindersOf(afternoon.id)).toEqual([
      {
        id: a.customer_48h,
        type: 'customer_48h',
        status: 'pending',
        scheduledFor: onLake('2027-02-04', '08:00'),
        reason: 'Quiet hours (21:00-08:00)',
      },
      { id: a.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2027-02-04', '13:00'), reason: null },
      { id: a.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2027-02-05', '11:00'), reason: null },
      {
        id: a.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2027-02-05', '12:00'),
        reason: null,
      },
    ]);
    // The morning trip starts at 06:00, before quiet hours end.
    expect((await remindersOf(morning.id)).filter((r) => r.type === 'customer_48h' || r.type === 'customer_24h')).toEqual([
      {
        id: m.customer_48h,
        type: 'customer_48h',
        status: 'skipped',
        scheduledFor: onLake('2027-02-02', '08:00'),
        reason: REMINDER_MESSAGES.quietHoursSkip,
      },
      {
        id: m.customer_24h,
        type: 'customer_24h',
        status: 'skipped',
        scheduledFor: onLake('2027-02-03', '08:00'),
        reason: REMINDER_MESSAGES.quietHoursSkip,
      },
    ]);
    // None of them reached the outbox.
    for (const id of [a.customer_48h, m.customer_48h, m.customer_24h]) expect(await outboxRowsOf(id)).toEqual([]);

    // At 08:00 it goes.
    clock.set(new Date(onLake('2027-02-04', '08:00')));
    await job.run({ sendNow: true });
    const sent = await reminder(a.customer_48h);
    expect([sent.status, sent.reason, sent.scheduledFor.toISOString()]).toEqual(['sent', null, onLake('2027-02-04', '08:00')]);
    expect(sms.carrying(sent.message)).toHaveLength(1);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('an SMS provider that fails: retried after its back-off and then sent; refused for good, failed for good', async () => {
    clock.set(new Date(onLake('2027-02-15', '10:00')));
    const engine = await start();
    const sms = new FakeSms();
    const job = jobOn(engine, sms);
    const booking = await confirmedBooking(engine, trip('2027-02-19'));
    const ids = idsFor(booking.id, (await planningVersions(engine, booking.id))[0]!);

    const due = clock.set(new Date(onLake('2027-02-17', '13:00')));
    sms.failure = new Error('Provider unavailable (503)');
    await job.run({ sendNow: true });
    const retrying = await reminder(ids.customer_48h);
    expect([retrying.status, retrying.failureReason, retrying.attempts, retrying.retryAt?.toISOString()]).toEqual([
      'failed',
      'Provider unavailable (503)',
      1,
      new Date(due.getTime() + MINUTE).toISOString(),
    ]);
    expect(await outboxRowsOf(ids.customer_48h)).toEqual([
      // No mailer: the email is only kept.
      { dedupeKey: reminderMessageKey(ids.customer_48h, 'email'), channel: 'email', status: 'recorded' },
      { dedupeKey: reminderMessageKey(ids.customer_48h, 'sms'), channel: 'sms', status: 'pending' },
    ]);

    sms.failure = undefined;
    clock.set(new Date(retrying.retryAt!.getTime() + 1_000));
    await job.run({ sendNow: true });
    const sent = await reminder(ids.customer_48h);
    expect([sent.status, sent.retryAt, sent.delivery, sent.attempts]).toEqual(['sent', null, 'sent', 1]);
    expect(sms.carrying(sent.message)).toHaveLength(1);
    expect(await eventTypesOf(engine, ids.customer_48h)).toEqual([
      'ReminderScheduled',
      'ReminderQueued',
      'ReminderAttemptFailed',
      'ReminderSent',
    ]);

    clock.set(new Date(onLake('2027-02-18', '13:00')));
    sms.failure = new PermanentDeliveryError('The number cannot receive SMS');
    await job.run({ sendNow: true });
    const failed = await reminder(ids.customer_24h);
    expect([failed.status, failed.failureReason, failed.retryAt, failed.attempts]).toEqual([
      'failed',
      'The number cannot receive SMS',
      null,
      1,
    ]);
    expect(await eventTypesOf(engine, ids.customer_24h)).toEqual(['ReminderScheduled', 'ReminderQueued', 'ReminderFailed']);
    sms.failure = undefined;
    expect(engine.errors).toEqual([]);
  }, 60_000);
});
