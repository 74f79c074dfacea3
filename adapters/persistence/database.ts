import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { lockDataDir } from './data-dir-lock';
import { pglitePoolOptions } from './pglite-connection';
import { schemaEntities, schemaMigrations } from './schema';

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
}

export interface Database {
  readonly kind: DatabaseKind;
  readonly dataSource: DataSource;
  close(): Promise<void>;
}

/** Opens the database, applies pending migrations and returns it ready for use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.pgliteDir, options.pglite);
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  if (schema) await withClient(url, (c) => c.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`));
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    schema,
    // Unqualified names in our SQL resolve to the schema on every pooled connection.
    extra: schema ? { options: `-c search_path=${schema}` } : undefined,
    poolSize: 10,
    entities: schemaEntities,
    migrations: schemaMigrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
  });
  await dataSource.initialize();
  return { kind: 'postgres', dataSource, close: () => dataSource.destroy() };
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
    // PGlite is one session: transactions are serialised through a pool of one (STACK-NOTES.md),
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

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
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
