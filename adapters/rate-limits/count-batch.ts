/** One key's counts gathered in a batch: requests already let through in one window. */
export interface GatheredCount {
  readonly key: string;
  readonly windowStart: number;
  readonly windowMs: number;
  n: number;
}

/** A key's counts as the database holds them once the batch is written. */
export interface WrittenCount {
  readonly key: string;
  readonly windowStart: number;
  readonly current: number;
  readonly previous: number;
}

/** A batch this large is written at once, even while another is on its way. */
const MOST_KEYS = 500;

/**
 * Counts of requests a server let through without waiting for them (rate-limit-windows.ts), written
 * as group commits: with no statement of them on its way, a count is written at once, as before;
 * while one is, the counts that arrive meanwhile are gathered and written, summed by key, in one
 * statement when it is back. A quiet server's counts reach the database as fast as one by one (the
 * other servers see them at once), a busy one's cost one statement per round trip, not per request.
 * A key's counts of another window than the one gathered so far wait for the next batch: the
 * statement updates each row once.
 */
export class CountBatch {
  private gathering: Gathering | undefined;
  private writing: Promise<unknown> | undefined;

  constructor(private readonly write: (counts: readonly GatheredCount[]) => Promise<readonly WrittenCount[]>) {}

  /** Adds one count of `key`; resolves with what the database holds for it once written. */
  add(key: string, windowStart: number, windowMs: number): Promise<WrittenCount | undefined> {
    let batch = (this.gathering ??= gather());
    const same = batch.counts.get(key);
    if (same && (same.windowStart !== windowStart || same.windowMs !== windowMs)) {
      this.send();
      batch = this.gathering ??= gather();
    }
    const entry = batch.counts.get(key);
    if (entry) entry.n += 1;
    else batch.counts.set(key, { key, windowStart, windowMs, n: 1 });
    if (!this.writing || batch.counts.size >= MOST_KEYS) this.send();
    return batch.written.then((rows) => rows.find((row) => row.key === key));
  }

  /** Resolves when every count added so far is written (or failed). */
  async flush(): Promise<void> {
    while (this.writing || this.gathering) {
      if (!this.writing) this.send();
      await this.writing;
    }
  }

  /** Sends the gathered counts now; the next ones go when these are back. */
  private send(): void {
    const batch = this.gathering;
    if (!batch) return;
    this.gathering = undefined;
    const written = this.write([...batch.counts.values()]);
    batch.settle(written);
    const sent = written.then(
      () => undefined,
      () => undefined,
    );
    this.writing = sent;
    void sent.then(() => {
      if (this.writing !== sent) return;
      this.writing = undefined;
      if (this.gathering) this.send();
    });
  }
}

interface Gathering {
  readonly counts: Map<string, GatheredCount>;
  readonly written: Promise<readonly WrittenCount[]>;
  readonly settle: (written: Promise<readonly WrittenCount[]>) => void;
}

function gather(): Gathering {
  let settle!: (written: Promise<readonly WrittenCount[]>) => void;
  const written = new Promise<readonly WrittenCount[]>((resolve) => (settle = resolve));
  return { counts: new Map(), written, settle };
}
