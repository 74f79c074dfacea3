import { describe, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { dropSchema, openDatabase } from '../../adapters/persistence/database';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * A statement the client gave up on (query_timeout) may still be running on the server. TypeORM
 * gives its connection back to the pool without the error; reused, it would make the next request
 * queue behind the lost statement, with whatever that statement changed in its session. The
 * connection must be closed instead and the next statement get a fresh one.
 */
onPostgres('a connection whose statement timed out on the client side', () => {
  const url = process.env.DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  // The client gives up 1,200 ms after a statement started (200 ms + its grace), within a tick of 250 ms.
  const timeouts = { connectMs: 3_000, queryMs: 200, startupMs: 60_000 };

  test('is closed, not handed to the next statement', async () => {
    const database = await openDatabase({ databaseUrl: url, schema, timeouts });
    try {
      const pid = async () => ((await database.dataSource.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[])[0]!.pid;
      const before = await pid();
      // The session lifts the server's limit, so only the client's can end the wait.
      const started = Date.now();
      await expect(database.dataSource.query('SET statement_timeout = 0; SELECT pg_sleep(3)')).rejects.toThrow('Query read timeout');
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(1_200);
      expect(waited).toBeLessThan(2_500);
      const after = await pid();
      expect(after).not.toBe(before);
      // And the fresh connection has the server's limit again.
      expect(((await database.dataSource.query('SHOW statement_timeout')) as { statement_timeout: string }[])[0]!.statement_timeout).toBe(
        '200ms',
      );
    } finally {
      await database.close();
      await dropSchema(url, schema);
    }
  });

  test('a statement answered within the limit is not given up on, however long it took', async () => {
    const database = await openDatabase({ databaseUrl: url, schema, timeouts });
    try {
      const session = database.dataSource.createQueryRunner();
      try {
        const pid = async () => ((await session.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[])[0]!.pid;
        const before = await pid();
        await session.query('SET statement_timeout = 0');
        expect(await session.query('SELECT pg_sleep(0.9), 1 AS answered')).toEqual([{ pg_sleep: '', answered: 1 }]);
        expect(await pid()).toBe(before);
      } finally {
        await session.release();
      }
    } finally {
      await database.close();
      await dropSchema(url, schema);
    }
  });
});
