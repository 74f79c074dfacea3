import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { LOG_START, LogPosition } from '../../application/ports/event-store';
import {
  AnyTable,
  CheckpointMove,
  CheckpointStore,
  ProjectionStore,
  ReadModelTransaction,
  Table,
} from '../../application/ports/read-models';
import { entityOf } from './entity-of';
import { emptying } from './projection-emptying';
import { prepared, quoteIdent, sqlPool } from './sql-pool';
import { TableShapes } from './table-shapes';
import { WrittenRows } from './written-rows';

interface CheckpointRow {
  name: string;
  commit: string;
  prepare: string;
}

/** Transactions a rebuild commits side by side on a database server (the projections shared among them): two cores, one writing while this process works. */
const REBUILD_COMMITS_AT_ONCE = 2;

const CHECKPOINT_COLUMNS = 'name, commit_position::text AS commit, prepare_position::text AS prepare';

/**
 * Read models and checkpoints in the same database, through node-postgres: a batch is one read of
 * the rows it touches and one statement that writes every row and moves the checkpoints; TypeORM's
 * entity metadata only tells each table's columns and types.
 */
export class SqlProjectionStore implements ProjectionStore, CheckpointStore {
  private readonly pool: Pool;
  private readonly shapes: TableShapes;
  private readonly written = new WrittenRows();
  /**
   * Checkpoint rows this store has seen in the table or put there itself: a batch that starts one
   * from the log's start need not create it first. Learnt afresh at every load, so a row someone
   * deleted (a migration that replays a projection) is created again after the refused batch.
   */
  private readonly existing = new Set<string>();
  readonly commitsAtOnce: number;

  constructor(private readonly dataSource: DataSource) {
    this.pool = sqlPool(dataSource);
    this.shapes = new TableShapes(dataSource);
    // A pool of one connection (PGlite's) runs one statement at a time: side by side gains nothing.
    this.commitsAtOnce = (this.pool.options.max ?? 10) > 1 ? REBUILD_COMMITS_AT_ONCE : 1;
  }

  async loadCheckpoints(names: readonly string[]): Promise<Map<string, LogPosition>> {
    // Checkpoints read again: someone else may have moved them and written rows meanwhile.
    this.written.forget();
    const stored = await this.load(names);
    for (const name of names) {
      if (stored.has(name)) this.existing.add(name);
      else this.existing.delete(name);
    }
    return new Map(names.map((name) => [name, stored.get(name) ?? LOG_START]));
  }

  async commitBatch(moves: readonly CheckpointMove[], apply: (tx: ReadModelTransaction) => Promise<void>): Promise<boolean> {
    if (moves.length === 0) return true;
    const to = moves[0]!.to;
    if (moves.some((m) => m.to.commit !== to.commit || m.to.prepare !== to.prepare))
      throw new Error('A batch moves every checkpoint to the same position');
    // A checkpoint that may not exist yet gets its row first: the batch only moves rows that are there.
    const fresh = moves.filter((m) => m.from.commit === 0n && m.from.prepare === 0n && !this.existing.has(m.name)).map((m) => m.name);
    if (fresh.length) {
      await this.pool.query(
        'INSERT INTO projection_checkpoints (name, commit_position, prepare_position) SELECT unnest($1::text[]), 0, 0 ON CONFLICT (name) DO NOTHING',
        [fresh],
      );
      for (const name of fresh) this.existing.add(name);
    }
    const sql: Sql = (text, params) => this.pool.query(prepared(text, params));
    try {
      const batch = new BatchWrites(sql, this.shapes, this.written);
      await apply(batch);
      await sql(...batch.statement(moves, to));
      batch.committed();
      return true;
    } catch (error) {
      // Whatever happened (another runner first, a failing write), the copy may be behind the table now.
      this.written.forget();
      if (isBatchRefused(error)) return false;
      throw error;
    }
  }

  async reset(projections: readonly { readonly name: string; readonly tables: readonly AnyTable[] }[]): Promise<void> {
    const tables = [...new Set(projections.flatMap((p) => p.tables.map((t) => t.name)))];
    this.written.forget();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        // The rows are rebuilt from the log: their emptying need not wait for the disk (a crash
        // loses it together with the checkpoints' reset below, and the old rows stand).
        await client.query(`SET LOCAL synchronous_commit = off`);
        if (tables.length) await client.query(await emptying(client, tables));
        // Back to the log's start, each row there already: the first batches then only move them,
        // and a rebuild that commits projections side by side does not race to create them.
        await client.query(
          `INSERT INTO projection_checkpoints (name, commit_position, prepare_position) SELECT unnest($1::text[]), 0, 0
           ON CONFLICT (name) DO UPDATE SET commit_position = 0, prepare_position = 0, updated_at = now()`,
          [projections.map((p) => p.name)],
        );
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      await client.query('COMMIT');
      for (const p of projections) this.existing.add(p.name);
    } finally {
      client.release();
    }
  }

  async rows<Row extends object>(t: Table<Row>): Promise<Row[]> {
    const repo = this.dataSource.getRepository(entityOf(this.dataSource.manager, t));
    return (await repo.find({ order: Object.fromEntries(t.key.map((k) => [k, 'ASC'])) })) as Row[];
  }

  async checksum(t: AnyTable): Promise<string> {
    const order = t.key.map((k) => `r.${quoteIdent(k)}`).join(', ');
    const { rows } = await this.pool.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(r::text, E'\\n' ORDER BY ${order}), '')) AS digest FROM ${quoteIdent(t.name)} r`,
    );
    return rows[0]!.digest;
  }

  async load(names: readonly string[]): Promise<Map<string, LogPosition>> {
    const { rows } = await this.pool.query<CheckpointRow>(`SELECT ${CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE name = ANY($1)`, [
      names,
    ]);
    return new Map(rows.map((r) => [r.name, toPosition(r)]));
  }

  async initialise(name: string, position: LogPosition): Promise<LogPosition> {
    await this.pool.query(
      'INSERT INTO projection_checkpoints (name, commit_position, prepare_position) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
      [name, position.commit.toString(), position.prepare.toString()],
    );
    return (await this.load([name])).get(name)!;
  }

  /**
   * Forward only: a process-manager runner that lost its lease to another server may still save
   * its older position (a run in progress, the flush at shutdown), which must not send the new
   * holder's checkpoint back.
   */
  async save(positions: ReadonlyMap<string, LogPosition>): Promise<void> {
    if (positions.size === 0) return;
    const names = [...positions.keys()];
    const values = [...positions.values()];
    await this.pool.query(
      `INSERT INTO projection_checkpoints (name, commit_position, prepare_position)
       SELECT * FROM unnest($1::text[], $2::numeric[], $3::numeric[])
       ON CONFLICT (name) DO UPDATE SET commit_position = EXCLUDED.commit_position, prepare_position = EXCLUDED.prepare_position, updated_at = now()
       WHERE (projection_checkpoints.commit_position, projection_checkpoints.prepare_position) < (EXCLUDED.commit_position, EXCLUDED.prepare_position)`,
      [names, values.map((p) => p.commit.toString()), values.map((p) => p.prepare.toString())],
    );
  }
}

type Sql = (text: string, params?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * One batch: reads go to the database at once (the rows a batch touches, read once); writes are
 * gathered and sent with the checkpoint moves as ONE statement, so they commit together or not at
 * all, in one round trip. That statement fails as a whole (projection_batch_refused) when any
 * checkpoint is no longer where the batch started: another runner (process) applied it first.
 */
class BatchWrites implements ReadModelTransaction {
  private readonly writes: { sql: (param: string) => string; value: unknown }[] = [];
  /** What the batch writes, for the process's copy once it has committed. */
  private readonly changes: { table: AnyTable; written: readonly object[]; deleted: readonly unknown[] }[] = [];

  constructor(
    private readonly sql: Sql,
    private readonly shapes: TableShapes,
    private readonly known: WrittenRows,
  ) {}

  async findMany<Row extends object>(t: Table<Row>, column: keyof Row & string, values: readonly unknown[]): Promise<Row[]> {
    if (values.length === 0) return [];
    const { found, missing } = this.known.lookup(t, column, values);
    if (missing.length === 0) return found as Row[];
    const { rows } = await this.sql(`SELECT * FROM ${quoteIdent(t.name)} WHERE ${quoteIdent(column)} = ANY($1)`, [missing]);
    return [...(found as Row[]), ...(rows as Row[])];
  }

  async insertMany<Row extends object>(t: Table<Row>, rows: readonly Row[]): Promise<void> {
    if (rows.length) this.writes.push({ sql: this.shapes.of(t).insert, value: JSON.stringify(rows) });
  }

  async upsertMany<Row extends object>(t: Table<Row>, rows: readonly Row[]): Promise<void> {
    if (rows.length === 0) return;
    this.writes.push({ sql: this.shapes.of(t).upsert, value: JSON.stringify(rows) });
    this.changes.push({ table: t, written: rows, deleted: [] });
  }

  async deleteMany<Row extends object>(t: Table<Row>, column: keyof Row & string, values: readonly unknown[]): Promise<void> {
    if (values.length === 0) return;
    this.writes.push({ sql: (param) => `DELETE FROM ${quoteIdent(t.name)} WHERE ${quoteIdent(column)} = ANY(${param})`, value: values });
    if (t.key.length === 1 && t.key[0] === column) this.changes.push({ table: t, written: [], deleted: values });
  }

  /** The batch committed: the process's copy now holds what it wrote. */
  committed(): void {
    for (const change of this.changes) this.known.remember(change.table, change.written, change.deleted);
  }

  statement(moves: readonly CheckpointMove[], to: LogPosition): [string, unknown[]] {
    const params: unknown[] = [
      moves.map((m) => m.name),
      moves.map((m) => m.from.commit.toString()),
      moves.map((m) => m.from.prepare.toString()),
      to.commit.toString(),
      to.prepare.toString(),
      moves.length,
    ];
    const ctes = [
      // The rows can always be rebuilt from the events, which did wait for the disk: this commit
      // need not. A crash may lose the last batches, but their checkpoints go with them, so they
      // are applied again at the next start.
      `relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS setting)`,
      `moved AS (
        UPDATE projection_checkpoints c SET commit_position = $4, prepare_position = $5, updated_at = now()
        FROM unnest($1::text[], $2::numeric[], $3::numeric[]) AS m(name, commit_position, prepare_position)
        WHERE c.name = m.name AND c.commit_position = m.commit_position AND c.prepare_position = m.prepare_position
        RETURNING 1)`,
      ...this.writes.map((w, i) => `w${i} AS (${w.sql(`$${params.push(w.value)}`)})`),
    ];
    return [
      `WITH ${ctes.join(',\n')}
       SELECT CASE WHEN (SELECT count(*) FROM moved) = $6 THEN 1 ELSE projection_batch_refused() END AS ok,
              (SELECT setting FROM relaxed) AS synchronous_commit`,
      params,
    ];
  }
}

function isBatchRefused(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes('projection checkpoint moved');
}

function toPosition(row: CheckpointRow): LogPosition {
  return { commit: BigInt(row.commit), prepare: BigInt(row.prepare) };
}
