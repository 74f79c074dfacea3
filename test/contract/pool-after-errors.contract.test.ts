import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { prepared, sqlPool } from '../../adapters/persistence/sql-pool';
import { testDatabases } from '../support/databases';

/**
 * A statement the server refused keeps its connection (session-keeping-pool.ts), and the next
 * statements work as if nothing happened: no 'Connection terminated unexpectedly', no answer meant
 * for another statement, the prepared statements still usable, on PGlite (one session under a pool
 * of one) as on PostgreSQL.
 */
describe.each(testDatabases())('the connection pool after failed statements on $name', (db) => {
  let database: Database;

  beforeAll(async () => {
    database = await db.open();
    await sqlPool(database.dataSource).query('CREATE TABLE pool_probe (id int PRIMARY KEY, note text)');
  }, 30_000);
  afterAll(async () => {
    await sqlPool(database.dataSource).query('DROP TABLE IF EXISTS pool_probe');
    await database.close();
  });

  test('failures mixed with concurrent statements: each gets its own answer and the pool keeps working', async () => {
    const pool = sqlPool(database.dataSource);
    const insert = (id: number) => pool.query(prepared('INSERT INTO pool_probe (id, note) VALUES ($1, $2)', [id, `row ${id}`]));
    const count = async () =>
      Number((await pool.query(prepared('SELECT count(*)::int AS n FROM pool_probe')).then((r) => r.rows[0].n)) ?? -1);
    await insert(1);

    // Every odd call repeats the key 1 (a unique violation), every even one writes a new row, all at once.
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => (i % 2 ? insert(1) : insert(100 + i))));

    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as { code?: string }).code)] : []));
    expect(failures).toEqual(Array.from({ length: 20 }, () => '23505'));
    expect(await count()).toBe(21);
    // A named statement prepared before the failures runs again on whatever client the pool holds now.
    await insert(2);
    expect(await count()).toBe(22);
  });

  test('refused statements keep their connection: none is closed, the next statement runs in the same session', async () => {
    const pool = sqlPool(database.dataSource);
    let closed = 0;
    const onRemove = () => closed++;
    pool.on('remove', onRemove);
    try {
      const session = async () => (await pool.query<{ pid: number }>(prepared('SELECT pg_backend_pid() AS pid'))).rows[0]!.pid;
      await pool.query(prepared('INSERT INTO pool_probe (id, note) VALUES ($1, $2)', [700, 'kept']));
      const before = await session();
      for (let i = 0; i < 5; i++) {
        await expect(pool.query(prepared('INSERT INTO pool_probe (id, note) VALUES ($1, $2)', [700, 'again']))).rejects.toMatchObject({
          code: '23505',
        });
      }
      expect(await session()).toBe(before);
      expect(closed).toBe(0);
    } finally {
      pool.off('remove', onRemove);
    }
  });

  test('a failure inside a transaction of its own rolls back and leaves the next statement on a clean session', async () => {
    const pool = sqlPool(database.dataSource);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO pool_probe (id, note) VALUES (500, $1)', ['rolled back']);
      await expect(client.query('INSERT INTO pool_probe (id, note) VALUES (500, $1)', ['twice'])).rejects.toMatchObject({ code: '23505' });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM pool_probe WHERE id = 500');
    expect(rows[0]!.n).toBe(0);
  });
});
