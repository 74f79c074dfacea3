import { LogPosition } from './event-store';

/** Names a read-model table and the shape of its rows; adapters map it onto their storage. */
export interface Table<Row extends object> {
  readonly name: string;
  /** Columns that identify a row: rebuild comparisons and upserts use them. */
  readonly key: readonly (keyof Row & string)[];
  /** Phantom field carrying the row type; never set. */
  readonly row?: Row;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of tables of different row types
export type AnyTable = Table<any>;

export function table<Row extends object>(name: string, key: readonly (keyof Row & string)[]): Table<Row> {
  return { name, key };
}

/** Read-model writes inside one transaction, together with the projection's checkpoint. */
export interface ReadModelTransaction {
  findOne<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>): Promise<Row | null>;
  insert<Row extends object>(table: Table<Row>, row: NoInfer<Row>): Promise<void>;
  update<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>, patch: Partial<NoInfer<Row>>): Promise<void>;
  delete<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>): Promise<void>;
}

export interface ProjectionStore {
  loadCheckpoint(projection: string): Promise<LogPosition>;
  /**
   * Runs `apply` and moves the checkpoint from `from` to `to` in one transaction. Returns false,
   * writing nothing, when the checkpoint is no longer `from` (another runner got there first).
   */
  commitBatch(
    projection: string,
    from: LogPosition,
    to: LogPosition,
    apply: (tx: ReadModelTransaction) => Promise<void>,
  ): Promise<boolean>;
  /** Empties the projection's tables and its checkpoint, in one transaction. */
  reset(projection: string, tables: readonly AnyTable[]): Promise<void>;
  /** All rows of a table in key order (rebuild checks, admin reads). */
  rows<Row extends object>(table: Table<Row>): Promise<Row[]>;
}
