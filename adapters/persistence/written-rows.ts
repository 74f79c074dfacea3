import { AnyTable } from '../../application/ports/read-models';

/** Per table: enough for the bookings of a busy day; beyond it the table is read again. */
const KEPT_PER_TABLE = 5_000;

/**
 * The read-model rows this process's batches last wrote, by table and key, so that the next batch
 * touching them need not read them back. Exact as long as no one else writes these tables: anyone
 * else (another process's runner, a rebuild) moves the checkpoints too, this process's next batch
 * is then refused, and the copy is dropped before it reads again.
 */
export class WrittenRows {
  private readonly tables = new Map<string, Map<string, object>>();

  /** The rows held for these keys, and the keys that must be read. */
  lookup(t: AnyTable, column: string, keys: readonly unknown[]): { found: object[]; missing: unknown[] } {
    const rows = t.key.length === 1 && t.key[0] === column ? this.tables.get(t.name) : undefined;
    const found: object[] = [];
    const missing: unknown[] = [];
    for (const key of keys) {
      const row = rows?.get(String(key));
      if (row) found.push(row);
      else missing.push(key);
    }
    return { found, missing };
  }

  /** After a committed batch: the rows it wrote, and the keys whose rows it deleted. */
  remember(t: AnyTable, written: readonly object[], deleted: readonly unknown[]): void {
    if (t.key.length !== 1) return;
    const column = t.key[0]!;
    let rows = this.tables.get(t.name);
    if (!rows) {
      rows = new Map();
      this.tables.set(t.name, rows);
    }
    for (const key of deleted) rows.delete(String(key));
    for (const row of written) rows.set(String((row as Record<string, unknown>)[column]), row);
    if (rows.size > KEPT_PER_TABLE) rows.clear();
  }

  forget(): void {
    this.tables.clear();
  }
}
