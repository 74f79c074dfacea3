import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { Clock, systemClock } from '../../application/ports/clock';
import {
  AppendResult,
  categoryOf,
  ConcurrencyError,
  EventStore,
  expectedAsNumber,
  ExpectedVersion,
  LOG_START,
  LogPosition,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  checkStreamAppends,
  StreamAppend,
} from '../../application/ports/event-store';
import { AppendListeners } from './append-listeners';
import { isUniqueViolation } from './database-errors';
import { LogTail } from './log-tail';
import { prepared, sqlPool } from './sql-pool';
import { StreamPrefixes } from './stream-prefixes';

interface EventRow {
  event_id: string;
  stream_id: string;
  category: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_ms: number;
  tx_id: string;
  global_position: string;
}

interface AppendedRow {
  version: number;
  tx_id: string;
  global_position: string;
}

/** Runs one statement: the pool (autocommit) or a transaction the caller owns. */
type Sql = <Row>(text: string, params: unknown[]) => Promise<Row[]>;

// The text form of the transaction id gets its own alias: a bare ORDER BY transaction_id would
// otherwise sort by this output column, as text ('1002' before '756').
// recorded_at comes as milliseconds since the epoch: a number is read many times faster than a
// timestamp's text, and a rebuild reads one per event.
const COLUMNS =
  'event_id, stream_id, category, version, type, data, metadata, (extract(epoch FROM recorded_at) * 1000)::float8 AS recorded_ms, ' +
  'transaction_id::text AS tx_id, global_position';

/**
 * The whole append in one statement, so one round trip and one commit: the stream's version is
 * read, compared with the expected one, and every event inserted after it. A mismatch inserts
 * nothing (no rows come back); a writer that read the same version concurrently loses on
 * UNIQUE(stream_id, version) when the first commits. `$2` NULL means "any version".
 */
const APPEND = `
  WITH head AS (SELECT coalesce(max(version), 0) AS version FROM events WHERE stream_id = $1)
  INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
  SELECT (e.value->>'id')::uuid, $1, $3, head.version + e.n, e.value->>'type', e.value->'data', e.value->'metadata', $5
  FROM head, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(value, n)
  WHERE $2::int IS NULL OR head.version = $2::int
  ORDER BY e.n
  RETURNING version, transaction_id::text AS tx_id, global_position`;

const READ_STREAM = `SELECT ${COLUMNS} FROM events
  WHERE stream_id = $1 AND ($2::int IS NULL OR version <= $2) AND ($3::timestamptz IS NULL OR recorded_at <= $3)
  ORDER BY version`;

const READ_ALL = `SELECT ${COLUMNS} FROM events
  WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY transaction_id, global_position
  LIMIT $3`;

/** The same for the usual single event, with plain parameters: PostgreSQL has no JSON array to take apart. */
const APPEND_ONE = `
  WITH head AS (SELECT coalesce(max(version), 0) AS version FROM events WHERE stream_id = $1)
  INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
  SELECT $4::uuid, $1, $3, head.version + 1, $5, $6::jsonb, $7::jsonb, $8
  FROM head
  WHERE $2::int IS NULL OR head.version = $2::int
  RETURNING version, transaction_id::text AS tx_id, global_position`;

/**
 * Events for several streams in one statement, all or none: each event carries its stream, the
 * version its stream must be at, and its own version after it. A stream found at another version
 * inserts nothing at all, and the statement answers with that stream and its version instead
 * (`refused`), so that the writer reads again only what moved on; a writer that read the same
 * versions concurrently loses on UNIQUE(stream_id, version) when the first commits, which refuses
 * the whole statement.
 */
const APPEND_TO_STREAMS = `
  WITH e AS (
    SELECT e.value, e.n, e.value->>'stream' AS stream, (e.value->>'expected')::int AS expected
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(value, n)
  ), heads AS (
    SELECT s.stream, s.expected, coalesce((SELECT max(version) FROM events WHERE stream_id = s.stream), 0) AS version
    FROM (SELECT DISTINCT stream, expected FROM e) s
  ), ready AS (
    SELECT bool_and(version = expected) AS ok FROM heads
  ), inserted AS (
    INSERT INTO events (event_id, stream_id, category, version, type, data, metadata, recorded_at)
    SELECT (e.value->>'id')::uuid, e.stream, e.value->>'category', (e.value->>'version')::int,
           e.value->>'type', e.value->'data', e.value->'metadata', $2
    FROM e, ready
    WHERE ready.ok
    ORDER BY e.n
    RETURNING stream_id, version, transaction_id::text AS tx_id, global_position
  )
  SELECT stream_id, version, tx_id, global_position, false AS refused FROM inserted
  UNION ALL
  SELECT stream, version, NULL, NULL, true FROM heads WHERE version <> expected`;

/** The stream a unique violation on (stream_id, version) names: 'Key (stream_id, version)=(slotday-2026-12-01, 5) already exists.' */
function streamOfDuplicate(error: unknown): string | undefined {
  const driverError = (error as { driverError?: unknown } | null)?.driverError ?? error;
  const detail = (driverError as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? /\(stream_id, version\)=\((.*), \d+\)/.exec(detail)?.[1] : undefined;
}

/** Attempts for an append with no expected version that keeps meeting concurrent writers. */
const ANY_VERSION_ATTEMPTS = 10;

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
  private readonly pool: Pool;
  /** What this process read of the log last: its other consumers are served from it. */
  private readonly tail = new LogTail();
  /** The first events of streams this process saw: reads up to a version are answered from them. */
  private readonly prefixes = new StreamPrefixes();
  /** Reads of the table under way, by where they start and how many appends came before. */
  private readonly reading = new Map<string, { limit: number; read: Promise<RecordedEvent[]> }>();

  constructor(
    dataSource: DataSource,
    readonly kind: 'postgres' | 'pglite',
    private readonly clock: Clock = systemClock,
  ) {
    this.pool = sqlPool(dataSource);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    // A named statement is parsed and planned once per connection, then only bound and run.
    const sql: Sql = async (text, params) => (await this.pool.query(prepared(text, params))).rows;
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.appendVia(sql, streamId, events, expected);
        this.tail.appended();
        this.listeners.notify(result);
        return result;
      } catch (error) {
        // "Any version" has nothing to be wrong about: it only met a concurrent writer, so go again.
        if (!(error instanceof ConcurrencyError) || expected !== 'any' || attempt >= ANY_VERSION_ATTEMPTS) throw error;
      }
    }
  }

  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends);
    if (appends.length === 0) return [];
    const payload = JSON.stringify(
      appends.flatMap(({ streamId, events, expected }) =>
        events.map((event, i) => ({
          id: event.eventId ?? randomUUID(),
          stream: streamId,
          category: categoryOf(streamId),
          expected,
          version: expected + i + 1,
          type: event.type,
          data: event.data,
          metadata: event.metadata ?? {},
        })),
      ),
    );
    // The error names a stream that moved on, so that the writer reads only that one again.
    const refused = (streamId: string | undefined, actual?: number) => {
      const named = appends.find((a) => a.streamId === streamId) ?? appends[0]!;
      return new ConcurrencyError(named.streamId, named.expected, actual);
    };
    let rows: (AppendedRow & { stream_id: string; refused: boolean })[];
    try {
      ({ rows } = await this.pool.query<AppendedRow & { stream_id: string; refused: boolean }>(
        prepared(APPEND_TO_STREAMS, [payload, this.clock.now()]),
      ));
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_key')) throw refused(streamOfDuplicate(error));
      throw error;
    }
    const moved = rows.find((row) => row.refused);
    if (moved || rows.length === 0) throw refused(moved?.stream_id, moved?.version);
    this.tail.appended();
    const results = appends.map(({ streamId }) => {
      let last: AppendedRow | undefined;
      for (const row of rows) if (row.stream_id === streamId && (!last || row.version > last.version)) last = row;
      return { version: last!.version, position: { commit: BigInt(last!.tx_id), prepare: BigInt(last!.global_position) } };
    });
    for (const result of results) this.listeners.notify(result);
    return results;
  }

  /**
   * Appends inside a transaction the caller owns (so other writes can commit atomically with the
   * events). The caller commits; listeners are not notified.
   */
  appendWith(manager: EntityManager, streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    this.tail.appended();
    return this.appendVia((text, params) => manager.query(text, params), streamId, events, expected);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { toVersion, asOf } = options;
    if (toVersion !== undefined && !asOf) {
      const kept = this.prefixes.upTo(streamId, toVersion);
      if (kept) return kept;
    }
    const { rows } = await this.pool.query<EventRow>(prepared(READ_STREAM, [streamId, toVersion ?? null, asOf ?? null]));
    const read = rows.map(toRecorded);
    if (!asOf) this.prefixes.read(streamId, read);
    return read;
  }

  async readAll(after: LogPosition, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? 500;
    const known = this.tail.read(after, limit);
    if (known?.exact) return known.events;
    if (!known) return this.readTable(after, limit);
    // Only what follows the stretch comes from the table, read once for the consumers that ask at
    // the same moment (the runners a command waits for all ask right after its append). A read
    // started before this process's latest append may miss it: one that waits for it starts anew.
    const from = this.tail.end!;
    const key = `${from.commit}/${from.prepare}/${this.tail.appends}`;
    let next = this.reading.get(key);
    if (!next || next.limit < limit) {
      const read = this.readTable(from, limit);
      const mine = { limit, read };
      this.reading.set(key, mine);
      void read.finally(() => this.reading.get(key) === mine && this.reading.delete(key)).catch(() => undefined);
      next = mine;
    }
    return [...known.events, ...(await next.read)].slice(0, limit);
  }

  private async readTable(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(prepared(READ_ALL, [after.commit.toString(), after.prepare.toString(), limit]));
    const read = rows.map(toRecorded);
    this.tail.remember(after, read, limit);
    this.prefixes.logged(read);
    return read;
  }

  async headPosition(): Promise<LogPosition> {
    const { rows } = await this.pool.query<{ tx_id: string; global_position: string }>(
      `SELECT transaction_id::text AS tx_id, global_position FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) } : LOG_START;
  }

  onAppended(listener: (result: AppendResult) => void): () => void {
    return this.listeners.add(listener);
  }

  /** The database connection belongs to whoever opened it (see database.ts). */
  async close(): Promise<void> {}

  private async appendVia(sql: Sql, streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const wanted = expectedAsNumber(expected);
    if (events.length === 0) return this.appendNothing(sql, streamId, expected, wanted);
    const recordedAt = this.clock.now();
    const stored = events.map((event) => ({ ...event, eventId: event.eventId ?? randomUUID(), metadata: event.metadata ?? {} }));
    let inserted: AppendedRow[];
    try {
      if (stored.length === 1) {
        const [event] = stored as [(typeof stored)[number]];
        inserted = await sql<AppendedRow>(APPEND_ONE, [
          streamId,
          wanted ?? null,
          categoryOf(streamId),
          event.eventId,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          recordedAt,
        ]);
      } else {
        const payload = JSON.stringify(
          stored.map((event) => ({ id: event.eventId, type: event.type, data: event.data, metadata: event.metadata })),
        );
        inserted = await sql<AppendedRow>(APPEND, [streamId, wanted ?? null, categoryOf(streamId), payload, recordedAt]);
      }
    } catch (error) {
      // Another writer took the same version between our read and our insert.
      if (isUniqueViolation(error, 'events_stream_version_key')) throw new ConcurrencyError(streamId, expected, undefined);
      throw error;
    }
    // Nothing inserted: the stream is not at the expected version (the pipeline reads it again anyway).
    if (inserted.length === 0) throw new ConcurrencyError(streamId, expected, undefined);
    // The rows in version order are the events in the order given.
    const rows = [...inserted].sort((a, b) => a.version - b.version);
    const recorded = rows.map((row, i): RecordedEvent => ({
      eventId: stored[i]!.eventId,
      streamId,
      category: categoryOf(streamId),
      version: row.version,
      type: stored[i]!.type,
      data: stored[i]!.data,
      metadata: stored[i]!.metadata,
      recordedAt,
      position: { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) },
    }));
    const last = recorded[recorded.length - 1]!;
    return { version: last.version, position: last.position, recorded };
  }

  /** An append of nothing writes nothing: it only checks the expectation and reports where things stand. */
  private async appendNothing(sql: Sql, streamId: string, expected: ExpectedVersion, wanted: number | undefined): Promise<AppendResult> {
    const current = await this.versionOf(sql, streamId);
    if (wanted !== undefined && wanted !== current) throw new ConcurrencyError(streamId, expected, current);
    const rows = await sql<{ tx_id: string; global_position: string }>(
      'SELECT transaction_id::text AS tx_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
      [],
    );
    const row = rows[0];
    return { version: current, position: row ? { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) } : LOG_START };
  }

  private async versionOf(sql: Sql, streamId: string): Promise<number> {
    const rows = await sql<{ version: number }>('SELECT coalesce(max(version), 0)::int AS version FROM events WHERE stream_id = $1', [
      streamId,
    ]);
    return rows[0]?.version ?? 0;
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
    recordedAt: new Date(row.recorded_ms),
    position: { commit: BigInt(row.tx_id), prepare: BigInt(row.global_position) },
  };
}
