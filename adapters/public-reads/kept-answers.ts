/** Whether and how an answer is kept: the tags whose change drops it, and how long it holds at most. */
export interface Keeping {
  readonly tags: readonly string[];
  /** Asked on every hit: false once the answer is out of date by the clock (a slot has started). */
  readonly validWhile?: () => boolean;
}

/** What producing an answer gave: the answer, and `keep` when it may be kept (a render that fell back may not). */
export interface Produced<V> {
  readonly value: V;
  readonly keep?: Keeping;
}

export interface KeptAnswersLimits<V> {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly sizeOf: (value: V) => number;
}

interface Entry<V> {
  readonly value: V;
  readonly tags: readonly string[];
  readonly validWhile?: () => boolean;
  readonly bytes: number;
}

/**
 * Answers kept in memory by key (a request's address), least recently used first out, within a
 * count and a byte size, so that made-up query strings cannot grow it. Concurrent misses of one
 * key share one production (64 visitors on a cold page render it once). An answer is dropped by a
 * change of any of its tags, never by age: only `validWhile` (the clock) ends one on its own. A
 * production that began before a change is handed to its waiters but not kept, as it may have
 * read what the change replaced.
 */
export class KeptAnswers<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private flights = new Map<string, Promise<Produced<V>>>();
  private bytes = 0;
  /** Counts changes: a production is kept only if none happened while it ran. */
  private changes = 0;

  constructor(private readonly limits: KeptAnswersLimits<V>) {}

  /** The kept answer, if there is one still valid (and it becomes the most recently used). */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.validWhile && !entry.validWhile()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The kept answer, or the one `produce` gives, produced once for all callers that ask while it
   * runs. A production that fails rejects for all of them and keeps nothing.
   */
  async answer(key: string, produce: () => Promise<Produced<V>>): Promise<V> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    let flight = this.flights.get(key);
    if (!flight) {
      const changesBefore = this.changes;
      const flights = this.flights;
      flight = produce();
      flights.set(key, flight);
      const settled = () => flights.get(key) === flight && flights.delete(key);
      flight.then((produced) => {
        settled();
        if (produced.keep && this.changes === changesBefore) this.keep(key, produced.value, produced.keep);
      }, settled);
    }
    return (await flight).value;
  }

  /** Drops every answer tagged with one of `tags`; productions under way are not kept. */
  invalidate(tags: Iterable<string>): void {
    const dropped = new Set(tags);
    if (dropped.size === 0) return;
    this.changes++;
    // Who asks from now on gets a production of its own, begun after the change.
    this.flights = new Map();
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => dropped.has(tag))) this.remove(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }

  private keep(key: string, value: V, keeping: Keeping): void {
    const bytes = this.limits.sizeOf(value);
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1) return;
    this.entries.set(key, { value, tags: [...keeping.tags], validWhile: keeping.validWhile, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
