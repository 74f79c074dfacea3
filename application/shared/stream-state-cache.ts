import { EventStore } from '../ports/event-store';

interface Cached {
  readonly decider: object;
  readonly state: unknown;
  readonly version: number;
}

/** Streams kept per process: a booking, its day and its payment are what the next command touches. */
const CAPACITY = 10_000;

/**
 * The last known state of recently written streams, so that the next command on a stream decides
 * without reading it again (Commanded keeps its aggregates in memory the same way). It is only a
 * guess: the append still carries the version the state is at, and a stream another process (or
 * another path) wrote meanwhile fails that check, is read again and decided again. States are
 * immutable values, so sharing them is safe.
 */
export class StreamStateCache {
  private readonly entries = new Map<string, Cached>();

  get<State>(streamId: string, decider: object): { state: State; version: number } | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.decider !== decider) return undefined;
    // Least recently used goes first: a hit moves the stream to the end.
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return { state: entry.state as State, version: entry.version };
  }

  set(streamId: string, decider: object, state: unknown, version: number): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { decider, state, version });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  /** One cache per event store, shared by every pipeline on it (they write the same streams). */
  static of(store: EventStore): StreamStateCache {
    let cache = caches.get(store);
    if (!cache) {
      cache = new StreamStateCache();
      caches.set(store, cache);
    }
    return cache;
  }
}

const caches = new WeakMap<EventStore, StreamStateCache>();
