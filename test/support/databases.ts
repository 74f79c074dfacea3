import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database, dropSchema, openDatabase } from '../../adapters/persistence/database';
import { schemaMigrations } from '../../adapters/persistence/schema';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases a suite runs on: embedded PGlite (in memory) always, and the PostgreSQL server of
 * DATABASE_URL when it is set, each suite in a schema of its own that is dropped afterwards.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openTestPglite }];
  const url = process.env.DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      open: async () => {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const db = await openDatabase({ databaseUrl: url, schema });
        return {
          ...db,
          close: async () => {
            await db.close();
            await dropSchema(url, schema);
          },
        };
      },
    });
  }
  return list;
}

/**
 * A new in-memory PGlite database with every migration applied, as `openDatabase({})` opens it, but
 * copied from a dump of one migrated database: creating and migrating a PGlite cluster takes about
 * 2.5 s, loading its dump 0.3 s, and a test run opens a hundred of them. The dump is made by the
 * first suite that needs it and shared through a file named after PGlite's version and the
 * migrations (their names and code), so a changed migration makes a new one.
 */
export async function openTestPglite(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const file = join(tmpdir(), `fishing-test-pglite-${snapshotKey()}.tar`);
  if (existsSync(file)) return openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(file)]) }) });
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  // Written whole under another name first: a suite in another worker never reads half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return database;
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
