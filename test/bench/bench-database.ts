import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { Database, dropSchema, openDatabase } from '../../adapters/persistence/database';

/** A plain node-postgres session for the raw figures: SQL in, rows out, nothing of ours between. */
export interface RawSession {
  query(sql: string, params?: readonly unknown[]): Promise<Record<string, unknown>[]>;
  end(): Promise<void>;
}

export interface BenchDatabase {
  readonly db: Database;
  /** Where the data lives, for the report. */
  readonly where: string;
  /**
   * `count` raw sessions for concurrent writers: separate connections on PostgreSQL, the one and
   * only session on PGlite (which cannot have a second one).
   */
  rawSessions(count: number): Promise<RawSession[]>;
  readonly rawSessionsAreSeparate: boolean;
  /** Closes everything and removes the schema or the data directory. Safe to call twice. */
  cleanup(): Promise<void>;
}

/**
 * The app's active database, empty: PostgreSQL (DATABASE_URL) in a schema of its own, otherwise
 * PGlite on disk like the app's default, in a fresh temporary directory. Figures on a database
 * that already holds someone's data would measure that data too.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}

async function openPostgres(url: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const clients: Client[] = [];
  let db: Database | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await Promise.allSettled(clients.map((c) => c.end()));
      await db?.close();
      await dropSchema(url, schema);
    })());
  try {
    db = await openDatabase({ databaseUrl: url, schema });
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
  return {
    db,
    where: `schema ${schema} (dropped at the end)`,
    rawSessionsAreSeparate: true,
    async rawSessions(count) {
      const opened = await Promise.all(
        Array.from({ length: count }, async () => {
          // Outside TypeORM's pool on purpose: the raw figure must not share connections with ours.
          const client = new Client({ connectionString: url, options: `-c search_path=${schema}` });
          clients.push(client);
          await client.connect();
          return client;
        }),
      );
      return opened.map((client) => ({
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        end: async () => {
          clients.splice(clients.indexOf(client), 1);
          await client.end();
        },
      }));
    },
    cleanup,
  };
}

async function openPglite(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  let db: Database | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      try {
        await db?.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    })());
  try {
    db = await openDatabase({ pgliteDir: dir });
  } catch (error) {
    await cleanup().catch(() => undefined);
    throw error;
  }
  // PGlite has a single session, already held by TypeORM's pool of one: the raw queries go through
  // that node-postgres pool (not through TypeORM), and concurrent "writers" queue on it as ours do.
  const pool = (db.dataSource.driver as unknown as { master: Pool }).master;
  const session: RawSession = {
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    // The session belongs to the database; cleanup closes it.
    end: async () => undefined,
  };
  return {
    db,
    where: `on disk in ${dir} (removed at the end)`,
    rawSessionsAreSeparate: false,
    rawSessions: async (count) => Array.from({ length: count }, () => session),
    cleanup,
  };
}
