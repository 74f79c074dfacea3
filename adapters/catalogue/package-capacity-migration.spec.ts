import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database, openDatabase } from '../persistence/database';
import { AddPackageCapacity1763800233000 } from './package-capacity-migration';

/** A database as it was before the migration: packages without a party limit, one promising two anglers per guide. */
describe('adding capacity to the packages of a live database', () => {
  let db: Database;
  const migration = new AddPackageCapacity1763800233000();
  const sql = (query: string, params?: unknown[]) => db.dataSource.query(query, params);
  const capacityByName = async () =>
    Object.fromEntries(
      (
        (await sql('SELECT "name", "maxPeople", "sale", "boatCapacity" FROM packages ORDER BY id')) as {
          name: string;
          maxPeople: number;
          sale: string;
          boatCapacity: number | null;
        }[]
      ).map(({ name, ...capacity }) => [name, capacity]),
    );
  const insert = (name: string, features: string[]) =>
    sql(
      `INSERT INTO packages ("name", "price", "duration", "description", "features", "createdAt", "updatedAt") VALUES ($1, 249, '8 hours', 'd', $2::jsonb, now(), now())`,
      [name, JSON.stringify(features)],
    );

  beforeAll(async () => {
    db = await openDatabase({});
    const runner = db.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
    } finally {
      await runner.release();
    }
    await insert('Trophy Hunter', ['Shore lunch', 'Two Anglers per guide for more time on the water']);
    await insert('Sunset Walleye Run', ['Rods and bait']);
    const up = db.dataSource.createQueryRunner();
    try {
      await migration.up(up);
    } finally {
      await up.release();
    }
  }, 60_000);

  afterAll(() => db?.close());

  test('every package stays a private charter for 12, but one promising two anglers per guide takes 2', async () => {
    expect(await capacityByName()).toEqual({
      'Trophy Hunter': { maxPeople: 2, sale: 'private', boatCapacity: null },
      'Sunset Walleye Run': { maxPeople: 12, sale: 'private', boatCapacity: null },
    });
  });

  test('an insert that does not name them (the previous version, mid-deploy) is a private charter for 12', async () => {
    await insert('Old Client Trip', ['f']);
    expect((await capacityByName())['Old Client Trip']).toEqual({ maxPeople: 12, sale: 'private', boatCapacity: null });
  });

  test.each([
    ['"maxPeople" = 13', 'a party above the ceiling'],
    ['"sale" = \'shared\'', 'an unknown sale'],
    ['"sale" = \'seats\'', 'seats without a boat'],
    ['"sale" = \'seats\', "boatCapacity" = 1, "maxPeople" = 2', 'a boat smaller than the party'],
    ['"boatCapacity" = 8', 'a private charter with seats'],
  ])('refuses %s (%s)', async (set) => {
    await expect(sql(`UPDATE packages SET ${set} WHERE "name" = 'Sunset Walleye Run'`)).rejects.toThrow(/packages_capacity_check/);
  });
});
