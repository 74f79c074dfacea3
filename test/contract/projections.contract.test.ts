import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { BookingQueries } from '../../application/bookings/booking-queries';
import { bookingHistoryTable, bookingListTable } from '../../application/bookings/booking-read-models';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { BookingService } from '../../application/bookings/booking-service';
import { LOG_START, positionToString } from '../../application/ports/event-store';
import { ReadModelTransaction } from '../../application/ports/read-models';
import { Projection } from '../../application/projections/projection';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { BookingStatus, BOOKING_STATUSES } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { TypeOrmBookingQueries } from '../../adapters/bookings/typeorm-booking-queries';
import { Database } from '../../adapters/persistence/database';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { TypeOrmProjectionStore } from '../../adapters/persistence/typeorm-projection-store';
import { allProjections } from '../../adapters/projections/all-projections';
import { sampleBookingDetails } from '../support/booking-fixtures';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };

describe.each(testDatabases().map((db) => [db.name, db] as const))('projections on %s', (_name, db) => {
  let database: Database;
  let events: PostgresEventStore;
  let store: TypeOrmProjectionStore;
  let runner: ProjectionRunner;
  let queries: BookingQueries;
  let bookings: BookingService;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await db.open();
    events = new PostgresEventStore(database.dataSource, database.kind, clock);
    store = new TypeOrmProjectionStore(database.dataSource);
    runner = new ProjectionRunner(events, store, allProjections, {
      batchSize: 50,
      onError: (name, error) => {
        throw new Error(`projection ${name} failed: ${String(error)}`);
      },
    });
    queries = new TypeOrmBookingQueries(database.dataSource);
    // These bookings are taken by phone: nothing here is paid, so nothing may reach a gateway.
    const noGateway = new Proxy({} as PaymentGateway, {
      get: () => {
        throw new Error('No payment gateway in this suite');
      },
    });
    bookings = new BookingService(events, queries, runner, clock, { newId: () => randomUUID() }, noGateway);
  }, 60_000);
  afterAll(() => database.close());

  test('a command returns with its effect already in the read models', async () => {
    const booking = await bookings.request(sampleBookingDetails(1), { kind: 'visitor' });
    expect(booking.status).toBe('pending');
    const confirmed = await bookings.changeStatus(booking.id, 'confirmed', 'Paid by phone', guide);
    expect(confirmed.status).toBe('confirmed');
    const history = await queries.history(booking.id);
    expect(history.map((h) => [h.version, h.type, h.changes.status, h.reason, h.actor])).toEqual([
      [1, 'BookingRequested', { from: null, to: 'pending' }, null, { kind: 'visitor' }],
      [2, 'BookingStatusChanged', { from: 'pending', to: 'confirmed' }, 'Paid by phone', guide],
    ]);
  });

  test('a failing batch writes neither rows nor checkpoint, and the next run applies it once', async () => {
    let fail = true;
    const seen: string[] = [];
    const flaky: Projection = {
      name: `flaky_${randomUUID().slice(0, 8)}`,
      tables: [],
      async apply(event, tx: ReadModelTransaction) {
        // Writes a real row first, so a rollback that did not happen would show.
        await tx.insert(bookingHistoryTable, {
          bookingId: `probe-${event.eventId}`,
          version: 1,
          type: 'Probe',
          actor: { kind: 'system', process: 'test' },
          occurredAt: new Date(0),
          recordedAt: new Date(0),
          changes: {},
          reason: null,
        });
        if (fail) throw new Error('boom');
        seen.push(event.eventId);
      },
    };
    const errors: unknown[] = [];
    const flakyRunner = new ProjectionRunner(events, store, [flaky], { onError: (_n, e) => errors.push(e) });
    await flakyRunner.catchUp();
    expect(errors).toHaveLength(1);
    expect(positionToString(await store.loadCheckpoint(flaky.name))).toBe(positionToString(LOG_START));
    const probes = (await store.rows(bookingHistoryTable)).filter((r) => r.bookingId.startsWith('probe-'));
    expect(probes).toEqual([]);

    fail = false;
    await flakyRunner.catchUp();
    await flakyRunner.catchUp();
    const all = await events.readAll(LOG_START, { limit: 10_000 });
    expect(seen).toEqual(all.map((e) => e.eventId));
    await database.dataSource.query(`DELETE FROM booking_history WHERE "bookingId" LIKE 'probe-%'`);
  });

  test('two runners of the same projection never apply an event twice', async () => {
    const applied: string[] = [];
    const counting: Projection = {
      name: `counting_${randomUUID().slice(0, 8)}`,
      tables: [],
      async apply(event) {
        applied.push(event.eventId);
      },
    };
    const a = new ProjectionRunner(events, store, [counting], { batchSize: 3 });
    const b = new ProjectionRunner(events, store, [counting], { batchSize: 3 });
    await Promise.all([a.catchUp(), b.catchUp(), a.catchUp(), b.catchUp()]);
    const all = await events.readAll(LOG_START, { limit: 10_000 });
    // A batch that lost the race was rolled back, so count only what committed: compare with the log.
    expect(new Set(applied).size).toBe(all.length);
    expect(positionToString(await store.loadCheckpoint(counting.name))).toBe(positionToString(all[all.length - 1]!.position));
  });

  test('a long catch-up lets the rest of the process run between batches', async () => {
    for (let i = 0; i < 30; i++) await events.append(`loop-${randomUUID()}`, [{ type: 'Filler', data: { i } }], 0);
    const quiet: Projection = { name: `quiet_${randomUUID().slice(0, 8)}`, tables: [], apply: async () => {} };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await new ProjectionRunner(events, store, [quiet], { batchSize: 5 }).catchUp();
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  test('after a few hundred booking commands, a rebuild reproduces identical rows', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push((await bookings.request(sampleBookingDetails(100 + i), { kind: 'visitor' })).id);
    let commands = 60;
    // Walk each booking through a deterministic sequence of status changes.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < ids.length; i++) {
        const current = (await queries.get(ids[i]!))!.status;
        const to = BOOKING_STATUSES[(BOOKING_STATUSES.indexOf(current as BookingStatus) + 1 + ((i + round) % 2)) % 3] as BookingStatus;
        clock.advance(1000);
        await bookings.changeStatus(ids[i]!, to, round % 2 ? `round ${round}` : undefined, guide);
        commands++;
      }
    }
    expect(commands).toBeGreaterThanOrEqual(300);
    const listBefore = await store.rows(bookingListTable);
    const historyBefore = await store.rows(bookingHistoryTable);
    expect(listBefore.length).toBeGreaterThanOrEqual(60);
    expect(historyBefore.length).toBeGreaterThanOrEqual(300);

    await runner.rebuild();

    expect(await store.rows(bookingListTable)).toEqual(listBefore);
    expect(await store.rows(bookingHistoryTable)).toEqual(historyBefore);
    // And the rebuild really emptied and refilled them: a changed projection shows in the rows.
    await database.dataSource.query(`UPDATE booking_list SET status = 'tampered'`);
    await runner.rebuild();
    expect(await store.rows(bookingListTable)).toEqual(listBefore);
  }, 120_000);
});
