import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { LogPosition, RecordedEvent } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ProcessManagerRunner } from '../../application/process-managers/process-manager-runner';
import { LeaseKeeper } from '../../adapters/leases/lease-keeper';
import { SqlLeases } from '../../adapters/leases/sql-leases';
import { Database } from '../../adapters/persistence/database';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { SqlProjectionStore } from '../../adapters/persistence/sql-projection-store';
import { testDatabases } from '../support/databases';
import { untilLogVisible } from '../support/visible-log';

const TTL_MS = 30_000;
const quiet = { log: () => {}, warn: () => {}, debug: () => {} };

describe.each(testDatabases().map((db) => [db.name, db] as const))('leases on %s', (name, db) => {
  let database: Database;
  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => database.dataSource.query('DELETE FROM leases'));

  /** A server's keeper, on a clock the test moves; `sole` as on PGlite, where one process opens the database. */
  function server(holder: string, sole = false) {
    const clock = { ms: 0 };
    const gained: string[] = [];
    const keeper = new LeaseKeeper(new SqlLeases(database.dataSource, TTL_MS, sole, holder), {
      ttlMs: TTL_MS,
      now: () => clock.ms,
      logger: quiet,
    });
    for (const lease of ['job:a', 'job:b']) keeper.want(lease, () => gained.push(lease));
    return { keeper, clock, gained };
  }
  const holders = async () =>
    Object.fromEntries(
      ((await database.dataSource.query('SELECT name, holder FROM leases ORDER BY name')) as { name: string; holder: string }[]).map(
        (r) => [r.name, r.holder],
      ),
    );
  /** A holder that stopped renewing (killed) for longer than the TTL, on the database's clock. */
  const lapse = (holder: string) =>
    database.dataSource.query(`UPDATE leases SET "expiresAt" = now() - interval '1 second' WHERE holder = $1`, [holder]);

  test('the first server takes every free lease; another takes none while they are renewed', async () => {
    const a = server('a');
    const b = server('b');
    await a.keeper.keep();
    await b.keeper.keep();
    expect(a.keeper.heldNames()).toEqual(['job:a', 'job:b']);
    expect(b.keeper.heldNames()).toEqual([]);
    expect(await holders()).toEqual({ 'job:a': 'a', 'job:b': 'a' });

    const [before] = (await database.dataSource.query(`SELECT "expiresAt" FROM leases WHERE name = 'job:a'`)) as { expiresAt: Date }[];
    await new Promise((done) => setTimeout(done, 20));
    a.clock.ms = 20_000;
    await a.keeper.keep();
    await b.keeper.keep();
    const [after] = (await database.dataSource.query(`SELECT "expiresAt" FROM leases WHERE name = 'job:a'`)) as { expiresAt: Date }[];
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
    // Renewed at 20 s: held past the first TTL.
    a.clock.ms = 45_000;
    expect(a.keeper.holds('job:a')).toBe(true);
    expect(b.keeper.holds('job:a')).toBe(false);
    // The first round is the start-up: nothing is "taken over".
    expect(a.gained).toEqual([]);
  });

  test('a holder that stops renewing loses its leases: another takes them and runs their work; the first counts on them no more', async () => {
    const a = server('a');
    const b = server('b');
    await a.keeper.keep();
    await b.keeper.keep();
    await lapse('a');
    await b.keeper.keep();
    expect(b.keeper.heldNames()).toEqual(['job:a', 'job:b']);
    expect(b.gained).toEqual(['job:a', 'job:b']);
    expect(await holders()).toEqual({ 'job:a': 'b', 'job:b': 'b' });
    // Its own deadline passed (it could not renew): it stops counting on them without a round trip.
    a.clock.ms = TTL_MS;
    expect(a.keeper.heldNames()).toEqual([]);
    // And once it reaches the database again, it does not take them back.
    await a.keeper.keep();
    expect(a.keeper.heldNames()).toEqual([]);
    expect(await holders()).toEqual({ 'job:a': 'b', 'job:b': 'b' });
  });

  test('a holder told at renewal that another server has the lease drops it at once', async () => {
    const a = server('a');
    const b = server('b');
    await a.keeper.keep();
    await b.keeper.keep();
    await lapse('a');
    await b.keeper.keep();
    expect(a.keeper.holds('job:a')).toBe(true);
    await a.keeper.keep();
    expect(a.keeper.holds('job:a')).toBe(false);
  });

  test('released leases are taken by another server at its next round', async () => {
    const a = server('a');
    const b = server('b');
    await a.keeper.keep();
    await b.keeper.keep();
    await a.keeper.release();
    expect(a.keeper.heldNames()).toEqual([]);
    expect(await holders()).toEqual({});
    await b.keeper.keep();
    expect(b.keeper.heldNames()).toEqual(['job:a', 'job:b']);
  });

  test('a leased tick runs only on the holder', async () => {
    const a = server('a');
    const b = server('b');
    await a.keeper.keep();
    await b.keeper.keep();
    const ran: string[] = [];
    await a.keeper.ifHeld('job:a', async () => ran.push('a'));
    await b.keeper.ifHeld('job:a', async () => ran.push('b'));
    expect(ran).toEqual(['a']);
  });

  if (name === 'pglite')
    test("on PGlite, which one process opens at a time, a dead process's lease is taken at once", async () => {
      await server('killed before releasing', true).keeper.keep();
      const restarted = server('restarted', true);
      await restarted.keeper.keep();
      expect(restarted.keeper.heldNames()).toEqual(['job:a', 'job:b']);
    });
});

/** A manager that only notes what it was handed: enough to move a runner along the log. */
function noting(name: string, seen: string[] = []): ProcessManager {
  return {
    name,
    background: true,
    eventTypes: ['LeaseTestHappened'],
    handles: (event: RecordedEvent) => event.type === 'LeaseTestHappened',
    handle: async (event: RecordedEvent) => void seen.push(event.streamId),
  };
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('process-manager checkpoints across servers on %s', (_name, db) => {
  let database: Database;
  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(() => database.close());

  test('a runner that lost its lease cannot move the checkpoint back; one that takes it over starts from the stored checkpoint', async () => {
    const events = new PostgresEventStore(database.dataSource, database.kind);
    const checkpoints = new SqlProjectionStore(database.dataSource);
    const manager = `lease-test-${randomUUID()}`;
    const append = () => events.append(`leasetest-${randomUUID()}`, [{ type: 'LeaseTestHappened', data: {} }], 'no-stream');
    const stored = async (): Promise<LogPosition> => (await checkpoints.load([manager])).get(manager)!;

    // Server A polls first: it starts at the end of the log and handles one event.
    const seenByA: string[] = [];
    const a = new ProcessManagerRunner(events, checkpoints, [noting(manager, seenByA)]);
    await a.catchUp();
    await append();
    // Each catch-up reads what the log's readers can see: on a PostgreSQL server another suite's
    // open transaction can hold the events back for a moment.
    await untilLogVisible(database);
    await a.catchUp();
    await a.flush();
    const whereALeft = a.position(manager)!;
    // Server B takes over (A's lease lapsed) and gets further.
    const b = new ProcessManagerRunner(events, checkpoints, [noting(manager)]);
    await append();
    const last = await append();
    await untilLogVisible(database);
    await b.catchUp();
    await b.flush();
    expect(b.position(manager)).toEqual(last.position);
    expect(await stored()).toEqual(last.position);

    // A, late, saves where it stood (its flush at shutdown): the checkpoint stays where B left it.
    await a.flush();
    expect(await stored()).toEqual(last.position);
    expect(whereALeft).not.toEqual(last.position);

    // A takes the lease back: it goes on from B's checkpoint, not from its own position.
    await a.reload();
    expect(a.position(manager)).toEqual(last.position);
    seenByA.length = 0;
    await a.catchUp();
    expect(seenByA).toEqual([]);
  });
});
