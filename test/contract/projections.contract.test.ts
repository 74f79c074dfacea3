import { untilLogVisible } from '../support/visible-log';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { bookingListTable } from '../../application/bookings/booking-read-models';
import { creditMovementsTable } from '../../application/referrals/referral-read-models';
import { slotClaimsTable } from '../../application/availability/slot-claims.projection';
import { LOG_START, positionToString, RecordedEvent } from '../../application/ports/event-store';
import { Projection } from '../../application/projections/projection';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { rowPerEvent } from '../../application/projections/row-projections';
import { BookingStatus, BOOKING_STATUSES } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { Database } from '../../adapters/persistence/database';
import { allProjections } from '../../adapters/projections/all-projections';
import { sampleBookingDetails } from '../support/booking-fixtures';
import { testDatabases } from '../support/databases';
import { Engine } from '../support/engine';
import { TestClock } from '../support/test-clock';

const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };

/** A projection that writes real rows (into credit_movements, one per event) and can be told to fail. */
function probe(name: string, fail: () => boolean, seen: string[] = []): Projection {
  const inner = rowPerEvent({
    name,
    table: creditMovementsTable,
    rowOf: (event: RecordedEvent) => ({
      account: `probe-${name}-${event.eventId}`,
      version: 1,
      kind: 'granted' as const,
      amountCents: 0,
      balanceAfterCents: 0,
      referralId: null,
      bookingId: null,
      reason: 'probe',
      actor: { kind: 'system', process: 'test' } as Actor,
      at: new Date(0),
    }),
  });
  return {
    name,
    tables: [],
    async applyBatch(events, tx) {
      // Writes its rows first, so a rollback that did not happen would show.
      await inner.applyBatch(events, tx);
      if (fail()) throw new Error('boom');
      seen.push(...events.map((e) => e.eventId));
    },
  };
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('projections on %s', (_name, db) => {
  let database: Database;
  let engine: Engine;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await db.open();
    engine = new Engine(database, { clock });
  }, 60_000);
  afterAll(() => database.close());

  const probeRows = async (name: string) =>
    (await database.dataSource.query(`SELECT count(*)::int AS n FROM credit_movements WHERE "account" LIKE $1`, [`probe-${name}-%`]))[0]
      .n as number;

  test('a command returns with its effect already in the read models', async () => {
    const booking = await engine.bookings.request(sampleBookingDetails(1), { kind: 'visitor' });
    expect(booking.status).toBe('pending');
    const confirmed = await engine.bookings.changeStatus(booking.id, 'confirmed', 'Paid by phone', guide);
    expect(confirmed.status).toBe('confirmed');
    const history = await engine.bookings.history(booking.id);
    expect(history.map((h) => [h.version, h.type, h.changes.status, h.reason, h.actor])).toEqual([
      [1, 'BookingRequested', { from: null, to: 'pending' }, null, { kind: 'visitor' }],
      [2, 'BookingStatusChanged', { from: 'pending', to: 'confirmed' }, 'Paid by phone', guide],
    ]);
    // The slot process took the slot before the command answered.
    expect((await engine.projectionStore.rows(slotClaimsTable)).find((c) => c.bookingId === booking.id)).toMatchObject({ status: 'taken' });
  });

  test('one read of the log per batch, whatever the number of projections', async () => {
    for (let i = 0; i < 12; i++) await engine.events.append(`filler-${randomUUID()}`, [{ type: 'Filler', data: { i } }], 0);
    // Counted once every one is visible: another suite's open transaction may hold the last back a moment.
    await untilLogVisible(database);
    const projections = [1, 2, 3, 4].map((n) => probe(`reads_${n}_${randomUUID().slice(0, 6)}`, () => false));
    const runner = new ProjectionRunner(engine.events, engine.projectionStore, projections, { batchSize: 5 });
    const total = (await engine.events.readAll(LOG_START, { limit: 100_000 })).length;
    const readAll = jest.spyOn(engine.events, 'readAll');
    try {
      await runner.catchUp();
      // ceil(total / 5) full or partial batches, plus at most the empty read that ends the run.
      expect(readAll.mock.calls.length).toBeLessThanOrEqual(Math.ceil(total / 5) + 1);
    } finally {
      readAll.mockRestore();
    }
    for (const p of projections) expect(await probeRows(p.name)).toBe(total);
  });

  test('a failing batch writes neither rows nor checkpoint, and the next run applies it once', async () => {
    let fail = true;
    const seen: string[] = [];
    const flaky = probe(`flaky_${randomUUID().slice(0, 8)}`, () => fail, seen);
    const errors: unknown[] = [];
    const runner = new ProjectionRunner(engine.events, engine.projectionStore, [flaky], {
      onError: (_n, e) => errors.push(e),
      retryMs: { first: 0, max: 0 },
    });
    await runner.catchUp();
    expect(errors).toHaveLength(1);
    expect(positionToString((await engine.projectionStore.loadCheckpoints([flaky.name])).get(flaky.name)!)).toBe(
      positionToString(LOG_START),
    );
    expect(await probeRows(flaky.name)).toBe(0);

    fail = false;
    await runner.catchUp();
    await runner.catchUp();
    const all = await engine.events.readAll(LOG_START, { limit: 100_000 });
    expect(seen).toEqual(all.map((e) => e.eventId));
    expect(await probeRows(flaky.name)).toBe(all.length);
  });

  test('a failing projection is set aside with a back-off; the others sharing its batches go on', async () => {
    const broken = probe(`broken_${randomUUID().slice(0, 8)}`, () => true);
    const healthy = probe(`healthy_${randomUUID().slice(0, 8)}`, () => false);
    const errors: string[] = [];
    const runner = new ProjectionRunner(engine.events, engine.projectionStore, [broken, healthy], { onError: (name) => errors.push(name) });
    await runner.catchUp();
    const all = await engine.events.readAll(LOG_START, { limit: 100_000 });
    expect(await probeRows(healthy.name)).toBe(all.length);
    expect(await probeRows(broken.name)).toBe(0);
    expect(errors).toEqual([broken.name]);
    // Within its back-off it is not tried again on every append.
    await engine.events.append(`filler-${randomUUID()}`, [{ type: 'Filler', data: {} }], 0);
    // On a PostgreSQL server another suite's open transaction may hold the new event back a moment.
    await untilLogVisible(database);
    await runner.catchUp();
    expect(errors).toEqual([broken.name]);
    expect(await probeRows(healthy.name)).toBe(all.length + 1);
  });

  test('two runners of the same projection never apply an event twice', async () => {
    const counting = probe(`counting_${randomUUID().slice(0, 8)}`, () => false);
    const a = new ProjectionRunner(engine.events, engine.projectionStore, [counting], { batchSize: 3 });
    const b = new ProjectionRunner(engine.events, engine.projectionStore, [counting], { batchSize: 3 });
    await Promise.all([a.catchUp(), b.catchUp(), a.catchUp(), b.catchUp()]);
    const all = await engine.events.readAll(LOG_START, { limit: 100_000 });
    // A batch that lost the race was rolled back: one row per event means each was applied once.
    expect(await probeRows(counting.name)).toBe(all.length);
    expect(positionToString((await engine.projectionStore.loadCheckpoints([counting.name])).get(counting.name)!)).toBe(
      positionToString(all[all.length - 1]!.position),
    );
  });

  test('a checkpoint deleted under a running runner (a migration that replays its projection) is created again, and the log replayed once', async () => {
    const replayed = probe(`replayed_${randomUUID().slice(0, 8)}`, () => false);
    const runner = new ProjectionRunner(engine.events, engine.projectionStore, [replayed], { batchSize: 7 });
    await engine.events.append(`before-${randomUUID()}`, [{ type: 'Filler', data: {} }], 0);
    await untilLogVisible(database);
    await runner.catchUp();
    expect(await probeRows(replayed.name)).toBeGreaterThan(0);
    await database.dataSource.query('DELETE FROM projection_checkpoints WHERE name = $1', [replayed.name]);
    await database.dataSource.query('DELETE FROM credit_movements WHERE "account" LIKE $1', [`probe-${replayed.name}-%`]);
    await engine.events.append(`after-${randomUUID()}`, [{ type: 'Filler', data: {} }], 0);
    await untilLogVisible(database);

    await runner.catchUp();

    const all = await engine.events.readAll(LOG_START, { limit: 100_000 });
    expect(await probeRows(replayed.name)).toBe(all.length);
    expect(positionToString((await engine.projectionStore.loadCheckpoints([replayed.name])).get(replayed.name)!)).toBe(
      positionToString(all[all.length - 1]!.position),
    );
  });

  test('a long catch-up lets the rest of the process run between batches', async () => {
    for (let i = 0; i < 30; i++) await engine.events.append(`loop-${randomUUID()}`, [{ type: 'Filler', data: { i } }], 0);
    const quiet: Projection = { name: `quiet_${randomUUID().slice(0, 8)}`, tables: [], applyBatch: async () => {} };
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await new ProjectionRunner(engine.events, engine.projectionStore, [quiet], { batchSize: 5 }).catchUp();
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(0);
  });

  test('after a few hundred booking commands, a rebuild reproduces byte-identical read models', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push((await engine.bookings.request(sampleBookingDetails(100 + i), { kind: 'visitor' })).id);
    let commands = 60;
    // Walk each booking through a deterministic sequence of status changes.
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < ids.length; i++) {
        const current = (await engine.queries.get(ids[i]!))!.status;
        const to = BOOKING_STATUSES[(BOOKING_STATUSES.indexOf(current as BookingStatus) + 1 + ((i + round) % 2)) % 3] as BookingStatus;
        clock.advance(1000);
        await engine.bookings.changeStatus(ids[i]!, to, round % 2 ? `round ${round}` : undefined, guide);
        commands++;
      }
    }
    expect(commands).toBeGreaterThanOrEqual(300);
    // The probes of the tests above wrote into credit_movements rows no event accounts for.
    await database.dataSource.query(`DELETE FROM credit_movements WHERE "account" LIKE 'probe-%'`);
    const tables = allProjections.flatMap((p) => p.tables);
    const digests = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (t) => [t.name, await engine.projectionStore.checksum(t)] as const)));
    const before = await digests();
    const listBefore = await engine.projectionStore.rows(bookingListTable);
    expect(listBefore.length).toBeGreaterThanOrEqual(60);

    // Small batches: the rows must not depend on where the batches fall.
    const rebuilder = new ProjectionRunner(engine.events, engine.projectionStore, allProjections, { rebuildBatchSize: 7 });
    await rebuilder.rebuild();
    expect(await digests()).toEqual(before);
    expect(await engine.projectionStore.rows(bookingListTable)).toEqual(listBefore);

    // And the rebuild really emptied and refilled them: a tampered row is put right.
    await database.dataSource.query(`UPDATE booking_list SET status = 'tampered'`);
    expect((await digests()).booking_list).not.toBe(before.booking_list);
    await engine.projections.rebuild();
    expect(await digests()).toEqual(before);
  }, 180_000);

  test('a checksum tells tables apart by their exact contents', async () => {
    expect(await engine.projectionStore.checksum(slotClaimsTable)).toMatch(/^[0-9a-f]{32}$/);
    const a = await engine.projectionStore.checksum(bookingListTable);
    await database.dataSource.query(
      `UPDATE booking_list SET "refundedCents" = "refundedCents" + 1 WHERE id = (SELECT min(id) FROM booking_list)`,
    );
    expect(await engine.projectionStore.checksum(bookingListTable)).not.toBe(a);
    await database.dataSource.query(
      `UPDATE booking_list SET "refundedCents" = "refundedCents" - 1 WHERE id = (SELECT min(id) FROM booking_list)`,
    );
    expect(await engine.projectionStore.checksum(bookingListTable)).toBe(a);
  });
});
