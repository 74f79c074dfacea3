import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { RateLimitWindows } from '../../adapters/rate-limits/rate-limit-windows';
import { sqlPool } from '../../adapters/persistence/sql-pool';
import { testDatabases } from '../support/databases';

const MINUTE = 60_000;
/** A moment at the start of a minute. */
const T = 29_000_000 * MINUTE;

describe.each(testDatabases().map((db) => [db.name, db] as const))('rate-limit windows in the %s database', (_name, db) => {
  let database: Database;
  let windows: RateLimitWindows;
  beforeAll(async () => {
    database = await db.open();
    windows = new RateLimitWindows(database.dataSource);
  });
  afterAll(async () => database?.close());

  const take = async (key: string, limit: number, at: number, times = 1) => {
    const allowed: boolean[] = [];
    for (let i = 0; i < times; i++) allowed.push((await windows.take(key, limit, MINUTE, at)).allowed);
    return allowed;
  };

  test('a window lets the limit through; refused requests are not counted', async () => {
    expect(await take('a', 3, T + 1_000, 5)).toEqual([true, true, true, false, false]);
    // Half-way through the next window the previous counts for half: 3 * 0.5 + 1 < 3, + 2 is not.
    expect(await take('a', 3, T + MINUTE + 30_000, 3)).toEqual([true, true, false]);
  });

  test('concurrent requests of one key are counted one by one', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => windows.take('b', 5, MINUTE, T)));
    expect(answers.filter((d) => d.allowed)).toHaveLength(5);
    expect(answers.find((d) => !d.allowed)?.retryAfterSeconds).toBe(60);
    // Refused until the next window: this server knows it without asking the database again.
    await database.dataSource.query(`DELETE FROM rate_limit_windows WHERE "key" = 'b'`);
    expect(await windows.take('b', 5, MINUTE, T + 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await windows.take('b', 5, MINUTE, T + MINUTE + 1)).allowed).toBe(true);
  });

  test('a key quiet for two windows starts afresh, and the purge deletes only such keys', async () => {
    await take('c', 2, T, 2);
    await take('d', 2, T + 2 * MINUTE);
    expect(await take('c', 2, T + 2 * MINUTE + 1, 3)).toEqual([true, true, false]);
    await take('e', 2, T);
    await windows.settled();
    // 'e' counted only in the window starting at T; 'a' and 'b' were last in the next one.
    expect(await windows.purge(T + 2 * MINUTE)).toBe(1);
    const keys = (await database.dataSource.query('SELECT "key" FROM rate_limit_windows ORDER BY "key"')) as { key: string }[];
    expect(keys.map((k) => k.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('far from its limit a request does not wait for its count, and the count is still written', async () => {
    // A database that answers only when let go: a request that waited for it would not be answered.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pool = sqlPool(database.dataSource);
    const query = pool.query.bind(pool);
    const slow = new RateLimitWindows(database.dataSource);
    (pool as { query: unknown }).query = async (...args: Parameters<typeof query>) => {
      await gate;
      return query(...args);
    };
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => slow.take('f', 10, MINUTE, T)));
      expect(answers.map((a) => a.allowed)).toEqual([true, true, true, true, true]);
      // The sixth is past half the limit: it waits for the database.
      let sixth: boolean | undefined;
      const waiting = slow.take('f', 10, MINUTE, T).then((d) => (sixth = d.allowed));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sixth).toBeUndefined();
      release();
      await waiting;
      expect(sixth).toBe(true);
    } finally {
      (pool as { query: unknown }).query = query;
      release();
    }
    await slow.settled();
    const [row] = (await database.dataSource.query(`SELECT "current" FROM rate_limit_windows WHERE "key" = 'f'`)) as { current: number }[];
    expect(Number(row!.current)).toBe(6);
  });

  test("near its limit every request waits for its count: two servers' counts add up exactly", async () => {
    const other = new RateLimitWindows(database.dataSource);
    const answers: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      for (const server of [windows, other]) answers.push((await server.take('g', 6, MINUTE, T)).allowed);
      await Promise.all([windows.settled(), other.settled()]);
    }
    expect(answers).toEqual([true, true, true, true, true, true, false, false]);
  });

  test('a count written beside its request reaches the database before a later one of its key is weighed', async () => {
    // The first count's statement is slow; on another pooled connection the next key's statements
    // would overtake it, let two more through, and the first, already answered, would be the third.
    const pool = sqlPool(database.dataSource);
    const query = pool.query.bind(pool);
    const server = new RateLimitWindows(database.dataSource);
    let calls = 0;
    (pool as { query: unknown }).query = async (...args: Parameters<typeof query>) => {
      if (++calls === 1) await new Promise((resolve) => setTimeout(resolve, 200));
      return query(...args);
    };
    try {
      const answers: boolean[] = [];
      for (let i = 0; i < 3; i++) answers.push((await server.take('h', 2, MINUTE, T)).allowed);
      expect(answers).toEqual([true, true, false]);
      await server.settled();
    } finally {
      (pool as { query: unknown }).query = query;
    }
    const [row] = (await database.dataSource.query(`SELECT "current" FROM rate_limit_windows WHERE "key" = 'h'`)) as { current: number }[];
    expect(Number(row!.current)).toBe(2);
  });

  test('while a count is on its way the next are gathered: eleven requests of ten keys cost two statements', async () => {
    const pool = sqlPool(database.dataSource);
    const query = pool.query.bind(pool);
    const server = new RateLimitWindows(database.dataSource);
    let statements = 0;
    (pool as { query: unknown }).query = async (...args: Parameters<typeof query>) => {
      statements++;
      return query(...args);
    };
    const keys = Array.from({ length: 10 }, (_, i) => `batch-${i}`);
    try {
      const answers = await Promise.all([...keys, 'batch-0'].map((key) => server.take(key, 10, MINUTE, T)));
      expect(answers.every((a) => a.allowed)).toBe(true);
      await server.settled();
    } finally {
      (pool as { query: unknown }).query = query;
    }
    // The first count went at once; the ten that came while it was on its way went together.
    expect(statements).toBe(2);
    const rows = (await database.dataSource.query(`SELECT "key", "current" FROM rate_limit_windows WHERE "key" LIKE 'batch-%'`)) as {
      key: string;
      current: number;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r.key, Number(r.current)]))).toEqual(
      Object.fromEntries(keys.map((key) => [key, key === 'batch-0' ? 2 : 1])),
    );
  });
});
