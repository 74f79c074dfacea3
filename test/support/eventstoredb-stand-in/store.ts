/**
 * The stand-in's log: one in-memory transaction file, as EventStoreDB keeps it. Every event is a
 * log record with a byte position; positions grow by the record's size, so they have gaps, as on a
 * real server, and a reader that assumed consecutive numbers would be caught out. An append of
 * several events is one implicit transaction: each event is its own record, `commit === prepare`.
 */

export interface StoredEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly type: string;
  readonly contentType: string;
  /** Ticks (100 ns) since the Unix epoch, as the server's `created` metadata carries them. */
  readonly created: bigint;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
  /** The record's position in the log: commit and prepare position alike. */
  readonly position: bigint;
}

export interface ProposedEvent {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
}

/** What a writer expects of the stream, as the protocol's expected revision options say it. */
export type Expectation =
  { readonly kind: 'any' | 'no-stream' | 'stream-exists' } | { readonly kind: 'revision'; readonly revision: bigint };

export type AppendOutcome =
  | { readonly ok: true; readonly currentRevision: bigint; readonly position: bigint }
  | { readonly ok: false; readonly currentRevision: bigint | undefined };

/** Where the first record goes: a real log starts after its chunk header and epoch records. */
const FIRST_POSITION = 128n;
/** Fixed part of a record's size: header, ids, stream name and type lengths. */
const RECORD_OVERHEAD = 88n;

export class StandInLog {
  private readonly events: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly listeners = new Set<(event: StoredEvent) => void>();
  private nextPosition = FIRST_POSITION;

  /** Every event in log order (the `$all` stream). */
  all(): readonly StoredEvent[] {
    return this.events;
  }

  /** A stream's events in revision order, or undefined when the stream does not exist. */
  stream(streamId: string): readonly StoredEvent[] | undefined {
    return this.streams.get(streamId);
  }

  /** Called with each event once it is written, in log order (live subscriptions). */
  onWritten(listener: (event: StoredEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Checks the expectation and writes the events at once (nothing else runs between the check and
   * the write: one process, no awaits). A retry of an append already written, same ids after the
   * same expected revision, succeeds again without writing, as the server's idempotence check does.
   */
  append(streamId: string, expected: Expectation, proposed: readonly ProposedEvent[], now: Date): AppendOutcome {
    const existing = this.streams.get(streamId) ?? [];
    const current = existing.length ? BigInt(existing.length - 1) : undefined;

    const repeated = this.alreadyWritten(existing, expected, proposed);
    if (repeated) return { ok: true, currentRevision: repeated.revision, position: repeated.position };

    const accepted =
      expected.kind === 'any' ||
      (expected.kind === 'no-stream' && current === undefined) ||
      (expected.kind === 'stream-exists' && current !== undefined) ||
      (expected.kind === 'revision' && current === expected.revision);
    if (!accepted) return { ok: false, currentRevision: current };
    if (proposed.length === 0) {
      // An empty write changes nothing; the server answers with the stream's state.
      const last = existing.at(-1);
      return current === undefined || !last
        ? { ok: true, currentRevision: -1n, position: -1n }
        : { ok: true, currentRevision: current, position: last.position };
    }

    const created = BigInt(now.getTime()) * 10_000n;
    const written: StoredEvent[] = [];
    for (const event of proposed) {
      const stored: StoredEvent = {
        ...event,
        streamId,
        revision: BigInt(existing.length),
        created,
        position: this.nextPosition,
      };
      this.nextPosition += RECORD_OVERHEAD + BigInt(streamId.length + event.type.length + event.data.length + event.customMetadata.length);
      existing.push(stored);
      this.events.push(stored);
      written.push(stored);
    }
    this.streams.set(streamId, existing);
    for (const event of written) for (const listener of this.listeners) listener(event);
    const last = written[written.length - 1]!;
    return { ok: true, currentRevision: last.revision, position: last.position };
  }

  /** The last event of an identical earlier append at the same expected revision, if there was one. */
  private alreadyWritten(
    existing: readonly StoredEvent[],
    expected: Expectation,
    proposed: readonly ProposedEvent[],
  ): StoredEvent | undefined {
    if (proposed.length === 0) return undefined;
    let start: number;
    if (expected.kind === 'revision') start = Number(expected.revision) + 1;
    else if (expected.kind === 'no-stream') start = 0;
    else start = existing.findIndex((event) => event.id === proposed[0]!.id);
    if (start < 0 || start + proposed.length > existing.length) return undefined;
    const same = proposed.every((event, i) => existing[start + i]!.id === event.id);
    return same ? existing[start + proposed.length - 1] : undefined;
  }
}
