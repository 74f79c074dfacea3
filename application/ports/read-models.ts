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

/**
 * One batch of read-model work. Reads run at once (a projection reads the rows a batch touches
 * once); writes, whatever the number of rows, take effect together with the projections'
 * checkpoints when the batch commits, or not at all.
 */
export interface ReadModelTransaction {
  /** The rows whose `column` is one of `values`. */
  findMany<Row extends object>(table: Table<Row>, column: keyof NoInfer<Row> & string, values: readonly unknown[]): Promise<Row[]>;
  insertMany<Row extends object>(table: Table<Row>, rows: readonly NoInfer<Row>[]): Promise<void>;
  /** Inserts the rows, replacing every column of a row whose key is already there. */
  upsertMany<Row extends object>(table: Table<Row>, rows: readonly NoInfer<Row>[]): Promise<void>;
  deleteMany<Row extends object>(table: Table<Row>, column: keyof NoInfer<Row> & string, values: readonly unknown[]): Promise<void>;
}

/** One projection's checkpoint moving forward in a batch. */
export interface CheckpointMove {
  readonly name: string;
  readonly from: LogPosition;
  readonly to: LogPosition;
}

export interface ProjectionStore {
  /** Where each named projection stands; a projection that never ran is at LOG_START. */
  loadCheckpoints(names: readonly string[]): Promise<Map<string, LogPosition>>;
  /**
   * Runs `apply` and moves every checkpoint of `moves` in one transaction. Returns false, writing
   * nothing, when any checkpoint is no longer at its `from` (another runner got there first). The
   * rows can be rebuilt from the log, so the commit may not wait for the disk: a crash can lose the
   * latest batches, never a batch without its checkpoint, and they are applied again.
   */
  commitBatch(moves: readonly CheckpointMove[], apply: (tx: ReadModelTransaction) => Promise<void>): Promise<boolean>;
  /**
   * How many batches it commits usefully at once: several on a database server, which writes one
   * while this process works out the next; one where both share this thread (PGlite).
   */
  readonly commitsAtOnce: number;
  /** Empties the projections' tables and sets their checkpoints back to the log's start, in one transaction. */
  reset(projections: readonly { readonly name: string; readonly tables: readonly AnyTable[] }[]): Promise<void>;
  /** All rows of a table in key order (rebuild checks, admin reads). */
  rows<Row extends object>(table: Table<Row>): Promise<Row[]>;
  /** A digest of the table's exact stored contents in key order: equal digests, identical rows. */
  checksum(table: AnyTable): Promise<string>;
}

/** Where a process manager stands in the log; kept apart from read models, never reset by a rebuild. */
export interface CheckpointStore {
  /** undefined for a consumer that never ran. */
  load(names: readonly string[]): Promise<Map<string, LogPosition>>;
  /** Records a first position for a consumer that has none; returns the one that is stored. */
  initialise(name: string, position: LogPosition): Promise<LogPosition>;
  /** Moves checkpoints forward only: a position behind the stored one leaves it where it is. */
  save(positions: ReadonlyMap<string, LogPosition>): Promise<void>;
}
