import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { Clock, systemClock } from '../../application/ports/clock';
import {
  AppendResult,
  categoryOf,
  ConcurrencyError,
  EventStore,
  expectedAsNumber,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
} from '../../application/ports/event-store';
import { AppendListeners } from './append-listeners';
import { isUniqueViolation } from './database-errors';

interface EventRow {
  event_id: string;
  stream_id: string;
  category: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  tx_id: string;
  global_position: string;
}

// The text form of the transaction id gets its own alias: a bare ORDER BY transaction_id would
// otherwise sort by this output column, as text ('1002' before '756').
const COLUMNS =
  'event_id, stream_id, category, version, type, data, metadata, recorded_at, transaction_id::text AS tx_id, global_position';

/**
 * The events table, on a PostgreSQL server through pg or on embedded PGlite: the same SQL for both.
 *
 * Global order is (transaction_id, global_position), and readers only see transactions older than
 * the oldest one still running (pg_snapshot_xmin). A sequence alone is not enough: a transaction
 * that took sequence 10 may commit after one that took 11, and a reader that had already moved
 * past 11 would skip 10 for ever. Filtering below xmin means nothing can still appear behind a
 * position a reader has passed.
 */
export class PostgresEventStore implements EventStore {
  private readonly listeners = new AppendListeners();

  constructor(
    private readonly dataSource: DataSource,
    readonly kind: 'postgres' | 'pglite',
    private readonly clock: Clock = systemClock,
  ) {}

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const result = await this.dataSource.transaction((manager) => this.appendWith(manager, streamId, events, expected));
    this.listeners.notify(result);
    return result;
  }

  /**
   * Appends inside a transaction the caller owns (so other writes can commit atomically with the
   * events). The caller commits; listeners are not notified.
   */
  async appendWith(
    manager: EntityManager,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const rows: { version: number }[] = await manager.query(
      'SELECT coalesce(max(version), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    const current = rows[0]?.version ?? 0;
    const wanted = expectedAsNumber(expected);
    if (wanted !== undefined && wanted !== current) throw new ConcurrencyError(streamId, expected, current);
    if (events.length === 0) return { version: current, position: await this.headPosition(manager) };

    const recordedAt = this.clock.now();
    const params: unknown[] = [];
    const values = events.map((event, i) => {
      params.push(
        event.eventId ?? randomUUID(),
        streamId,
        categoryOf(streamId),
        current + i + 1,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata ?? {}),
        recordedAt,
      );
      const n = i * 8;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::jsonb, $${n + 7}::jsonb, $${n + 8})`;
    });
    try {
      const inserted: { tx_id: string; global_position: string }[] = await manager.query(
        `INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
         VALUES ${values.join(', ')}
         RETURNING transaction_id::text AS tx_id, global_position`,
        params,
      );
      const last = inserted[inserted.length - 1]!;
      return {
        version: current + events.length,
        position: { commit: BigInt(last.tx_id), prepare: BigInt(last.global_position) },
      };
    } catch (error) {
      // Another writer took the same version between our read and our insert.
      if (isUniqueViolation(error, 'events_stream_version_key')) throw new ConcurrencyError(streamId, expected, undefined);
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM events
       WHERE stream_id = $1 AND ($2::int IS NULL OR version <= $2) AND ($3::timestamptz IS NULL OR recorded_at <= $3)
       ORDER BY version`,
      [streamId, options.toVersion ?? null, options.asOf ?? null],
    );
    return rows.map(toRecorded);
  }

  async readAll(after: LogPosition, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id, global_position
       LIMIT $3`,
      [after.commit.toString(), after.prepare.toString(), options.limit ?? 500],
    );
    return rows.map(toRecorded);
  }

  onAppended(listener: (result: AppendResult) => void): () => void {
    return this.listeners.add(listener);
  }

  /** The database connection belongs to whoever opened it (see database.ts). */
  async close(): Promise<void> {}

  private async headPosition(manager: EntityManager): Promise<LogPosition> {
    const rows: { tx_id: string; global_position: string }[] = await manager.query(
      'SELECT transaction_id::text AS tx_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) } : { commit: 0n, prepare: 0n };
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    category: row.category,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) },
  };
}
