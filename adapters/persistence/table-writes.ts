import { Table } from '../../application/ports/read-models';
import { RecordQuery, RecordStore, RecordTransaction } from '../../application/ports/records';

/** What one transaction wrote: the tables, and the rows it inserted (as stored, with their ids) by table. */
export interface WrittenTables {
  readonly tables: ReadonlySet<string>;
  readonly inserted: ReadonlyMap<string, readonly object[]>;
}

export type TableWritesListener = (written: WrittenTables) => void;

/**
 * Tells who keeps copies of plain records (the public reads kept in memory) which tables a
 * transaction of this process wrote, once it has ended. Reported when it failed too: a commit
 * whose answer was lost may still have happened, and a needless refresh costs little.
 */
export class TableWrites {
  private readonly listeners = new Set<TableWritesListener>();

  subscribe(listener: TableWritesListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `store` whose transactions report the tables they wrote here. */
  reporting(store: RecordStore): RecordStore {
    return new ReportingRecordStore(store, (written) => {
      for (const listener of this.listeners) listener(written);
    });
  }
}

class ReportingRecordStore implements RecordStore {
  constructor(
    private readonly store: RecordStore,
    private readonly report: TableWritesListener,
  ) {}

  list<Row extends object>(t: Table<Row>, query?: RecordQuery<Row>): Promise<Row[]> {
    return this.store.list(t, query);
  }

  findOne<Row extends object>(t: Table<Row>, where: Partial<Row>): Promise<Row | null> {
    return this.store.findOne(t, where);
  }

  async transaction<T>(work: (tx: RecordTransaction) => Promise<T>): Promise<T> {
    const written = { tables: new Set<string>(), inserted: new Map<string, object[]>() };
    try {
      return await this.store.transaction((tx) => work(noting(tx, written)));
    } finally {
      if (written.tables.size > 0) this.report(written);
    }
  }
}

function noting(
  tx: RecordTransaction,
  { tables: written, inserted }: { tables: Set<string>; inserted: Map<string, object[]> },
): RecordTransaction {
  return {
    list: (t, query) => tx.list(t, query),
    findOne: (t, where) => tx.findOne(t, where),
    lock: (key) => tx.lock(key),
    insert: async (t, values) => {
      written.add(t.name);
      const row = await tx.insert(t, values);
      inserted.set(t.name, [...(inserted.get(t.name) ?? []), row]);
      return row;
    },
    update: (t, where, patch) => {
      written.add(t.name);
      return tx.update(t, where, patch);
    },
    delete: (t, where) => {
      written.add(t.name);
      return tx.delete(t, where);
    },
  };
}
