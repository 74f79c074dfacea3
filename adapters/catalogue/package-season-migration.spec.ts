import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database, openDatabase } from '../persistence/database';
import { AddPackageSeason1763800231000 } from './package-season-migration';

/** A live database's packages before seasons: each keeps running all year. */
describe('adding seasons to the packages of a live database', () => {
  let db: Database;
  const migration = new AddPackageSeason1763800231000();
  const sql = (query: string, params?: unknown[]) => db.dataSource.query(query, params);
  const run = async (step: 'up' | 'down') => {
    const runner = db.dataSource.createQueryRunner();
    try {
      await migration[step](runner);
    } finally {
      await runner.release();
    }
  };

  beforeAll(async () => {
    db = await openDatabase({});
    await run('down');
    await sql(
      `INSERT INTO packages ("name", "price", "duration", "description", "features", "timeSlots", "createdAt", "updatedAt") VALUES ('Sunset Walleye Run', 180, '3 hours', 'd', '["f"]', '["afternoon"]', now(), now())`,
    );
    await run('up');
  }, 60_000);

  afterAll(() => db?.close());

  test('every existing package, and one inserted by the previous version mid-deploy, runs all year', async () => {
    await sql(
      `INSERT INTO packages ("name", "price", "duration", "description", "features", "timeSlots", "createdAt", "updatedAt") VALUES ('Old Client Trip', 100, '4 hours', 'd', '["f"]', '["morning"]', now(), now())`,
    );
    const rows = (await sql('SELECT "name", "season" FROM packages ORDER BY id')) as { name: string; season: unknown }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => Array.isArray(r.season) && r.season.length === 0)).toBe(true);
  });

  test('a season that is not a list is refused', async () => {
    await expect(sql(`UPDATE packages SET "season" = '{"kind": "months"}'::jsonb WHERE "name" = 'Sunset Walleye Run'`)).rejects.toThrow(
      /packages_season_check/,
    );
  });
});
