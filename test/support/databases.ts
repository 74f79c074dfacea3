import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database, openDatabase, withClient } from '../../adapters/persistence/database';
import { schemaMigrations } from '../../adapters/persistence/schema';
import type { PGlite as Pglite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases a suite runs on: embedded PGlite (in memory) always, and the PostgreSQL server of
 * DATABASE_URL when it is set, each suite in a database of its own that is dropped afterwards.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openTestPglite }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openTestPostgres(url) });
  return list;
}

/** Where the suites' PostgreSQL tables live: a schema of their own, not `public`, as every suite's did before. */
const SUITE_SCHEMA = 'suite';

/**
 * A new PostgreSQL database with every migration applied, opened as the server opens it (the
 * migrations find nothing left to do), but cloned from a template database migrated once per
 * version of the migrations: migrating a new schema takes seconds, `CREATE DATABASE ... TEMPLATE`
 * a fraction of one, and a test run opens a hundred of them. Templates of other versions stay
 * (another checkout may be using its own on the same server).
 */
async function openTestPostgres(url: string): Promise<Database> {
  const template = await migratedTemplate(url);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  try {
    const db = await openDatabase({ databaseUrl: databaseIn(url, name), schema: SUITE_SCHEMA });
    return {
      ...db,
      close: async () => {
        await db.close();
        await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  } catch (error) {
    await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    throw error;
  }
}

/**
 * The template's name, made by the first suite that needs it while the others wait on an advisory
 * lock; it is migrated under another name and renamed once complete, so that a run stopped
 * half-way leaves no half-migrated template behind.
 */
async function migratedTemplate(url: string): Promise<string> {
  const template = `test_template_${snapshotKey()}`;
  await withClient(url, async (c) => {
    await c.query(`SELECT pg_advisory_lock(hashtext('fishing test template'))`);
    try {
      const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const building = `test_building_${randomBytes(6).toString('hex')}`;
      await c.query(`CREATE DATABASE ${building}`);
      await (await openDatabase({ databaseUrl: databaseIn(url, building), schema: SUITE_SCHEMA })).close();
      await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } finally {
      await c.query(`SELECT pg_advisory_unlock(hashtext('fishing test template'))`);
    }
  });
  return template;
}

function databaseIn(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A new in-memory PGlite database with every migration applied, as `openDatabase({})` opens it.
 * Starting PGlite costs about 1.5 s of a core however it starts, so a module registry (a test
 * file, or a bundle of them: suite-bundles.cjs) keeps the instances its suites have closed and
 * gives them to its next suites emptied (`emptied`): every table truncated, the session as new.
 * The first instance of a registry is loaded from a dump of one migrated database: creating and
 * migrating a cluster takes about 2.5 s. The dump is made by the first suite that needs it and
 * shared through a file named after PGlite's version and the migrations (their names and code), so
 * a changed migration makes a new one. database-teardown.ts stops the kept instances after the
 * registry's last test.
 */
export async function openTestPglite(): Promise<Database> {
  const kept = idlePglites.pop();
  const pglite = kept ? await emptied(kept) : await startedPglite();
  return openDatabase({ pglite: keptAfterClose(pglite) });
}

/** Instances whose suite has closed its database, for the registry's next suites. */
const idlePglites: Pglite[] = [];

async function startedPglite(): Promise<Pglite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const file = join(tmpdir(), `fishing-test-pglite-${snapshotKey()}.tar`);
  if (!existsSync(file) && !(await madeByAnother(file))) {
    try {
      const pglite = new PGlite();
      await (await openDatabase({ pglite: keptAfterClose(pglite) })).close();
      const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
      // Written whole under another name first: a suite in another worker never reads half a dump.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      return idlePglites.pop()!;
    } finally {
      rmSync(`${file}.lock`, { force: true });
    }
  }
  return new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
}

/**
 * The instance with its `close` (which the database's close calls) giving it back to the registry
 * instead, once; `closeIdlePglites` stops it for good.
 */
function keptAfterClose(pglite: Pglite): Pglite {
  let given = false;
  Object.defineProperty(pglite, 'close', {
    configurable: true,
    value: async () => {
      if (given) return;
      given = true;
      idlePglites.push(pglite);
    },
  });
  return pglite;
}

/**
 * The instance as a new database: the last suite's transaction rolled back, its session state
 * (prepared statements, settings, advisory locks, temporary tables) discarded, and every table
 * but the migrations' truncated with its identities restarted. The migrations add no rows.
 */
async function emptied(pglite: Pglite): Promise<Pglite> {
  // One statement per call: several in one call would run as one transaction, where DISCARD cannot.
  await pglite.exec('ROLLBACK');
  await pglite.exec('DISCARD ALL');
  const { rows } = await pglite.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
  );
  // The append-only tables refuse a TRUNCATE by trigger; triggers do not fire for a replica session.
  await pglite.exec('SET session_replication_role = replica');
  if (rows.length > 0) await pglite.exec(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY`);
  await pglite.exec('RESET session_replication_role');
  return pglite;
}

/** Stops the instances the registry kept (database-teardown.ts). */
export async function closeIdlePglites(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  for (const pglite of idlePglites.splice(0)) await PGlite.prototype.close.call(pglite);
}

/**
 * Whether another worker is making the dump (then waits for it): on a fresh machine every worker's
 * first suite would otherwise create and migrate a cluster of its own at once, on the same cores.
 * A lock older than two minutes is taken to be a stopped run's, and this worker makes the dump.
 */
async function madeByAnother(file: string): Promise<boolean> {
  const lock = `${file}.lock`;
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return false;
  } catch {
    const lockHeld = () => {
      try {
        return Date.now() - statSync(lock).mtimeMs < 120_000;
      } catch {
        return false; // released
      }
    };
    while (!existsSync(file) && lockHeld()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return existsSync(file);
  }
}

function snapshotKey(): string {
  const { version } = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const migration of schemaMigrations) {
    const proto = migration.prototype as unknown as Record<string, unknown>;
    hash.update(`${migration.name}\n${String(proto.up)}\n${String(proto.down)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
