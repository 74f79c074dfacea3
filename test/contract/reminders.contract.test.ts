import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Delivery, OutboxDispatcher, OutgoingSms, PermanentDeliveryError, SmsSender } from '../../application/messaging/outbox-dispatcher';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { reminderSettings } from '../../application/reminders/reminder-contact';
import { bookingReminderId } from '../../application/reminders/reminder-ids';
import { ReminderJob } from '../../application/reminders/reminder-job';
import { reminderMessageKey } from '../../application/reminders/reminder-messages.process';
import { planningVersionsOf, ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderRow } from '../../application/reminders/reminder-read-models';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { BookingDetails, bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { reminderStreamId } from '../../domain/reminders/reminder';
import { BOOKING_REMINDER_TYPES, BookingReminderType, REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { TypeOrmOutboxStore } from '../../adapters/messaging/typeorm-outbox-store';
import { Database } from '../../adapters/persistence/database';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { allProjections } from '../../adapters/projections/all-projections';
import { ReminderEntity } from '../../adapters/reminders/reminders-table';
import { TypeOrmReminderBookings, TypeOrmReminderQueries } from '../../adapters/reminders/typeorm-reminder-queries';
import { testDatabases } from '../support/databases';
import { Engine, EngineOptions } from '../support/engine';
import { TestClock } from '../support/test-clock';

// Every trip here is after 2026-11-01, when Alberta keeps UTC-6 all year: 13:00 on the lake is 19:00Z.

const visitor: Actor = { kind: 'visitor' };
const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const MINUTE = 60_000;

/** An instant given on the lake's clock (UTC-6), e.g. onLake('2026-12-04', '13:00'). */
const onLake = (date: string, time: string): string => new Date(`${date}T${time}:00-06:00`).toISOString();

let anglers = 0;
/** A visitor's trip: the half-day package, afternoon unless told, a customer (and phone number) of its own. */
function trip(date: string, time: BookingDetails['time'] = 'afternoon'): BookingDetails {
  anglers++;
  return {
    package: 'Half-Day Adventure',
    date,
    time,
    name: `Angler ${anglers}`,
    email: `angler${anglers}@example.com`,
    phone: `780555${String(1000 + anglers)}`,
    people: 2,
    hasKids: false,
    kidsCount: 0,
  };
}

/** The SMS port as the tests drive it: records what it is handed, or fails with `failure`. */
class FakeSms implements SmsSender {
  readonly kind = 'fake';
  readonly sent: OutgoingSms[] = [];
  failure: Error | undefined;

  async send(sms: OutgoingSms): Promise<Delivery> {
    // A provider takes a moment: two dispatchers overlap.
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (this.failure) throw this.failure;
    this.sent.push(sms);
    return { providerId: `SM${this.sent.length}` };
  }

  /** The texts that went out with this body. */
  carrying(body: string): OutgoingSms[] {
    return this.sent.filter((s) => s.body === body);
  }
}

/** A reminder as these tests compare it. */
interface Seen {
  id: string;
  type: string;
  status: string;
  scheduledFor: string;
  reason: string | null;
}

const seen = (r: ReminderRow): Seen => ({
  id: r.id,
  type: r.reminderType,
  status: r.status,
  scheduledFor: r.scheduledFor.toISOString(),
  reason: r.reason,
});

/** The ids a booking's reminders get when planned for its event of `version` (a confirmation, a move). */
const idsFor = (bookingId: string, version: number): Record<BookingReminderType, string> =>
  Object.fromEntries(BOOKING_REMINDER_TYPES.map((type) => [type, bookingReminderId(bookingId, type, version)])) as Record<
    BookingReminderType,
    string
  >;

/** The app's process managers without the reminders': the site as it was before they existed. */
const withoutReminders = (ports: ProcessManagerPorts) => allProcessManagers(ports).filter((m) => !m.name.startsWith('reminder'));

describe.each(testDatabases().map((db) => [db.name, db] as const))('reminders on %s', (_name, db) => {
  let database: Database;
  const clock = new TestClock();
  /** One server process started on the database: its runners caught up with the log, as at start-up. */
  async function start(options: Omit<EngineOptions, 'clock'> = {}, on: Database = database): Promise<Engine> {
    const engine = new Engine(on, { clock, settleTimeoutMs: 1_000, ...options });
    await engine.catchUp();
    return engine;
  }

  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(() => database.close());

  /** The reminder job of one server: the engine's pieces, its own dispatcher on the shared SMS port. */
  function jobOn(engine: Engine, sms: SmsSender, events: EventStore = engine.events): ReminderJob {
    const ds = engine.database.dataSource;
    const dispatcher = new OutboxDispatcher(new TypeOrmOutboxStore(ds), { sms }, clock);
    return new ReminderJob(
      events,
      new TypeOrmReminderQueries(ds),
      new TypeOrmReminderBookings(ds),
      engine.ports.content,
      engine.ports.outbox,
      dispatcher,
      new ReminderPlanner(events, engine.ports.content),
      engine.settled,
      clock,
    );
  }

  /** A visitor's booking, paid with the test card and confirmed; its reminders planned (the background process has run). */
  async function confirmedBooking(engine: Engine, details: BookingDetails) {
    const started = await engine.paidCheckout(details);
    const booking = await engine.checkout.confirmPayment(started.paymentIntentId, visitor, started.clientSecret);
    expect(booking.status).toBe('confirmed');
    await engine.catchUp();
    return { ...booking, details };
  }

  /** Versions of the booking's events that planned reminders (its confirmations and moves), oldest first. */
  const planningVersions = async (engine: Engine, bookingId: string) =>
    planningVersionsOf(await engine.events.readStream(bookingStreamId(bookingId)));

  /** A booking's reminders in the scheduled_reminders table, the soonest first. */
  async function remindersOf(bookingId: string, on: Database = database): Promise<Seen[]> {
    const { rows } = await new TypeOrmReminderQueries(on.dataSource).list({ bookingId, limit: 100, offset: 0 });
    return rows.map(seen).sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor) || a.type.localeCompare(b.type));
  }

  async function reminder(id: string): Promise<ReminderRow> {
    const row = await new TypeOrmReminderQueries(database.dataSource).get(id);
    expect(row).toBeDefined();
    return row!;
  }

  const eventTypesOf = async (engine: Engine, reminderId: string) =>
    (await engine.events.readStream(reminderStreamId(reminderId))).map((e) => e.type);

  const outboxRowsOf = async (reminderId: string) =>
    (await database.dataSource.query(
      `SELECT "dedupeKey", channel, status FROM outbox_messages WHERE "dedupeKey" LIKE $1 ORDER BY "dedupeKey"`,
      [`reminder:${reminderId}:%`],
    )) as { dedupeKey: string; channel: string; status: string }[];

  const outboxCount = async () => (await database.dataSource.query('SELECT count(*)::int AS n FROM outbox_messages'))[0].n as number;

  test('a booking confirmed five days ahead gets its four reminders, pending, at their moments on the lake', async () => {
    clock.set(new Date(onLake('2026-12-01', '10:00')));
    const engine = await start();
    const booking = await confirmedBooking(engine, trip('2026-12-06'));

    const [paid] = await planningVersions(engine, booking.id);
    const ids = idsFor(booking.id, paid!);
    expect(await remindersOf(booking.id)).toEqual([
      { id: ids.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2026-12-04', '13:00'), reason: null },
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-05', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-06', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-06', '12:00'),
        reason: null,
      },
    ]);

    // The customer's to the customer, the guide's to the guide; none goes out after the trip has started.
    const settings = await reminderSettings(engine.ports.content);
    for (const type of BOOKING_REMINDER_TYPES) {
      const row = await reminder(ids[type]);
      const to =
        type === 'guide_trip_reminder'
          ? settings.guide
          : { name: booking.details.name, phone: booking.details.phone, email: booking.details.email };
      expect({ name: row.recipientName, phone: row.recipientPhone, email: row.recipientEmail }).toEqual(to);
      expect([row.forDate, row.tripTime, row.notAfter.toISOString()]).toEqual(['2026-12-06', 'afternoon', onLake('2026-12-06', '13:00')]);
    }
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a booking made 30 hours ahead gets only the reminders still more than an hour ahead', async () => {
    clock.set(new Date(onLake('2026-12-08', '07:00')));
    const engine = await start();
    const soon = await confirmedBooking(engine, trip('2026-12-09'));
    const [paid] = await planningVersions(engine, soon.id);
    const ids = idsFor(soon.id, paid!);
    // The 48-hour moment is past.
    expect(await remindersOf(soon.id)).toEqual([
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-08', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-09', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-09', '12:00'),
        reason: null,
      },
    ]);

    // 24.5 hours ahead: the day-before reminder would come half an hour after the confirmation.
    clock.set(new Date(onLake('2026-12-09', '12:30')));
    const sooner = await confirmedBooking(engine, trip('2026-12-10'));
    expect((await remindersOf(sooner.id)).map((r) => [r.type, r.scheduledFor])).toEqual([
      ['customer_day_of', onLake('2026-12-10', '11:00')],
      ['guide_trip_reminder', onLake('2026-12-10', '12:00')],
    ]);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a cancellation cancels every pending reminder; a re-confirmation plans a fresh set under new ids', async () => {
    clock.set(new Date(onLake('2026-12-14', '10:00')));
    const engine = await start();
    const booking = await confirmedBooking(engine, trip('2026-12-19'));
    const [paid] = await planningVersions(engine, booking.id);
    const first = idsFor(booking.id, paid!);
    expect((await remindersOf(booking.id)).map((r) => [r.id, r.status])).toEqual(BOOKING_REMINDER_TYPES.map((t) => [first[t], 'pending']));

    clock.set(new Date(onLake('2026-12-15', '10:00')));
    expect((await engine.bookings.changeStatus(booking.id, 'cancelled', 'Family emergency', guide)).status).toBe('cancelled');
    await engine.catchUp();
    const cancelled = await remindersOf(booking.id);
    expect(cancelled.map((r) => [r.id, r.status, r.reason])).toEqual(
      BOOKING_REMINDER_TYPES.map((t) => [first[t], 'cancelled', 'The booking was cancelled']),
    );

    clock.set(new Date(onLake('2026-12-16', '10:00')));
    // Its payment went back with the cancellation: confirmed again, it is recorded as unpaid.
    const rebooked = await engine.bookings.changeStatus(booking.id, 'confirmed', 'Rebooked by phone', guide, { paymentDue: true });
    expect(rebooked).toMatchObject({ status: 'confirmed', paymentDueCents: booking.amountCents });
    await engine.catchUp();
    const versions = await planningVersions(engine, booking.id);
    expect(versions).toHaveLength(2);
    const second = idsFor(booking.id, versions[1]!);
    expect(Object.values(second).filter((id) => Object.values(first).includes(id))).toEqual([]);
    const all = await remindersOf(booking.id);
    expect(all.filter((r) => r.status === 'cancelled')).toEqual(cancelled);
    expect(all.filter((r) => r.status !== 'cancelled')).toEqual([
      { id: second.customer_48h, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2026-12-17', '13:00'), reason: null },
      { id: second.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2026-12-18', '13:00'), reason: null },
      { id: second.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2026-12-19', '11:00'), reason: null },
      {
        id: second.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2026-12-19', '12:00'),
        reason: null,
      },
    ]);
    expect(engine.errors).toEqual([]);
  }, 60_000);

  test('a trip moved three days later: its pending reminders keep their ids and move; one already sent stays sent and gets a successor', async () => {
    clock.set(new Date(onLake('2027-01-04', '10:00')));
    const engine = await start();
    const sms = new FakeSms();
    const job = jobOn(engine, sms);
    const booking = await confirmedBooking(engine, trip('2027-01-08'));
    const [paid] = await planningVersions(engine, booking.id);
    const ids = idsFor(booking.id, paid!);

    // The 48-hour reminder goes out on time.
    clock.set(new Date(onLake('2027-01-06', '13:00')));
    await job.run({ sendNow: true });
    expect((await reminder(ids.customer_48h)).status).toBe('sent');

    clock.set(new Date(onLake('2027-01-06', '14:00')));
    const moved = await new CommandPipeline(engine.events).execute(bookingDecider, bookingStreamId(booking.id), {
      type: 'RescheduleBooking',
      date: '2027-01-11',
      time: 'afternoon',
      reason: 'Wind warning',
      actor: guide,
      at: clock.now().toISOString(),
    });
    expect(moved.events.map((e) => e.type)).toEqual(['BookingRescheduled']);
    await engine.catchUp();

    const versions = await planningVersions(engine, booking.id);
    expect(versions).toEqual([paid, moved.version]);
    const successor = bookingReminderId(booking.id, 'customer_48h', moved.version);
    expect(await remindersOf(booking.id)).toEqual([
      { id: ids.customer_48h, type: 'customer_48h', status: 'sent', scheduledFor: onLake('2027-01-06', '13:00'), reason: null },
      { id: successor, type: 'customer_48h', status: 'pending', scheduledFor: onLake('2027-01-09', '13:00'), reason: null },
      { id: ids.customer_24h, type: 'customer_24h', status: 'pending', scheduledFor: onLake('2027-01-10', '13:00'), reason: null },
      { id: ids.customer_day_of, type: 'customer_day_of', status: 'pending', scheduledFor: onLake('2027-01-11', '11:00'), reason: null },
      {
        id: ids.guide_trip_reminder,
        type: 'guide_trip_reminder',
        status: 'pending',
        scheduledFor: onLake('2027-01-11', '12:00'),
        reason: null,
      },
    ]);
    for (const type of ['customer_24h', 'customer_day_of', 'guide_trip_reminder'] as const) {
      const row = await reminder(ids[type]);
      expect([row.forDate, row.tripTime, row.notAfter.toISOString()]).toEqual(['2027-01-11', 'afternoon', onLake('2027-01-11', '13:00')]);
      expect(await eventTypesOf(engine, ids[type])).toEqual(['ReminderScheduled', 'ReminderMoved']);
    }
    expect((await reminder(ids.customer_48h)).forDate).toBe('2027-01-08');
    expect(await eventTypesOf(engine, ids.customer_48h)).toEqual(['ReminderScheduled', 'ReminderQueued', 'ReminderSent']);
    expect(engine.errors).toEqual([]);
  }, 60_000);

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
