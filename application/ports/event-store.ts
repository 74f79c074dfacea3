/**
 * The event store port. Every adapter (in-memory, PostgreSQL/PGlite table, EventStoreDB) passes the
 * same contract suite in test/contract, so callers never learn which one is behind it.
 *
 * Version convention (normalised here, whatever the backend counts): a stream's version is the
 * number of events in it. A new stream is at version 0; its first event has version 1.
 */

/** Position of an event in the global log, comparable across the whole store. */
export interface LogPosition {
  /**
   * Primary order key: the writing transaction on PostgreSQL, the commit position on EventStoreDB,
   * the sequence number in memory.
   */
  readonly commit: bigint;
  /** Secondary order key within one commit (the row sequence, the prepare position). */
  readonly prepare: bigint;
}

export const LOG_START: LogPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function positionToString(p: LogPosition): string {
  return `${p.commit}/${p.prepare}`;
}

export function positionFromString(s: string): LogPosition {
  const [commit, prepare] = s.split('/');
  if (commit === undefined || prepare === undefined) throw new Error(`Not a log position: ${s}`);
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

/** Who caused an event, and when it happened in business terms. */
export interface EventMetadata {
  readonly [key: string]: unknown;
  readonly correlationId?: string;
  readonly causationId?: string;
}

export interface NewEvent {
  /** Optional so that callers retrying an append can make it idempotent; generated otherwise. */
  readonly eventId?: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata?: EventMetadata;
}

export interface RecordedEvent {
  readonly eventId: string;
  readonly streamId: string;
  /** The part of the stream id before the first '-': `booking-<uuid>` is in category `booking`. */
  readonly category: string;
  /** 1-based position inside its stream. */
  readonly version: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly metadata: EventMetadata;
  /** When the store recorded the event (from the store's clock), used for "as of time" reads. */
  readonly recordedAt: Date;
  readonly position: LogPosition;
}

/** Events for one stream, appended with others (appendToStreams), at the version the stream must be at. */
export interface StreamAppend {
  readonly streamId: string;
  /** At least one. */
  readonly events: readonly NewEvent[];
  /** The stream's exact current version; 0 for a stream not started yet. */
  readonly expected: number;
}

/** `'any'` skips the check; `'no-stream'` is the same as 0; a number is the exact current version. */
export type ExpectedVersion = number | 'any' | 'no-stream';

export interface AppendResult {
  /** The stream's version after the append. */
  readonly version: number;
  /** Global position of the last appended event: wait for projections to reach it. */
  readonly position: LogPosition;
  /**
   * The events as stored, when the store knows them without a read (the SQL and memory stores):
   * the process that stored them may take the process managers' steps for them at once.
   */
  readonly recorded?: readonly RecordedEvent[];
}

export interface ReadStreamOptions {
  /** Read up to and including this version ("as of version N"). */
  readonly toVersion?: number;
  /** Read only events recorded at or before this instant ("as of time T"). */
  readonly asOf?: Date;
}

export interface ReadAllOptions {
  /** Maximum number of events in one batch. */
  readonly limit?: number;
}

export interface EventStore {
  /** Which backend this is, for health reports: 'memory', 'pglite', 'postgres', 'eventstoredb'. */
  readonly kind: string;
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * Appends to several streams in one go, each at the version it must be at (0: a new stream): the
   * SQL stores append all or none in one statement (one round trip, one commit); EventStoreDB, which
   * commits one stream at a time, appends them one after the other and may have written some when
   * it fails. A stream not at its version fails the call with a ConcurrencyError: the caller then
   * takes each stream's command on its own, which every caller's commands allow (they are repeatable).
   */
  appendToStreams(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  /** Events of one stream in version order; an unknown stream reads as empty. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Events of the global log strictly after `after`, in global order. A reader that keeps the
   * position of the last event it saw and asks again never skips an event, even one whose
   * transaction commits after a later one.
   */
  readAll(after: LogPosition, options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * The position of the last event `readAll` can return now (LOG_START for an empty log): where a
   * consumer added to a log that already has history starts when it must not act on that history.
   */
  headPosition(): Promise<LogPosition>;
  /** Called after every successful append in this process (lets projections wake up at once). */
  onAppended(listener: (result: AppendResult) => void): () => void;
  close(): Promise<void>;
}

/** The stream's current version differed from the expected one: read again, decide again. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | undefined,
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, found ${actual ?? 'unknown'}`);
  }
}

export function categoryOf(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}

/** Programming errors, not conflicts: appendToStreams takes each stream once, with something to append. */
export function checkStreamAppends(appends: readonly StreamAppend[]): void {
  const empty = appends.find((a) => a.events.length === 0);
  if (empty) throw new Error(`Nothing to append to ${empty.streamId}: leave it out of appendToStreams`);
  const named = new Set(appends.map((a) => a.streamId));
  if (named.size < appends.length) throw new Error('appendToStreams takes each stream once');
}

export function expectedAsNumber(expected: ExpectedVersion): number | undefined {
  if (expected === 'any') return undefined;
  if (expected === 'no-stream') return 0;
  return expected;
}
