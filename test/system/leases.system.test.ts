import { afterAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { createServerDatabase, killLeftoverServers, ServerDatabase, ServerProcess, startServerProcess } from '../support/server-process';
import { ALL_LEASES } from '../support/lease-names';

/**
 * Two servers, as processes of their own, on one PostgreSQL schema with the default lease TTL:
 * each piece of background work runs on one of them, and when that one is killed (SIGKILL, no
 * chance to hand anything over) the other takes all of it within a minute. The servers log at
 * debug level, where a leased tick says whether it ran or was skipped.
 */
/** The jobs that tick every minute (the others every hour): the test sees each tick once. */
const MINUTE_JOBS = ['job:email-campaigns', 'job:lapsed-holds', 'job:payment-reconciliation', 'job:referrals', 'job:reminders'];

async function leasesOf(server: ServerProcess): Promise<string[]> {
  const res = await fetch(`${server.url}/api/health`);
  return ((await res.json()) as { leases: string[] }).leases;
}

async function until(what: string, ok: () => Promise<boolean> | boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

const describePostgres = process.env.DATABASE_URL ? describe : describe.skip;

describePostgres('background work under leases, two servers on one PostgreSQL schema', () => {
  let db: ServerDatabase | undefined;
  let database: Database | undefined;
  afterAll(async () => {
    killLeftoverServers();
    await database?.close();
    await db?.remove();
  });

  test('each lease is one server’s and its ticks run there only; kill -9 that server and the other takes every lease and runs the jobs within 60 s', async () => {
    db = await createServerDatabase('postgres');
    const env = { ...db.env, LOG_LEVEL: 'debug' };
    const first = await startServerProcess(env);
    const second = await startServerProcess(env);
    database = await db.open();
    const holders = async () =>
      (await database!.dataSource.query('SELECT name, holder FROM leases ORDER BY name')) as { name: string; holder: string }[];

    // The first server took every lease at its start; the second, none.
    expect(await leasesOf(first)).toEqual(ALL_LEASES);
    expect(await leasesOf(second)).toEqual([]);
    const rows = await holders();
    expect(rows.map((r) => r.name)).toEqual(ALL_LEASES);
    expect(new Set(rows.map((r) => r.holder)).size).toBe(1);
    expect(rows[0]!.holder).toContain(`:${first.pid}:`);

    // Each minute's tick runs on the first server and is skipped on the second.
    await until(
      "the second server's first tick of every minute's job",
      () => MINUTE_JOBS.every((job) => second.log().includes(`Skipped ${job}`)),
      80_000,
    );
    for (const job of MINUTE_JOBS) {
      expect(first.log()).toContain(`Running ${job}: this server holds its lease`);
      expect(second.log()).not.toContain(`Running ${job}`);
    }

    await first.kill('SIGKILL');
    const killedAt = Date.now();
    await until('the second server holding every lease', async () => (await leasesOf(second)).length === ALL_LEASES.length, 60_000);
    for (const lease of ALL_LEASES) {
      await until(`the second server running ${lease}`, () => second.log().includes(`Running ${lease}`), 60_000 - (Date.now() - killedAt));
    }
    expect((await holders()).every((r) => r.holder.includes(`:${second.pid}:`))).toBe(true);

    // A graceful stop gives the leases up at once, for the next server to take.
    expect(await second.kill('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(await holders()).toEqual([]);
  }, 240_000);
});
