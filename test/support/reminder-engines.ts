import { DEFAULT_TEMPLATES } from '../../application/messaging/message-template-service';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { Delivery, OutboxDispatcher, OutgoingSms, SmsSender } from '../../application/messaging/outbox-dispatcher';
import { EventStore } from '../../application/ports/event-store';
import { bookingReminderId } from '../../application/reminders/reminder-ids';
import { ReminderJob } from '../../application/reminders/reminder-job';
import { planningVersionsOf, ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderRow } from '../../application/reminders/reminder-read-models';
import { BookingDetails, bookingStreamId } from '../../domain/bookings/booking';
import { reminderStreamId } from '../../domain/reminders/reminder';
import { BOOKING_REMINDER_TYPES, BookingReminderType } from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { TypeOrmOutboxStore } from '../../adapters/messaging/typeorm-outbox-store';
import { Database } from '../../adapters/persistence/database';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { TypeOrmReminderBookings, TypeOrmReminderQueries } from '../../adapters/reminders/typeorm-reminder-queries';
import { TestDatabase } from './databases';
import { Engine, EngineOptions } from './engine';
import { TestClock } from './test-clock';
import { STARTUP_CEILING_MS } from './startup-ceiling';

// Every trip here is after 2026-11-01, when Alberta keeps UTC-6 all year: 13:00 on the lake is 19:00Z.

const visitor: Actor = { kind: 'visitor' };
export const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
export const MINUTE = 60_000;

/** An instant given on the lake's clock (UTC-6), e.g. onLake('2026-12-04', '13:00'). */
export const onLake = (date: string, time: string): string => new Date(`${date}T${time}:00-06:00`).toISOString();

let anglers = 0;
/** A visitor's trip: the half-day package, afternoon unless told, a customer (and phone number) of its own. */
export function trip(date: string, time: BookingDetails['time'] = 'afternoon'): BookingDetails {
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
export class FakeSms implements SmsSender {
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
export const idsFor = (bookingId: string, version: number): Record<BookingReminderType, string> =>
  Object.fromEntries(BOOKING_REMINDER_TYPES.map((type) => [type, bookingReminderId(bookingId, type, version)])) as Record<
    BookingReminderType,
    string
  >;

/** The app's process managers without the reminders': the site as it was before they existed. */
export const withoutReminders = (ports: ProcessManagerPorts) => allProcessManagers(ports).filter((m) => !m.name.startsWith('reminder'));

/** The suite's database on `db`, its clock, and how its tests start servers, run the reminder job and read what they did. */
export function useReminderEngines(db: TestDatabase) {
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
  }, STARTUP_CEILING_MS);
  afterAll(() => database.close());

  /** The reminder job of one server: the engine's pieces, its own dispatcher on the shared SMS port. */
  function jobOn(engine: Engine, sms: SmsSender, events: EventStore = engine.events): ReminderJob {
    const ds = engine.database.dataSource;
    // Reminders carry no file, and in these suites no number has replied STOP.
    const dispatcher = new OutboxDispatcher(new TypeOrmOutboxStore(ds), { sms }, clock, { attachments: null, optOuts: null });
    return new ReminderJob({
      events,
      reminders: new TypeOrmReminderQueries(ds),
      bookings: new TypeOrmReminderBookings(ds),
      content: engine.ports.content,
      outbox: engine.ports.outbox,
      dispatcher,
      planner: new ReminderPlanner(events, engine.ports.content),
      settled: engine.settled,
      clock,
      templates: DEFAULT_TEMPLATES,
      // These suites are about the reminders themselves: no number has replied STOP, no after-trip messages.
      optOuts: { isOptedOut: async () => false },
      afterTrip: null,
    });
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

  return {
    clock,
    start,
    jobOn,
    confirmedBooking,
    planningVersions,
    remindersOf,
    reminder,
    eventTypesOf,
    outboxRowsOf,
    outboxCount,
    /** The suite's database, once opened. */
    get database(): Database {
      return database;
    },
  };
}
