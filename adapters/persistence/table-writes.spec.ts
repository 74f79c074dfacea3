import { describe, expect, test } from '@jest/globals';
import { table } from '../../application/ports/read-models';
import { RecordStore, RecordTransaction } from '../../application/ports/records';
import { TableWrites, WrittenTables } from './table-writes';

const packages = table<{ id: number; name: string }>('packages', ['id']);
const audit = table<{ id: number; area: string }>('content_changes', ['id']);

/** Runs the work on a transaction that stores nothing; `fail` makes the commit fail. */
function store(fail = false): RecordStore {
  let id = 0;
  const tx: RecordTransaction = {
    list: async () => [],
    findOne: async () => null,
    insert: async (_t, values) => ({ ...values, id: ++id }) as never,
    update: async () => 1,
    delete: async () => 1,
    lock: async () => undefined,
  };
  return {
    list: async () => [],
    findOne: async () => null,
    transaction: async (work) => {
      const result = await work(tx);
      if (fail) throw new Error('commit failed');
      return result;
    },
  };
}

describe('the tables a transaction wrote', () => {
  test('are told once it has ended, with the rows it inserted; reads tell nothing', async () => {
    const writes = new TableWrites();
    const told: WrittenTables[] = [];
    writes.subscribe((written) => told.push(written));
    const records = writes.reporting(store());
    await records.list(packages);
    await records.transaction((tx) => tx.findOne(packages, { id: 1 }));
    expect(told).toEqual([]);

    await records.transaction(async (tx) => {
      await tx.update(packages, { id: 1 }, { name: 'Renamed' });
      await tx.insert(audit, { area: 'packages' });
      expect(told).toEqual([]);
    });
    expect(told).toHaveLength(1);
    expect([...told[0]!.tables]).toEqual(['packages', 'content_changes']);
    expect(told[0]!.inserted.get('content_changes')).toEqual([{ id: 1, area: 'packages' }]);
  });

  test('are told when the commit failed too (it may have happened)', async () => {
    const writes = new TableWrites();
    const told: string[][] = [];
    writes.subscribe(({ tables }) => told.push([...tables]));
    await expect(writes.reporting(store(true)).transaction((tx) => tx.delete(packages, { id: 1 }))).rejects.toThrow('commit failed');
    expect(told).toEqual([['packages']]);
  });
});
