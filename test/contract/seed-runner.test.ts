import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { SeedRunner, SeedStep } from '../../application/seed/seed-runner';
import { Database } from '../../adapters/persistence/database';
import { TypeOrmRecordStore } from '../../adapters/persistence/typeorm-record-store';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

describe.each(testDatabases().map((db) => [db.name, db] as const))('seeding once on %s', (_name, db) => {
  let database: Database;
  let store: TypeOrmRecordStore;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await db.open();
    store = new TypeOrmRecordStore(database.dataSource);
  }, 30_000);
  afterAll(() => database.close());

  const counting = (runs: string[], name: string, delayMs = 0): SeedStep => ({
    name,
    run: async () => {
      await new Promise((r) => setTimeout(r, delayMs));
      runs.push(name);
    },
  });

  test('a seed is applied once, even when two starts race, and never again after it finished', async () => {
    const runs: string[] = [];
    const steps = [counting(runs, 'packages', 50), counting(runs, 'reviews')];
    const outcomes = await Promise.all([
      new SeedRunner(store, clock).seedOnce('race', steps),
      new SeedRunner(store, clock).seedOnce('race', steps),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'running-elsewhere']);
    expect(runs).toEqual(['packages', 'reviews']);
    expect(await new SeedRunner(store, clock).seedOnce('race', steps)).toBe('already-applied');
    expect(runs).toHaveLength(2);
  });

  test('a seed whose process died half-way is completed by a later start once the claim is stale', async () => {
    const runs: string[] = [];
    const dying: SeedStep = { name: 'reviews', run: () => Promise.reject(new Error('power cut')) };
    await expect(new SeedRunner(store, clock).seedOnce('crash', [counting(runs, 'packages'), dying])).rejects.toThrow('power cut');
    expect(await new SeedRunner(store, clock).seedOnce('crash', [counting(runs, 'packages')])).toBe('running-elsewhere');
    clock.advance(11 * 60_000);
    expect(await new SeedRunner(store, clock).seedOnce('crash', [counting(runs, 'packages'), counting(runs, 'reviews')])).toBe('applied');
    expect(runs).toEqual(['packages', 'packages', 'reviews']);
  });
});
