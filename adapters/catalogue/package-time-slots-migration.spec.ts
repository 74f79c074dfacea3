import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database, openDatabase } from '../persistence/database';
import { AddPackageTimeSlots1763800050000 } from './package-time-slots-migration';

/** A database as it was before the migration: packages without slots, some renamed by the admin. */
describe('adding time slots to the packages of a live database', () => {
  let db: Database;
  const migration = new AddPackageTimeSlots1763800050000();
  const sql = (query: string, params?: unknown[]) => db.dataSource.query(query, params);
  const slotsByName = async () =>
    Object.fromEntries(
      ((await sql('SELECT "name", "timeSlots" FROM packages ORDER BY id')) as { name: string; timeSlots: string[] }[]).map((r) => [
        r.name,
        r.timeSlots,
      ]),
    );

  beforeAll(async () => {
    db = await openDatabase({});
    const runner = db.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
    } finally {
      await runner.release();
    }
    for (const name of ['Half-Day Adventure', ' full-day adventure ', 'Trophy Hunter', 'Sunset Walleye Run']) {
      await sql(
        `INSERT INTO packages ("name", "price", "duration", "description", "features", "createdAt", "updatedAt") VALUES ($1, 249, '4 hours', 'd', '["f"]', now(), now())`,
        [name],
      );
    }
    const up = db.dataSource.createQueryRunner();
    try {
      await migration.up(up);
    } finally {
      await up.release();
    }
  }, 60_000);

  afterAll(() => db?.close());

  test('the starting packages get their default slots by name; any other package keeps every slot', async () => {
    expect(await slotsByName()).toEqual({
      'Half-Day Adventure': ['morning', 'afternoon'],
      ' full-day adventure ': ['full-day'],
      'Trophy Hunter': ['full-day'],
      'Sunset Walleye Run': ['morning', 'afternoon', 'full-day'],
    });
  });

  test('an insert that does not name slots (the previous version, mid-deploy) gets every slot', async () => {
    await sql(
      `INSERT INTO packages ("name", "price", "duration", "description", "features", "createdAt", "updatedAt") VALUES ('Old Client Trip', 100, '4 hours', 'd', '["f"]', now(), now())`,
    );
    expect((await slotsByName())['Old Client Trip']).toEqual(['morning', 'afternoon', 'full-day']);
  });

  test.each([['[]'], ['["evening"]'], ['"morning"'], ['["morning", 3]']])('refuses %s as slots', async (slots) => {
    await expect(sql(`UPDATE packages SET "timeSlots" = $1::jsonb WHERE "name" = 'Trophy Hunter'`, [slots])).rejects.toThrow(
      /packages_time_slots_check/,
    );
    expect((await slotsByName())['Trophy Hunter']).toEqual(['full-day']);
  });
});
