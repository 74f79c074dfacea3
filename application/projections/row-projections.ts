import { RecordedEvent } from '../ports/event-store';
import { ReadModelTransaction, Table } from '../ports/read-models';
import { Projection } from './projection';

export interface RowPerKeySpec<Row extends object> {
  readonly name: string;
  readonly table: Table<Row>;
  /** The single column that identifies a row. */
  readonly key: keyof Row & string;
  /** The row an event concerns, or undefined when the event is not for this projection. */
  keyOf(event: RecordedEvent): string | undefined;
  /** The row after the event; undefined removes it. `row` is undefined when there is none yet. */
  evolve(row: Row | undefined, event: RecordedEvent): Row | undefined;
  /** False when every event replaces its row whole: the batch then skips reading the stored rows. */
  readonly readsStoredRows?: boolean;
  /** Whether the event starts its row afresh (the row's first event): a key whose batch starts so is not read. */
  createsRow?(event: RecordedEvent): boolean;
}

/**
 * A table with one row per key (a booking, a claim), evolved event by event. A batch reads the
 * rows it touches in one query, folds every event in memory, and writes the survivors with one
 * upsert and the removed with one delete.
 */
export function rowPerKey<Row extends object>(spec: RowPerKeySpec<Row>): Projection {
  return {
    name: spec.name,
    tables: [spec.table],
    async applyBatch(events: readonly RecordedEvent[], tx: ReadModelTransaction) {
      const touched = new Map<string, RecordedEvent[]>();
      for (const event of events) {
        const key = spec.keyOf(event);
        if (key === undefined) continue;
        const list = touched.get(key);
        if (list) list.push(event);
        else touched.set(key, [event]);
      }
      if (touched.size === 0) return;
      const rows = new Map<string, Row | undefined>();
      if (spec.readsStoredRows !== false) {
        const unknown = [...touched].filter(([, keyed]) => !spec.createsRow?.(keyed[0]!)).map(([key]) => key);
        for (const row of await tx.findMany(spec.table, spec.key, unknown)) rows.set(String(row[spec.key]), row);
      }
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const [key, keyed] of touched) {
        const row = keyed.reduce<Row | undefined>((current, event) => spec.evolve(current, event), rows.get(key));
        if (row) upserts.push(row);
        else deletes.push(key);
      }
      if (deletes.length) await tx.deleteMany(spec.table, spec.key, deletes);
      if (upserts.length) await tx.upsertMany(spec.table, upserts);
    },
  };
}

export interface RowPerEventSpec<Row extends object> {
  readonly name: string;
  readonly table: Table<Row>;
  /** The event's row, or undefined when the event is not for this projection. */
  rowOf(event: RecordedEvent): Row | undefined;
}

/** An append-only table with one row per event (an audit timeline): one insert per batch. */
export function rowPerEvent<Row extends object>(spec: RowPerEventSpec<Row>): Projection {
  return {
    name: spec.name,
    tables: [spec.table],
    async applyBatch(events: readonly RecordedEvent[], tx: ReadModelTransaction) {
      const rows: Row[] = [];
      for (const event of events) {
        const row = spec.rowOf(event);
        if (row) rows.push(row);
      }
      if (rows.length) await tx.insertMany(spec.table, rows);
    },
  };
}
