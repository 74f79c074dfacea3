import { beforeAll, describe, expect, test } from '@jest/globals';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { Database } from '../../adapters/persistence/database';
import { allProjections } from '../../adapters/projections/all-projections';
import { ReminderEntity } from '../../adapters/reminders/reminders-table';
import { testDatabases } from '../support/databases';
import { FakeSms, guide, idsFor, MINUTE, onLake, trip, useReminderEngines, withoutReminders } from '../support/reminder-engines';

describe.each(testDatabases().map((db) => [db.name, db] as const))('reminders on %s', (_name, db) => {
  const engines = useReminderEngines(db);
  const { clock, start, jobOn, confirmedBooking, planningVersions, remindersOf, outboxCount } = engines;
  let database: Database;

  beforeAll(() => {
    database = engines.database;
  });

  test('a projection rebuild sends nothing and brings the reminders back as they were', async () => {
    clock.set(new Date(onLake('2027-03-01', '10:00')));
    const engine = await start();
    const sms = new FakeSms();
    const job = jobOn(engine, sms);
    const booking = await confirmedBooking(engine, trip('2027-03-05'));
    const called = await confirmedBooking(engine, trip('2027-03-06'));
    await engine.bookings.changeStatus(called.id, 'cancelled', 'Weather', guide);
    await engine.catchUp();
    clock.set(new Date(onLake('2027-03-03', '13:00')));
    await job.run({ sendNow: true });
    // Everything due at this moment has gone: what follows may add nothing.
    await job.run({ sendNow: true });
    expect((await remindersOf(booking.id)).map((r) => r.status)).toEqual(['sent', 'pending', 'pending', 'pending']);
    expect((await remindersOf(called.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);

    const everyReminder = () => database.dataSource.getRepository(ReminderEntity).find({ order: { id: 'ASC' } });
    const before = { rows: await everyReminder(), outbox: await outboxCount(), sms: sms.sent.length };
    expect(before.rows.length).toBeGreaterThanOrEqual(8);

    await new ProjectionRunner(engine.events, engine.projectionStore, allProjections).rebuild();
    await engine.catchUp();
    await start();
    expect(await everyReminder()).toEqual(before.rows);
    await job.run({ sendNow: true });
    expect({ rows: await everyReminder(), outbox: await outboxCount(), sms: sms.sent.length }).toEqual(before);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('the start-up sweep plans the trips still ahead that have no reminders, under the planner’s ids, once', async () => {
    // A database of its own: the reminder processes must never have run on it.
    const fresh = await db.open();
    try {
      clock.set(new Date(onLake('2027-04-01', '10:00')));
      const before = await start({ managers: withoutReminders }, fresh);
      const over = await confirmedBooking(before, trip('2027-04-03'));
      const ahead = await confirmedBooking(before, trip('2027-04-20'));
      clock.set(new Date(onLake('2027-04-04', '09:55')));
      const recent = await confirmedBooking(before, trip('2027-04-22'));
      expect(await remindersOf(over.id, fresh)).toEqual([]);
      expect(await remindersOf(ahead.id, fresh)).toEqual([]);

      // The new version of the site: its planning process starts at the end of the log, so only the sweep plans them.
      clock.set(new Date(onLake('2027-04-04', '10:00')));
      const after = await start({}, fresh);
      await after.catchUp();
      const job = jobOn(after, new FakeSms());
      expect(await job.sweep()).toBe(1);
      await after.catchUp();

      const ids = idsFor(ahead.id, (await planningVersions(after, ahead.id))[0]!);
      const planned = [
        { id: ids.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2027-04-18', '13:00'), reason: null },
        { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2027-04-19', '13:00'), reason: null },
        { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2027-04-20', '11:00'), reason: null },
        {
          id: ids.guide_trip_reminder,
          type: 'guide_trip_reminder',
          status: 'pending',
          scheduledFor: onLake('2027-04-20', '12:00'),
          reason: null,
        },
      ];
      expect(await remindersOf(ahead.id, fresh)).toEqual(planned);
      // The trip already over gets none; the one confirmed five minutes ago is left to the planning process.
      expect(await remindersOf(over.id, fresh)).toEqual([]);
      expect(await remindersOf(recent.id, fresh)).toEqual([]);

      // Swept again: nothing new.
      expect(await jobOn(await start({}, fresh), new FakeSms()).sweep()).toBe(0);
      await after.catchUp();
      expect(await remindersOf(ahead.id, fresh)).toEqual(planned);

      // The next start, once its confirmation has settled, plans the recent one too.
      clock.advance(10 * MINUTE);
      expect(await jobOn(await start({}, fresh), new FakeSms()).sweep()).toBe(1);
      await after.catchUp();
      expect((await remindersOf(recent.id, fresh)).map((r) => r.id)).toEqual(
        Object.values(idsFor(recent.id, (await planningVersions(after, recent.id))[0]!)),
      );
      expect(await remindersOf(ahead.id, fresh)).toEqual(planned);
      expect([...before.errors, ...after.errors]).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
