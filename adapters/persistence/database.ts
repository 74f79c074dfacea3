import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { lockDataDir } from './data-dir-lock';
import { DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS, postgresPoolOptions } from './postgres-pool-options';
import { pglitePoolOptions } from './pglite-connection';
import { schemaEntities, schemaMigrations } from './schema';
import { pgKeepingSessions } from './session-keeping-pool';
import { takeStartupLock } from './startup-lock';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseOptions {
  /** PostgreSQL server; without it an embedded PGlite database is used. */
  readonly databaseUrl?: string;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  readonly pgliteDir?: string;
  /** A PostgreSQL schema to create and use (tests isolate suites in their own schema). */
  readonly schema?: string;
  /**
   * An embedded database already made, to use instead of a new one (closed with it): the tests
   * start each suite from a copy of one migrated database rather than creating and migrating anew.
   */
  readonly pglite?: PGlite;
  /** PostgreSQL's limits on connecting and on each statement (DEFAULT_DATABASE_TIMEOUTS when absent). */
  readonly timeouts?: DatabaseTimeouts;
  /**
   * Keep PostgreSQL's start-up lock (startup-lock.ts) once the migrations are applied, until
   * `startupFinished()`: the server's own start-up work (the first-run seed) then runs under it
   * too. Without it the lock is released as soon as the migrations are done.
   */
  readonly holdStartupLock?: boolean;
  /**
   * Where the start-up's notes go (a wait for another server's start-up): the server passes Nest's
   * logger, the console's stderr when absent. This file loads no Nest package: the command-line
   * tools open the database without the app (test/unit/schema-without-nest.test.ts).
   */
  readonly log?: (message: string) => void;
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly dataSource: DataSource;
  /** Lets the next server start (releases the start-up lock held by `holdStartupLock`); nothing to do otherwise. */
  startupFinished(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations and returns it ready for use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir, options.pglite);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { schema, timeouts = DEFAULT_DATABASE_TIMEOUTS, log = (message: string) => console.warn(message) } = options;
  if (schema) await withClient(url, (c) => c.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`));
  // Unqualified names in our SQL resolve to the schema on every pooled connection.
  const searchPath = schema ? { options: `-c search_path=${schema}` } : {};
  // Several servers may start at once on one database: one at a time migrates (and seeds), the
  // others wait for it and then find nothing left to do.
  const lock = await takeStartupLock({ connectionString: url, ...searchPath, ...postgresPoolOptions(timeouts, 'start-up') }, log);
  let dataSource: DataSource | undefined;
  try {
    // Migrations on a pool of their own, with start-up's longer limits: a migration that rewrites a
    // large table may take minutes, where a request's statement is cut after seconds.
    const migrating = postgresDataSource(url, schema, { ...searchPath, ...postgresPoolOptions(timeouts, 'start-up') }, 1);
    await migrating.initialize();
    try {
      await migrating.runMigrations({ transaction: 'each' });
    } finally {
      await migrating.destroy();
    }
    dataSource = postgresDataSource(url, schema, { ...searchPath, ...postgresPoolOptions(timeouts, 'requests') }, 10);
    await dataSource.initialize();
    if (!options.holdStartupLock) await lock.release();
  } catch (error) {
    await lock.release();
    if (dataSource?.isInitialized) await dataSource.destroy();
    throw error;
  }
  const ready = dataSource;
  return {
    kind: 'postgres',
    dataSource: ready,
    startupFinished: () => lock.release(),
    close: async () => {
      await lock.release();
      await ready.destroy();
    },
  };
}

function postgresDataSource(url: string, schema: string | undefined, extra: object, poolSize: number): DataSource {
  return new DataSource({
    type: 'postgres',
    driver: pgKeepingSessions,
    url,
    schema,
    extra,
    poolSize,
    entities: schemaEntities,
    migrations: schemaMigrations,
  });
}

async function openPglite(dir: string | undefined, made: PGlite | undefined): Promise<Database> {
  let unlock = () => {};
  if (dir && !made) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  // PGlite is published as ES modules only.
  const pglite = made ?? new (await import('@electric-sql/pglite')).PGlite(dir);
  const dataSource = new DataSource({
    type: 'postgres',
    driver: pgKeepingSessions,
    // PGlite is one session: transactions are serialised through a pool of one (docs/decisions/0001-pglite-by-default.md),
    // whose clients each get a connection of their own over it (pglite-connection.ts).
    extra: pglitePoolOptions(pglite),
    poolSize: 1,
    entities: schemaEntities,
    migrations: schemaMigrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
  });
  try {
    await dataSource.initialize();
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    kind: 'pglite',
    dataSource,
    // One process at a time opens a PGlite directory (data-dir-lock.ts): no other server to wait for.
    startupFinished: async () => {},
    close: async () => {
      await dataSource.destroy();
      await pglite.close();
      unlock();
    },
  };
}

export function pgliteDirIn(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (c) => c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`));
}

/** One short-lived connection to `url` for `fn`, closed whatever `fn` does. */
export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}
