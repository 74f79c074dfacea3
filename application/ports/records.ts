import { Table } from './read-models';

/** Column order of a listing: each named column ascending or descending, in the order given. */
export type RecordOrder<Row> = { [K in keyof Row]?: 'ASC' | 'DESC' };

export interface RecordQuery<Row> {
  readonly where?: Partial<Row>;
  readonly order?: RecordOrder<Row>;
  readonly limit?: number;
}

/** Reads of plain (not event-sourced) records: content, catalogue, settings. */
export interface RecordReader {
  list<Row extends object>(table: Table<Row>, query?: RecordQuery<NoInfer<Row>>): Promise<Row[]>;
  findOne<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>): Promise<Row | null>;
}

/** Writes inside one database transaction: a record and its audit entry commit together or not at all. */
export interface RecordTransaction extends RecordReader {
  /** Inserts and returns the stored row, with the values the database generated (the id). */
  insert<Row extends object>(table: Table<Row>, values: Partial<NoInfer<Row>>): Promise<Row>;
  /** Returns how many rows changed. */
  update<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>, patch: Partial<NoInfer<Row>>): Promise<number>;
  /** Returns how many rows were deleted. */
  delete<Row extends object>(table: Table<Row>, where: Partial<NoInfer<Row>>): Promise<number>;
  /** Waits for, then holds until commit, a lock named `key`: writers of the same thing queue. */
  lock(key: string): Promise<void>;
}

export interface RecordStore extends RecordReader {
  transaction<T>(work: (tx: RecordTransaction) => Promise<T>): Promise<T>;
}

/** A write broke a unique constraint (for example a blog slug that is taken). */
export class UniqueConflictError extends Error {
  override readonly name = 'UniqueConflictError';
  constructor(readonly constraint: string | undefined) {
    super(`Unique constraint ${constraint ?? '(unknown)'} violated`);
  }
}
