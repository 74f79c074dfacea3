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
  test('is closed, not handed to the next statement', async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: url, schema, timeouts: { connectMs: 3_000, queryMs: 200, startupMs: 60_000 } });
    try {
      const pid = async () => ((await database.dataSource.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[])[0]!.pid;
      const before = await pid();
      // The session lifts the server's limit, so only the client's (200 ms + its grace) can end the wait.
      await expect(database.dataSource.query('SET statement_timeout = 0; SELECT pg_sleep(3)')).rejects.toThrow('Query read timeout');
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
});
