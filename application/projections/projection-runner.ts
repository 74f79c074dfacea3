import { comparePositions, EventStore, LogPosition } from '../ports/event-store';
import { ProjectionStore } from '../ports/read-models';
import { Projection, ProjectionWaiter } from './projection';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  readonly onError?: (projection: string, error: unknown) => void;
}

/**
 * Catches every projection up with the global log. Each batch's rows and checkpoint commit in one
 * transaction, so a crash mid-way replays cleanly; runners in several processes never apply the
 * same batch twice (the checkpoint is compared inside the transaction).
 */
export class ProjectionRunner implements ProjectionWaiter {
  private readonly positions = new Map<string, LogPosition>();
  private running: Promise<void> | undefined;
  private rerun = false;
  private readonly batchSize: number;

  constructor(
    private readonly events: EventStore,
    private readonly store: ProjectionStore,
    readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
  }

  /** Runs until every projection has seen the whole visible log. Concurrent calls share one run. */
  catchUp(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.rerun = false;
          for (const projection of this.projections) await this.catchUpOne(projection);
        } while (this.rerun);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * Resolves true once every projection has processed `position` (read-your-writes for commands),
   * false when `timeoutMs` passed first.
   */
  async waitFor(position: LogPosition, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.reached(position)) return true;
      await this.catchUp();
      if (this.reached(position)) return true;
      // Not visible yet: an older transaction is still open and holds the log back.
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Drops every row of the projections and replays the whole log. */
  async rebuild(): Promise<void> {
    await this.running;
    for (const projection of this.projections) {
      await this.store.reset(projection.name, projection.tables);
      this.positions.delete(projection.name);
    }
    await this.catchUp();
  }

  position(projection: string): LogPosition | undefined {
    return this.positions.get(projection);
  }

  private reached(position: LogPosition): boolean {
    return this.projections.every((p) => {
      const at = this.positions.get(p.name);
      return at !== undefined && comparePositions(at, position) >= 0;
    });
  }

  private async catchUpOne(projection: Projection): Promise<void> {
    try {
      for (;;) {
        const from = await this.store.loadCheckpoint(projection.name);
        this.positions.set(projection.name, from);
        const batch = await this.events.readAll(from, { limit: this.batchSize });
        if (batch.length === 0) return;
        const to = batch[batch.length - 1]!.position;
        const committed = await this.store.commitBatch(projection.name, from, to, async (tx) => {
          for (const event of batch) await projection.apply(event, tx);
        });
        if (committed) this.positions.set(projection.name, to);
        if (batch.length < this.batchSize && committed) return;
        // Embedded PGlite answers without ever returning to the event loop: without this pause a
        // long catch-up or rebuild would hold every HTTP request and timer until it ends.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } catch (error) {
      // One broken projection must not stop the others; it is retried at the next catch-up.
      this.options.onError?.(projection.name, error);
    }
  }
}
