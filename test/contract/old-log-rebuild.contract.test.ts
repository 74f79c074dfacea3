import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { bookingTimeline } from '../../application/bookings/booking-timeline';
import { LOG_START } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { bookingStreamId } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { Database } from '../../adapters/persistence/database';
import { SqlProjectionStore } from '../../adapters/persistence/sql-projection-store';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { allProjections } from '../../adapters/projections/all-projections';
import { sampleBookingDetails } from '../support/booking-fixtures';
import { testDatabases } from '../support/databases';
import { Engine } from '../support/engine';
import { TestClock } from '../support/test-clock';
import { untilLogVisible } from '../support/visible-log';

/**
 * A log written by an earlier version of the code, kept as it was: its events, as stored, and
 * every read model as that version built them. Whatever the code becomes (events that carry their
 * actor and time as metadata, renamed fields read through an upcaster), a rebuild from this log
 * must give the same rows, byte for byte. `UPDATE_LOG_FIXTURE=1` writes a new one: only ever next
 * to this one, never over it, since its worth is that an older version wrote it.
 */
const FIXTURE = join(__dirname, '..', 'fixtures', 'logs', 'before-event-metadata.json');

interface StoredEvent {
  eventId: string;
  streamId: string;
  category: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
  recordedAt: string;
}

interface LogFixture {
  readonly writtenBy: string;
  readonly events: StoredEvent[];
  readonly rows: Record<string, unknown[]>;
}

const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const visitor: Actor = { kind: 'visitor' };
const tables = () => [...new Map(allProjections.flatMap((p) => p.tables).map((t) => [t.name, t])).values()];

/** Every read model's rows in key order, as JSON (instants as ISO text). */
async function readModels(database: Database): Promise<Record<string, unknown[]>> {
  const store = new SqlProjectionStore(database.dataSource);
  const rows: Record<string, unknown[]> = {};
  for (const t of tables()) rows[t.name] = JSON.parse(JSON.stringify(await store.rows(t))) as unknown[];
  return rows;
}

/** The log's events in log order, as stored. */
async function storedEvents(database: Database): Promise<StoredEvent[]> {
  const rows = (await database.dataSource.query(
    `SELECT event_id, stream_id, category, version, type, data, metadata, recorded_at FROM events ORDER BY transaction_id, global_position`,
  )) as {
    event_id: string;
    stream_id: string;
    category: string;
    version: number;
    type: string;
    data: unknown;
    metadata: unknown;
    recorded_at: Date;
  }[];
  return rows.map((r) => ({
    eventId: r.event_id,
    streamId: r.stream_id,
    category: r.category,
    version: r.version,
    type: r.type,
    data: r.data,
    metadata: r.metadata,
    recordedAt: new Date(r.recorded_at).toISOString(),
  }));
}

/**
 * The audit timeline, which that version kept as a read model (booking_history, one row per booking
 * event), is read from each booking's stream now: the same lines, in the table's order (by booking,
 * then version). Every booking of the log has one, so none the table had can go missing.
 */
async function timelinesOf(events: PostgresEventStore, tableRows: readonly { bookingId: string }[]): Promise<unknown[]> {
  const bookingIds = [...new Set(tableRows.map((r) => r.bookingId))];
  const streams = (await events.readAll(LOG_START, { limit: 100_000 })).filter((e) => e.category === 'booking').map((e) => e.streamId);
  expect(new Set(streams)).toEqual(new Set(bookingIds.map(bookingStreamId)));
  const lines = [];
  for (const id of bookingIds) lines.push(...bookingTimeline(await events.readStream(bookingStreamId(id))));
  return JSON.parse(JSON.stringify(lines)) as unknown[];
}

/** Writes a log of the site's everyday life through the real services, processes and projections. */
async function writeLog(database: Database): Promise<void> {
  const clock = new TestClock();
  clock.set(new Date('2026-12-01T16:00:00Z'));
  const engine = new Engine(database, { clock });
  // The process managers take their places at the log's start, so they act on all that follows
  // (reminders planned, credit granted), as on a site that has always run them.
  await engine.catchUp();
  const paid: string[] = [];
  const codes: string[] = [];
  for (let i = 0; i < 8; i++) {
    clock.advance(60_000);
    const started = await engine.paidCheckout(sampleBookingDetails(300 + i));
    const booking = await engine.checkout.confirmPayment(started.paymentIntentId, visitor, started.clientSecret);
    paid.push(booking.id);
    if (booking.referralCode) codes.push(booking.referralCode);
  }
  // A friend books with the first customer's code: a referral, and the credit it earns.
  const code = codes[0]!;
  clock.advance(60_000);
  const friend = await engine.checkout.startPayment(sampleBookingDetails(320), code, visitor);
  await engine.testGateway.confirmWithCard(
    friend.paymentIntentId,
    { clientSecret: friend.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    clock.now(),
  );
  await engine.checkout.confirmPayment(friend.paymentIntentId, visitor, friend.clientSecret);
  // Phone bookings, confirmed, set back, cancelled; paid ones cancelled with their refunds.
  for (let i = 0; i < 4; i++) {
    clock.advance(60_000);
    const phone = await engine.bookings.request(sampleBookingDetails(340 + i), guide);
    await engine.bookings.changeStatus(phone.id, 'confirmed', undefined, guide);
    if (i % 2) await engine.bookings.changeStatus(phone.id, 'pending', 'Waiting for the deposit', guide);
    if (i === 3) await engine.bookings.changeStatus(phone.id, 'cancelled', 'The party changed its plans', guide);
  }
  clock.advance(60_000);
  await engine.bookings.changeStatus(paid[2]!, 'cancelled', 'Storm warning on the lake', guide, { weather: true });
  await engine.bookings.changeStatus(paid[3]!, 'cancelled', 'The customer asked', guide);
  // A checkout left unpaid, then given back.
  clock.advance(60_000);
  const unpaid = await engine.checkout.startPayment(sampleBookingDetails(360), undefined, visitor);
  await engine.checkout.releaseHold(unpaid.paymentIntentId, unpaid.clientSecret, visitor);
  await engine.catchUp();
  expect(engine.errors).toEqual([]);
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('a log written before the change, on %s', (_name, db) => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((d) => d.close())));

  if (process.env.UPDATE_LOG_FIXTURE && db.name === 'pglite') {
    test('is written afresh (UPDATE_LOG_FIXTURE)', async () => {
      const database = await db.open();
      opened.push(database);
      await writeLog(database);
      const fixture: LogFixture = {
        writtenBy: 'the code of 2026-11-29, before events carried their actor and time as metadata',
        events: await storedEvents(database),
        rows: await readModels(database),
      };
      mkdirSync(dirname(FIXTURE), { recursive: true });
      writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 1)}\n`);
    }, 120_000);
  }

  test('a rebuild from it gives every read model byte for byte as that version built them', async () => {
    const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as LogFixture;
    expect(fixture.events.length).toBeGreaterThan(80);
    const database = await db.open();
    opened.push(database);
    // The events as that version stored them, in its log order (one transaction keeps the order).
    await database.dataSource.query(
      `INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
       SELECT (e.value->>'eventId')::uuid, e.value->>'streamId', e.value->>'category', (e.value->>'version')::int,
              e.value->>'type', e.value->'data', e.value->'metadata', (e.value->>'recordedAt')::timestamptz
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(value, n) ORDER BY e.n`,
      [JSON.stringify(fixture.events)],
    );
    // Another worker's open transaction on the shared server would hide them from the rebuild's reads.
    await untilLogVisible(database);
    const events = new PostgresEventStore(database.dataSource, database.kind);
    await new ProjectionRunner(events, new SqlProjectionStore(database.dataSource), allProjections, { rebuildBatchSize: 50 }).rebuild();
    const rows = await readModels(database);
    rows.booking_history = await timelinesOf(events, fixture.rows.booking_history as { bookingId: string }[]);
    // Every table that version had, as it had it; a table added since starts from the same log. A
    // column added since (a booking's reference, its no-show, a claim's party) is no fact that version recorded: each
    // row is compared on the columns that version had.
    const asThen = (row: unknown, then: unknown) =>
      Object.fromEntries(Object.keys(then as object).map((column) => [column, (row as Record<string, unknown>)[column]]));
    for (const [table, expected] of Object.entries(fixture.rows)) {
      const received = rows[table]?.map((row, i) => (expected[i] === undefined ? row : asThen(row, expected[i])));
      expect({ table, rows: received }).toEqual({ table, rows: expected });
    }
    expect(Object.values(fixture.rows).flat().length).toBeGreaterThan(50);
  }, 120_000);
});
