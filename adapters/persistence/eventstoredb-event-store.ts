import { createHash, randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamRecordedEvent,
  AppendExpectedRevision,
  Position,
  ReadPosition,
  RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { systemClock } from '../../application/ports/clock';
import type { Clock } from '../../application/ports/clock';
import { ConcurrencyError, LOG_START, categoryOf, comparePositions, checkStreamAppends } from '../../application/ports/event-store';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  StreamAppend,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
} from '../../application/ports/event-store';
import { AppendListeners } from './append-listeners';

export interface EventStoreDbEventStoreOptions {
  /** For example `esdb://localhost:2113?tls=false`. */
  readonly connectionString: string;
  /** Source of `recordedAt` (stored in each event's metadata). Defaults to the system clock. */
  readonly clock?: Clock;
}

/** Metadata key under which the store's clock reading is kept; stripped again on read. */
const RECORDED_AT_KEY = 'recordedAt';
/**
 * EventStoreDB only accepts UUIDs as event ids. A caller-supplied id that is not a UUID is mapped
 * to a deterministic name-based UUID (so retries stay idempotent) and kept here; stripped on read.
 */
const ORIGINAL_EVENT_ID_KEY = 'originalEventId';
const DEFAULT_READ_ALL_LIMIT = 500;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Event store port on EventStoreDB (gRPC client @eventstore/db-client 6.x).
 *
 * Version mapping: ESDB counts stream revisions from 0 and uses NO_STREAM for "empty"; the port
 * counts events (version = revision + 1, an empty stream is at version 0).
 *
 * Global positions: an ESDB $all position {commit, prepare} is used as the LogPosition as is. For
 * the implicit transactions written by appendToStream, every event's $all position is its own log
 * record position (commit === prepare), and the append response carries the last record's
 * position, i.e. the position of the last appended event.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb';

  private readonly client: EventStoreDBClient;
  private readonly clock: Clock;
  private readonly listeners = new AppendListeners();
  private closed = false;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.clock = options.clock ?? systemClock;
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const expectedRevision = toExpectedRevision(expected);
    if (events.length === 0) return this.appendNothing(streamId, expected);

    const recordedAt = this.clock.now().toISOString();
    const eventData = events.map((event) => {
      const metadata: Record<string, unknown> = { ...(event.metadata ?? {}) };
      let id: string;
      if (event.eventId === undefined) {
        id = randomUUID();
      } else if (UUID_PATTERN.test(event.eventId)) {
        id = event.eventId.toLowerCase();
      } else {
        id = nameBasedUuid(event.eventId);
        metadata[ORIGINAL_EVENT_ID_KEY] = event.eventId;
      }
      metadata[RECORDED_AT_KEY] = recordedAt;
      return jsonEvent({ id, type: event.type, data: event.data, metadata });
    });

    let written;
    try {
      written = await this.client.appendToStream(streamId, eventData, { expectedRevision });
    } catch (error) {
      throw toConcurrencyError(error, streamId, expected) ?? error;
    }
    if (!written.success) {
      // Only reachable when the connection string sets throwOnAppendFailure=false. The batch-append
      // path of client 6.2 reports a wrong nextExpectedRevision in that case, so "unknown".
      throw new ConcurrencyError(streamId, expected, undefined);
    }

    const version = Number(written.nextExpectedRevision) + 1;
    const position = written.position
      ? { commit: written.position.commit, prepare: written.position.prepare }
      : await this.lastEventPosition(streamId);
    const result: AppendResult = { version, position };
    this.listeners.notify(result);
    return result;
  }

  /**
   * One stream after the other: EventStoreDB commits per stream (see the port). Every stream's
   * version is checked first, so a stream that moved on refuses the whole call before anything is
   * written; only a writer that gets in between the check and the appends can leave some written.
   */
  async appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    checkStreamAppends(appends);
    await Promise.all(appends.map(({ streamId, expected }) => this.appendNothing(streamId, expected)));
    const results: AppendResult[] = [];
    for (const { streamId, events, expected } of appends)
      results.push(await this.append(streamId, events, expected === 0 ? 'no-stream' : expected));
    return results;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { toVersion, asOf } = options;
    if (toVersion !== undefined && toVersion < 1) return [];
    const out: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: START,
        ...(toVersion !== undefined ? { maxCount: BigInt(Math.floor(toVersion)) } : {}),
      });
      for await (const resolved of reading) {
        const event = resolved.event;
        if (!event) continue;
        const version = Number(event.revision) + 1;
        if (toVersion !== undefined && version > toVersion) break;
        // Stream reads carry the event's $all position on servers >= 22.6 (24.10 in compose).
        const position: LogPosition = event.position
          ? { commit: event.position.commit, prepare: event.position.prepare }
          : resolved.commitPosition !== undefined
            ? { commit: resolved.commitPosition, prepare: resolved.commitPosition }
            : LOG_START;
        const recorded = toRecordedEvent(event, position);
        if (!recorded) continue;
        if (asOf !== undefined && recorded.recordedAt.getTime() > asOf.getTime()) continue;
        out.push(recorded);
      }
    } catch (error) {
      // The client reports a missing stream while iterating, not when readStream is called.
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return out;
  }

  async readAll(after: LogPosition, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? DEFAULT_READ_ALL_LIMIT;
    if (limit <= 0) return [];
    // readAll in client 6.2 takes no server-side filter (it always sends NoFilter), so system
    // events are skipped here; pages are re-read until `limit` user events or the end of the log.
    const pageSize = limit + 1; // +1: fromPosition is inclusive, so the boundary event comes back
    const out: RecordedEvent[] = [];
    const fromStart = comparePositions(after, LOG_START) === 0;
    let from: ReadPosition = fromStart ? START : toEsdbPosition(after);
    let exclusiveLowerBound: LogPosition | undefined = fromStart ? undefined : after;

    for (;;) {
      let rawCount = 0;
      let lastSeen: LogPosition | undefined;
      const reading = this.client.readAll({
        direction: FORWARDS,
        fromPosition: from,
        maxCount: pageSize,
        resolveLinkTos: false,
      });
      for await (const resolved of reading) {
        rawCount += 1;
        const event = resolved.event;
        if (!event || !event.position) continue;
        const position: LogPosition = { commit: event.position.commit, prepare: event.position.prepare };
        if (lastSeen === undefined || comparePositions(position, lastSeen) > 0) lastSeen = position;
        if (exclusiveLowerBound !== undefined && comparePositions(position, exclusiveLowerBound) <= 0) continue;
        if (isSystemEvent(event)) continue;
        const recorded = toRecordedEvent(event, position);
        if (recorded) out.push(recorded);
      }
      if (out.length >= limit || rawCount < pageSize || lastSeen === undefined) break;
      if (exclusiveLowerBound !== undefined && comparePositions(lastSeen, exclusiveLowerBound) <= 0) break;
      from = toEsdbPosition(lastSeen);
      exclusiveLowerBound = lastSeen;
    }
    return out.length > limit ? out.slice(0, limit) : out;
  }

  async headPosition(): Promise<LogPosition> {
    // Backwards from the end, page by page past the server's own system events, to the last of ours.
    let from: ReadPosition = END;
    for (;;) {
      let seen = 0;
      let oldest: Position | undefined;
      const reading = this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: 100, resolveLinkTos: false });
      for await (const resolved of reading) {
        seen += 1;
        const event = resolved.event;
        if (!event?.position) continue;
        oldest = event.position;
        if (isSystemEvent(event) || !event.isJson) continue;
        return { commit: event.position.commit, prepare: event.position.prepare };
      }
      if (seen < 100 || !oldest) return LOG_START;
      from = oldest;
    }
  }

  onAppended(listener: (result: AppendResult) => void): () => void {
    return this.listeners.add(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.dispose();
  }

  /** An append of no events writes nothing: check the expectation and report the current state. */
  private async appendNothing(streamId: string, expected: ExpectedVersion): Promise<AppendResult> {
    const last = await this.readLastEvent(streamId);
    const current = last ? Number(last.revision) + 1 : 0;
    if (expected !== 'any') {
      const wanted = expected === 'no-stream' ? 0 : expected;
      if (wanted !== current) throw new ConcurrencyError(streamId, expected, current);
    }
    const position = last?.position ? { commit: last.position.commit, prepare: last.position.prepare } : LOG_START;
    return { version: current, position };
  }

  /** Fallback when an append response carries no position (e.g. some idempotent re-appends). */
  private async lastEventPosition(streamId: string): Promise<LogPosition> {
    const last = await this.readLastEvent(streamId);
    if (!last?.position) {
      throw new Error(`EventStoreDB returned no log position for the append to ${streamId}`);
    }
    return { commit: last.position.commit, prepare: last.position.prepare };
  }

  private async readLastEvent(streamId: string): Promise<EsdbRecordedEvent | undefined> {
    try {
      const reading = this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
      let last: EsdbRecordedEvent | undefined;
      for await (const resolved of reading) {
        if (resolved.event) last = resolved.event;
      }
      return last;
    } catch (error) {
      if (isStreamNotFound(error)) return undefined;
      throw error;
    }
  }
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no-stream') return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`Invalid expected version: ${String(expected)}`);
  }
  // Never pass -1n: an empty stream is NO_STREAM.
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

function toConcurrencyError(error: unknown, streamId: string, expected: ExpectedVersion): ConcurrencyError | undefined {
  const isWrongVersion =
    error instanceof WrongExpectedVersionError ||
    (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === ErrorType.WRONG_EXPECTED_VERSION);
  if (!isWrongVersion) return undefined;
  const actual = (error as { actualVersion?: unknown }).actualVersion;
  let actualVersion: number | undefined;
  if (typeof actual === 'bigint') actualVersion = Number(actual) + 1;
  else if (actual === NO_STREAM) actualVersion = 0;
  return new ConcurrencyError(streamId, expected, actualVersion);
}

function isStreamNotFound(error: unknown): boolean {
  return (
    error instanceof StreamNotFoundError ||
    (typeof error === 'object' && error !== null && (error as { type?: unknown }).type === ErrorType.STREAM_NOT_FOUND)
  );
}

function isSystemEvent(event: AllStreamRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

function toEsdbPosition(position: LogPosition): Position {
  return { commit: position.commit, prepare: position.prepare };
}

/** Maps one ESDB event to the port's shape; non-JSON events (not written by this store) are skipped. */
function toRecordedEvent(event: EsdbRecordedEvent, position: LogPosition): RecordedEvent | undefined {
  if (!event.isJson) return undefined;
  const rawMetadata = event.metadata;
  const metadata: Record<string, unknown> = isPlainObject(rawMetadata) ? { ...rawMetadata } : {};
  const recordedAtRaw = metadata[RECORDED_AT_KEY];
  delete metadata[RECORDED_AT_KEY];
  const originalId = metadata[ORIGINAL_EVENT_ID_KEY];
  delete metadata[ORIGINAL_EVENT_ID_KEY];

  let recordedAt = typeof recordedAtRaw === 'string' ? new Date(recordedAtRaw) : event.created;
  if (Number.isNaN(recordedAt.getTime())) recordedAt = event.created;

  const data = event.data;
  return {
    eventId: typeof originalId === 'string' ? originalId : event.id,
    streamId: event.streamId,
    category: categoryOf(event.streamId),
    version: Number(event.revision) + 1,
    type: event.type,
    data: isPlainObject(data) ? data : { value: data },
    metadata: metadata as EventMetadata,
    recordedAt,
    position,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** Deterministic UUID (version 5 layout, SHA-1 over a fixed namespace and the name). */
function nameBasedUuid(name: string): string {
  const hash = createHash('sha1').update('eventstoredb-event-store:').update(name).digest();
  const bytes = Buffer.from(hash.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
