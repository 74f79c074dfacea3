import { comparePositions, EventStore, LOG_START, LogPosition, RecordedEvent } from '../ports/event-store';
import { ProjectionStore } from '../ports/read-models';
import {
  allReached,
  Backoff,
  breathe,
  catchUpUntil,
  earliest,
  logFailure,
  RetryDelays,
  LOG_RETRY_MS,
  runUnlessFailing,
} from './log-consumers';
import { Projection, ProjectionWaiter } from './projection';
import { SerialQueue } from './serial-queue';

export interface ProjectionRunnerOptions {
  /** Events per batch while keeping up (default 500). */
  readonly batchSize?: number;
  /** Events per batch of a rebuild from zero (default 5000). */
  readonly rebuildBatchSize?: number;
  readonly onError?: (projection: string, error: unknown) => void;
  /**
   * Told of every batch of the log once the read models hold it (applied here, or by another
   * runner first): the place to drop what a process keeps in memory from those read models.
   */
  readonly onCaughtUp?: (events: readonly RecordedEvent[]) => void;
  /** Back-off after a projection fails (default 0.5 s, doubling up to 60 s). */
  readonly retryMs?: RetryDelays;
}

const RETRY_MS: RetryDelays = { first: 500, max: 60_000 };

/**
 * Keeps read-model projections caught up with the global log. Each batch is read once and handed
 * to every projection; all of their rows and checkpoints commit in one transaction, so a crash
 * mid-way replays cleanly and runners in several processes never apply the same batch twice (the
 * checkpoints are compared inside the transaction). A projection that fails is taken out of the
 * shared batch and retried later with back-off, so it never holds the others back. A rebuild may
 * commit each projection on its own, side by side (ProjectionStore.commitsAtOnce).
 */
export class ProjectionRunner implements ProjectionWaiter {
  /** Each projection's checkpoint as last seen; empty until first loaded from the store. */
  private readonly positions = new Map<string, LogPosition>();
  private readonly backoff: Backoff;
  private readonly logBackoff = new Backoff(LOG_RETRY_MS);
  private readonly queue = new SerialQueue();
  private rebuilding = false;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;

  constructor(
    private readonly events: EventStore,
    private readonly store: ProjectionStore,
    readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.rebuildBatchSize = options.rebuildBatchSize ?? 5000;
    this.backoff = new Backoff(options.retryMs ?? RETRY_MS);
    const names = new Set(projections.map((p) => p.name));
    if (names.size !== projections.length) throw new Error('Two projections share a name');
  }

  /**
   * Runs until every projection has seen the whole visible log. Calls made meanwhile share the next
   * run. Never rejects: failures go to `onError` and are retried by a later run.
   */
  catchUp(): Promise<void> {
    return this.queue.coalesced(() => runUnlessFailing(this.logBackoff, () => this.run(), this.options.onError));
  }

  waitFor(position: LogPosition, timeoutMs = 5000): Promise<boolean> {
    const names = this.projections.map((p) => p.name);
    return catchUpUntil(
      () => allReached(this.positions, names, position),
      () => this.catchUp(),
      timeoutMs,
      () => logFailure(this.logBackoff),
    );
  }

  /** Empties every projection's rows and replays the whole log, in large batches. */
  rebuild(): Promise<void> {
    return this.queue.exclusive(async () => {
      await this.store.reset(this.projections);
      this.backoff.clear();
      for (const p of this.projections) this.positions.set(p.name, LOG_START);
      this.rebuilding = true;
      try {
        await this.run();
      } finally {
        this.rebuilding = false;
      }
    });
  }

  position(projection: string): LogPosition | undefined {
    return this.positions.get(projection);
  }

  private async run(): Promise<void> {
    if (this.positions.size < this.projections.length) await this.reload();
    /** The batch after a full one, read while that one is applied: the log reads and the writes overlap. */
    let ahead: { after: LogPosition; limit: number; read: Promise<RecordedEvent[]> } | undefined;
    for (;;) {
      const now = Date.now();
      const active = this.projections.filter((p) => this.backoff.ready(p.name, now));
      if (active.length === 0) return;
      const from = earliest(active.map((p) => this.positions.get(p.name)!));
      const limit = this.rebuilding ? this.rebuildBatchSize : this.batchSize;
      // Read ahead from where every projection was to be: used only when they all got there.
      const batch =
        ahead && ahead.limit === limit && comparePositions(ahead.after, from) === 0
          ? await ahead.read
          : await this.events.readAll(from, { limit });
      ahead = undefined;
      if (batch.length === 0) return;
      if (batch.length === limit) {
        const after = batch[batch.length - 1]!.position;
        const read = this.events.readAll(after, { limit });
        // Dropped unused when this batch fails; its own failure is met where it is used.
        read.catch(() => undefined);
        ahead = { after, limit, read };
      }
      const moved = await this.apply(active, batch);
      if (!moved) {
        // Another runner moved a checkpoint first, so it committed these rows: start again from where the store says.
        this.options.onCaughtUp?.(batch);
        await this.reload();
        continue;
      }
      if (batch.length < limit) return;
      await breathe();
    }
  }

  /** One transaction for every projection; on a failure, one each, to find and set aside the culprit. */
  private async apply(active: readonly Projection[], batch: readonly RecordedEvent[]): Promise<boolean> {
    const to = batch[batch.length - 1]!.position;
    const work = active
      .map((projection) => {
        const from = this.positions.get(projection.name)!;
        const events = comparePositions(from, batch[0]!.position) < 0 ? batch : batch.filter((e) => comparePositions(e.position, from) > 0);
        return { projection, from, events };
      })
      .filter((w) => comparePositions(w.from, to) < 0);
    // A rebuild, which nobody reads until it ends, may commit projections side by side where the
    // store gains from it; keeping up, one transaction for all is one round trip per batch.
    if (this.rebuilding && this.store.commitsAtOnce > 1) return this.commitApart(work, to, this.store.commitsAtOnce);
    return this.commitTogether(work, to);
  }

  /**
   * The projections' rows and checkpoints in one transaction; should it fail, each in its own, to
   * find and set aside the culprit while the others go on.
   */
  private async commitTogether(work: readonly BatchWork[], to: LogPosition): Promise<boolean> {
    try {
      return await this.commit(work, to);
    } catch (error) {
      if (work.length === 1) {
        this.failed(work[0]!.projection.name, error);
        return true;
      }
    }
    let moved = true;
    for (const one of work) {
      try {
        moved = (await this.commit([one], to)) && moved;
      } catch (error) {
        this.failed(one.projection.name, error);
      }
    }
    return moved;
  }

  /**
   * The projections in `most` groups, each group's rows and checkpoints in a transaction of its
   * own, the groups at once: no reader waits on a rebuild's batches, and a projection reads only its
   * own tables, so none depends on another's commit. As many statements per batch as the store
   * runs side by side, not one per projection. A group that fails is taken apart, as above.
   */
  private async commitApart(work: readonly BatchWork[], to: LogPosition, most: number): Promise<boolean> {
    const groups = Array.from({ length: Math.min(most, work.length) }, (_, i) => work.filter((_w, j) => j % most === i));
    const moved = await Promise.all(groups.map((group) => this.commitTogether(group, to)));
    return moved.every(Boolean);
  }

  private async commit(work: readonly BatchWork[], to: LogPosition): Promise<boolean> {
    const committed = await this.store.commitBatch(
      work.map((w) => ({ name: w.projection.name, from: w.from, to })),
      async (tx) => {
        for (const w of work) if (w.events.length) await w.projection.applyBatch(w.events, tx);
      },
    );
    if (committed) {
      for (const w of work) {
        this.positions.set(w.projection.name, to);
        this.backoff.succeeded(w.projection.name);
      }
      // In the same turn as the positions: nobody waiting for them is answered before it.
      this.options.onCaughtUp?.(work.flatMap((w) => w.events));
    }
    return committed;
  }

  private failed(name: string, error: unknown): void {
    this.backoff.failed(name);
    this.options.onError?.(name, error);
  }

  private async reload(): Promise<void> {
    const stored = await this.store.loadCheckpoints(this.projections.map((p) => p.name));
    for (const [name, position] of stored) this.positions.set(name, position);
  }
}

/** A projection's share of a batch: the events past its checkpoint. */
interface BatchWork {
  readonly projection: Projection;
  readonly from: LogPosition;
  readonly events: readonly RecordedEvent[];
}
