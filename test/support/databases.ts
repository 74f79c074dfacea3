import { randomBytes } from 'node:crypto';
import { Database, dropSchema, openDatabase } from '../../adapters/persistence/database';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases a suite runs on: embedded PGlite (in memory) always, and the PostgreSQL server of
 * DATABASE_URL when it is set, each suite in a schema of its own that is dropped afterwards.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({}) }];
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
