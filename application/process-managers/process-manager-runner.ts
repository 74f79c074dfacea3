import { comparePositions, EventStore, LogPosition, RecordedEvent } from '../ports/event-store';
import { CheckpointStore } from '../ports/read-models';
import {
  allReached,
  Backoff,
  breathe,
  catchUpUntil,
  eachAtOnce,
  earliest,
  RetryDelays,
  LOG_RETRY_MS,
  runUnlessFailing,
  logFailure,
} from '../projections/log-consumers';
import { ProjectionWaiter } from '../projections/projection';
import { SerialQueue } from '../projections/serial-queue';
import { Appended, bothAppended, ProcessManager } from './process-manager';

export interface ProcessManagerRunnerOptions {
  /** Events read per batch (default 200). */
  readonly batchSize?: number;
  readonly onError?: (manager: string, error: unknown, event?: RecordedEvent) => void;
  /** Back-off after a failed step (default 1 s, doubling up to 60 s). */
  readonly retryMs?: RetryDelays;
}

const RETRY_MS: RetryDelays = { first: 1000, max: 60_000 };
/**
 * How often a manager's checkpoint is saved: after a crash it takes again the steps of the events
 * since (each harmless the second time) and skips again what it skipped, which costs less than a
 * write per append. At shutdown every position is saved.
 */
const SAVE_AFTER_WORK_MS = 1_000;
const IDLE_SAVE_MS = 10_000;
/**
 * How many recent "event handled, this appended" pairs read-your-writes may ask about: a command
 * asks right after its own events were handled, so only the latest matter.
 */
const EFFECTS_KEPT = 200;
/** Steps taken at once (handleNow) that the runner has not reached yet: past this many, the oldest are taken again when reached. */
const TAKEN_NOW_KEPT = 10_000;
/** Streams a manager that takes them apart (ProcessManager.streamsApart) handles at once: a share of the pool, not all of it. */
const STREAMS_AT_ONCE = 4;

/**
 * Feeds the global log to the process managers: one read per batch for all of them, each manager's
 * events in log order, the managers side by side. A manager's checkpoint is saved about once a
 * second while it works, so after a crash it takes again the steps of that last second at most
 * (each harmless the second time).
 *
 * A manager that fails on an event stops there and tries that event again after a back-off: later
 * events wait behind it, in order. A manager with no checkpoint yet starts at the end of the log.
 */
export class ProcessManagerRunner implements ProjectionWaiter {
  private readonly positions = new Map<string, LogPosition>();
  private readonly backoff: Backoff;
  private readonly logBackoff = new Backoff(LOG_RETRY_MS);
  private readonly effects: { handled: LogPosition; appended: Appended }[] = [];
  private readonly eventTypes: ReadonlySet<string>;
  private readonly queue = new SerialQueue();
  private readonly savedAt = new Map<string, number>();
  /** Steps taken since each manager's checkpoint was last saved. */
  private readonly unsaved = new Map<string, number>();
  private readonly batchSize: number;
  /** Steps taken at once for events the runner has not reached yet, by manager and event: it skips them. */
  private readonly takenNow = new Set<string>();

  constructor(
    private readonly events: EventStore,
    private readonly checkpoints: CheckpointStore,
    readonly managers: readonly ProcessManager[],
    private readonly options: ProcessManagerRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.backoff = new Backoff(options.retryMs ?? RETRY_MS);
    if (new Set(managers.map((m) => m.name)).size !== managers.length) throw new Error('Two process managers share a name');
    this.eventTypes = new Set(managers.flatMap((m) => m.eventTypes));
  }

  /** Whether any of its managers may react to an event of one of these types. */
  reactsToAny(types: readonly string[]): boolean {
    return types.some((type) => this.eventTypes.has(type));
  }

  /** Runs until every manager has seen the whole visible log. Never rejects: failures go to `onError`. */
  catchUp(): Promise<void> {
    return this.queue.coalesced(() => runUnlessFailing(this.logBackoff, () => this.run(), this.options.onError));
  }

  waitFor(position: LogPosition, timeoutMs = 5000): Promise<boolean> {
    const names = this.managers.map((m) => m.name);
    return catchUpUntil(
      () => allReached(this.positions, names, position),
      () => this.catchUp(),
      timeoutMs,
      () => logFailure(this.logBackoff),
    );
  }

  /**
   * Takes the managers' steps for an event this process has just stored at once, instead of at the
   * runner's next read of the log: the command that stored it saves that read's round trip. Only
   * managers that take streams apart (a step on one stream waits for no other stream's) and are not
   * retrying a failure; `taken` is false when another must react, and the runner then takes the
   * step as usual. A step taken here is skipped when the runner reaches the event; one the runner
   * took meanwhile is taken twice, which every step allows. A failed step is thrown, and left to the
   * runner.
   */
  async handleNow(event: RecordedEvent): Promise<{ taken: boolean; appended?: Appended }> {
    const reacting = this.managers.filter((m) => m.handles(event));
    const now = Date.now();
    if (reacting.some((m) => !m.streamsApart || !this.backoff.ready(m.name, now))) return { taken: false };
    let appended: Appended | undefined;
    for (const manager of reacting) {
      const result = await manager.handle(event);
      if (result) {
        this.remember(event.position, result);
        appended = bothAppended(appended, result);
      }
      this.takenNow.add(takenKey(manager, event));
      if (this.takenNow.size > TAKEN_NOW_KEPT) this.takenNow.delete(this.takenNow.values().next().value!);
    }
    return { taken: true, ...(appended ? { appended } : {}) };
  }

  /**
   * Moves each manager up to its stored checkpoint where that is ahead, after any run in progress:
   * another process handled the events up to there. For a runner that takes over the polling from
   * another server, whose in-memory positions stopped when it last ran; never moves one back, since
   * this process handled the events up to its own position.
   */
  reload(): Promise<void> {
    return this.queue.exclusive(async () => {
      // A runner that never ran starts from the store at its first run.
      if (this.positions.size < this.managers.length) return;
      const stored = await this.checkpoints.load(this.managers.map((m) => m.name));
      for (const [name, position] of stored) {
        const here = this.positions.get(name);
        if (here && comparePositions(position, here) > 0) this.positions.set(name, position);
      }
    });
  }

  /** Saves every manager's position now (at shutdown), after any run in progress. */
  flush(): Promise<void> {
    return this.queue.exclusive(async () => {
      if (this.positions.size) await this.checkpoints.save(this.positions);
    });
  }

  /** What was appended while handling events up to `position` (in this process): the furthest position, every type. */
  appendedThrough(position: LogPosition): Appended | undefined {
    let furthest: LogPosition | undefined;
    const types = new Set<string>();
    for (const { handled, appended } of this.effects) {
      if (comparePositions(handled, position) > 0) continue;
      if (!furthest || comparePositions(appended.position, furthest) > 0) furthest = appended.position;
      for (const type of appended.types) types.add(type);
    }
    return furthest ? { position: furthest, types: [...types] } : undefined;
  }

  position(manager: string): LogPosition | undefined {
    return this.positions.get(manager);
  }

  private async run(): Promise<void> {
    if (this.positions.size < this.managers.length) await this.start();
    for (;;) {
      const now = Date.now();
      const active = this.managers.filter((m) => this.backoff.ready(m.name, now));
      if (active.length === 0) return;
      const from = earliest(active.map((m) => this.positions.get(m.name)!));
      const batch = await this.events.readAll(from, { limit: this.batchSize });
      if (batch.length === 0) return;
      const save = new Map<string, LogPosition>();
      await Promise.all(
        active.map(async (manager) => {
          const { at, handled } = await this.feed(manager, batch);
          this.positions.set(manager.name, at);
          this.unsaved.set(manager.name, (this.unsaved.get(manager.name) ?? 0) + handled);
          const every = (this.unsaved.get(manager.name) ?? 0) > 0 ? SAVE_AFTER_WORK_MS : IDLE_SAVE_MS;
          if (now - (this.savedAt.get(manager.name) ?? 0) >= every) save.set(manager.name, at);
        }),
      );
      await this.checkpoints.save(save);
      for (const name of save.keys()) {
        this.savedAt.set(name, now);
        this.unsaved.delete(name);
      }
      if (batch.length < this.batchSize) return;
      await breathe();
    }
  }

  /** Hands the manager its events of the batch; tells how far it got and how many it handled. */
  private async feed(manager: ProcessManager, batch: readonly RecordedEvent[]): Promise<{ at: LogPosition; handled: number }> {
    const from = this.positions.get(manager.name)!;
    const unseen = batch.filter((event) => comparePositions(event.position, from) > 0);
    if (unseen.length === 0) return { at: from, handled: 0 };
    const mine = unseen.filter((event) => manager.handles(event) && !this.takenNow.delete(takenKey(manager, event)));
    const lanes = manager.streamsApart ? [...groupBy(mine, (event) => event.streamId).values()] : [mine];
    let handled = 0;
    let failure: { event: RecordedEvent; error: unknown } | undefined;
    await eachAtOnce(lanes, STREAMS_AT_ONCE, async (lane) => {
      for (const event of lane) {
        // Past another lane's failure, the event will be handed over again after the back-off.
        if (failure && comparePositions(event.position, failure.event.position) > 0) return;
        try {
          const appended = await manager.handle(event);
          if (appended) this.remember(event.position, appended);
          handled++;
        } catch (error) {
          if (!failure || comparePositions(event.position, failure.event.position) < 0) failure = { event, error };
          return;
        }
      }
    });
    if (!failure) {
      this.backoff.succeeded(manager.name);
      return { at: unseen[unseen.length - 1]!.position, handled };
    }
    // It stops just before the earliest failed event: the events of other streams it handled past
    // that point are handed over again with it, and harmlessly taken again (ProcessManager.handle).
    this.failed(manager.name, failure.error, failure.event);
    const before = unseen.filter((event) => comparePositions(event.position, failure!.event.position) < 0);
    return { at: before.length ? before[before.length - 1]!.position : from, handled };
  }

  /** Positions from the store; a manager seen for the first time starts at the end of the log. */
  private async start(): Promise<void> {
    const stored = await this.checkpoints.load(this.managers.map((m) => m.name));
    const missing = this.managers.filter((m) => !stored.has(m.name));
    if (missing.length) {
      const head = await this.events.headPosition();
      for (const m of missing) stored.set(m.name, await this.checkpoints.initialise(m.name, head));
    }
    for (const [name, position] of stored) this.positions.set(name, position);
  }

  private remember(handled: LogPosition, appended: Appended): void {
    this.effects.push({ handled, appended });
    if (this.effects.length > EFFECTS_KEPT) this.effects.splice(0, this.effects.length - EFFECTS_KEPT);
  }

  private failed(name: string, error: unknown, event: RecordedEvent): void {
    this.backoff.failed(name);
    this.options.onError?.(name, error, event);
  }
}

function takenKey(manager: ProcessManager, event: RecordedEvent): string {
  return `${manager.name} ${event.streamId} ${event.version}`;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
