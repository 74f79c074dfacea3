import { Decider, DomainEvent } from '../../domain/shared/decider';
import { AppendResult, ConcurrencyError, EventMetadata, EventStore, LogPosition, RecordedEvent } from '../ports/event-store';
import { StreamStateCache } from './stream-state-cache';
import { newEventOf } from './event-envelope';
import { loadStream } from './stream-state';

export interface CommandResult<Event, State> {
  /** The events this command appended (empty when it changed nothing). */
  readonly events: Event[];
  readonly state: State;
  readonly version: number;
  /** Global position of the last appended event; undefined when nothing was appended. */
  readonly position?: LogPosition;
  /** The appended events as stored, when the store told them (AppendResult.recorded). */
  readonly recorded?: readonly RecordedEvent[];
}

/**
 * A command decided on a stream's state and not yet appended: its events, the state after them,
 * and the version the decision rests on (the stream must still be there when they are appended).
 * Several are appended together by appendTogether.
 */
export interface DecidedStep<S = unknown> {
  readonly streamId: string;
  readonly decider: object;
  readonly events: readonly DomainEvent[];
  readonly after: S;
  readonly version: number;
}

/** A command on a stream the caller has just named, decided on the empty stream (onNewStream). */
export interface NewStreamStep extends DecidedStep {
  /** The command taken on the stream as it is, for when it was not new after all. */
  alone(pipeline: CommandPipeline, metadata: EventMetadata): Promise<CommandResult<DomainEvent, unknown>>;
}

export function onNewStream<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C): NewStreamStep {
  const initial = decider.initialState();
  const events = decider.decide(command, initial);
  return {
    streamId,
    decider,
    events,
    after: events.reduce(decider.evolve, initial),
    version: 0,
    alone: (pipeline, metadata) => pipeline.execute(decider, streamId, command, metadata),
  };
}

/** The kinds of event a request appended, over all of its commands (for read-your-writes). */
export function typesOf(...results: ({ readonly events: readonly { readonly type: string }[] } | undefined)[]): string[] {
  return results.flatMap((result) => result?.events.map((e) => e.type) ?? []);
}

/** The longest a writer waits before trying again after a refused append. */
const MAX_CONFLICT_PAUSE_MS = 100;

/**
 * Writers refused together would read together and collide again on the next try: each waits a
 * random moment, longer after each refusal, so that several requests on one stream (a customer's
 * tabs, a process manager answering) take turns instead of running out of attempts.
 */
function pauseAfterConflict(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(MAX_CONFLICT_PAUSE_MS, 5 * 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Load the stream's state, `decide`, append with the version the state is at. The state comes
 * from this process's cache of recently written streams when it has it, otherwise from one read
 * of the stream folded through `evolve`. When another writer got in between, the append is
 * refused, and the whole cycle runs again on a fresh read after a short random pause, a bounded
 * number of times.
 */
export class CommandPipeline {
  private readonly cache: StreamStateCache;

  constructor(
    private readonly store: EventStore,
    private readonly maxAttempts = 8,
  ) {
    this.cache = StreamStateCache.of(store);
  }

  async execute<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: EventMetadata = {},
  ): Promise<CommandResult<E, S>> {
    for (let attempt = 1; ; attempt++) {
      const { events, state, version } = await this.decideOn(decider, streamId, command, attempt === 1);
      if (events.length === 0) return { events, state, version };
      try {
        const appended = await this.store.append(
          streamId,
          events.map((e) => newEventOf(e, metadata)),
          version,
        );
        const after = events.reduce(decider.evolve, state);
        this.cache.set(streamId, decider, after, appended.version);
        return { events, state: after, version: appended.version, position: appended.position, recorded: appended.recorded };
      } catch (error) {
        this.cache.forget(streamId);
        if (!(error instanceof ConcurrencyError) || attempt >= this.maxAttempts) throw error;
        await pauseAfterConflict(attempt);
      }
    }
  }

  /**
   * The same, for a stream the caller has just named (a new booking's id): it is taken to be empty
   * without reading it. Should it exist after all, the append is refused and the command is
   * decided again on what is there.
   */
  executeOnNewStream<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: EventMetadata = {},
  ): Promise<CommandResult<E, S>> {
    if (!this.cache.get(streamId, decider)) this.cache.set(streamId, decider, decider.initialState(), 0);
    return this.execute(decider, streamId, command, metadata);
  }

  /**
   * The command decided on the stream as this process knows it (as execute does: a refusal, or
   * nothing to do, decided on what this process last wrote is decided again on a fresh read), for
   * appendTogether with others.
   */
  async decide<C, E extends DomainEvent, S>(decider: Decider<C, E, S>, streamId: string, command: C): Promise<DecidedStep<S>> {
    const { events, state, version } = await this.decideOn(decider, streamId, command, true);
    return { streamId, decider, events, after: events.reduce(decider.evolve, state), version };
  }

  /** The command's events on the stream's state: from memory when `fromMemory` and known, else read. */
  private async decideOn<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    fromMemory: boolean,
  ): Promise<{ events: E[]; state: S; version: number }> {
    const cached = fromMemory ? this.cache.get<S>(streamId, decider) : undefined;
    let current = cached ?? (await this.load(decider, streamId));
    let events: E[];
    try {
      events = decider.decide(command, current.state);
    } catch (error) {
      // Only an append checks the version: a refusal must come from the stream as it is.
      if (!cached) throw error;
      current = await this.load(decider, streamId);
      events = decider.decide(command, current.state);
    }
    if (events.length === 0 && cached) {
      // Nor may "nothing to do" rest on a guess.
      current = await this.load(decider, streamId);
      events = decider.decide(command, current.state);
    }
    return { events, state: current.state, version: current.version };
  }

  /**
   * Appends what the steps decided in one go (EventStore.appendToStreams: one statement on the SQL
   * stores), each at the version its decision rests on. A ConcurrencyError when any stream moved on
   * meanwhile: the caller decides what then (for instance each command on its own, as execute).
   */
  async appendTogether(steps: readonly DecidedStep[], metadata: EventMetadata = {}): Promise<CommandResult<DomainEvent, unknown>[]> {
    const appending = steps.filter((step) => step.events.length > 0);
    let appended: AppendResult[] = [];
    try {
      if (appending.length) {
        appended = await this.store.appendToStreams(
          appending.map(({ streamId, events, version }) => ({
            streamId,
            events: events.map((e) => newEventOf(e, metadata)),
            expected: version,
          })),
        );
      }
    } catch (error) {
      // A refusal names the stream that moved on: what this process knows of the others still holds.
      const moved = error instanceof ConcurrencyError ? steps.find((step) => step.streamId === error.streamId) : undefined;
      for (const step of moved ? [moved] : steps) this.cache.forget(step.streamId);
      throw error;
    }
    return steps.map((step) => {
      const i = appending.indexOf(step);
      // Decided to nothing: nothing was written, and the stream is as the decision found it.
      if (i < 0) return { events: [], state: step.after, version: step.version };
      const { version, position } = appended[i]!;
      this.cache.set(step.streamId, step.decider, step.after, version);
      return { events: [...step.events], state: step.after, version, position };
    });
  }

  /**
   * Commands on several streams, decided by `decide` (with `this.decide`) and appended together,
   * all or none. When a stream moved on meanwhile, it is read again and everything is decided
   * again, after a short random pause, a bounded number of times, as execute does for one stream.
   */
  async executeTogether(
    decide: () => Promise<readonly DecidedStep[]>,
    metadata: EventMetadata = {},
  ): Promise<CommandResult<DomainEvent, unknown>[]> {
    for (let attempt = 1; ; attempt++) {
      const steps = await decide();
      try {
        return await this.appendTogether(steps, metadata);
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= this.maxAttempts) throw error;
        await pauseAfterConflict(attempt);
      }
    }
  }

  /** Starts the steps' streams together (appendTogether, each at version 0). */
  startNewStreams(steps: readonly NewStreamStep[], metadata: EventMetadata = {}): Promise<CommandResult<DomainEvent, unknown>[]> {
    return this.appendTogether(steps, metadata);
  }

  /**
   * Several commands, each on a stream the caller has just named, started together. Should any of
   * the streams exist after all, each command is taken on its own on the stream as it is.
   */
  async executeOnNewStreams(steps: readonly NewStreamStep[], metadata: EventMetadata = {}): Promise<CommandResult<DomainEvent, unknown>[]> {
    try {
      return await this.startNewStreams(steps, metadata);
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    const results: CommandResult<DomainEvent, unknown>[] = [];
    for (const step of steps) results.push(await step.alone(this, metadata));
    return results;
  }

  /**
   * Reads a stream's state into this process's memory ahead of a command on it, so that the read
   * can overlap other work of the request (a checkout's hold claim). The command then decides on
   * it like on any state this process keeps: its append checks the version, and a stream written
   * in between is read again. Never rejects: a failed read is simply not kept.
   */
  async prefetch<E extends DomainEvent, S>(decider: Decider<unknown, E, S>, streamId: string): Promise<void> {
    if (this.cache.get(streamId, decider)) return;
    await this.load(decider, streamId).catch(() => undefined);
  }

  /**
   * The stream's state as this process knows it: as its own last write left it, else read. For
   * answering a request right after the process wrote it, never for deciding anything.
   */
  async known<E extends DomainEvent, S>(decider: Decider<unknown, E, S>, streamId: string): Promise<{ state: S; version: number }> {
    return this.cache.get<S>(streamId, decider) ?? (await this.load(decider, streamId));
  }

  /** The stream's state read now, and kept for the next command on it. */
  read<E extends DomainEvent, S>(decider: Decider<unknown, E, S>, streamId: string): Promise<{ state: S; version: number }> {
    return this.load(decider, streamId);
  }

  /**
   * The stream's state after exactly its first `version` events: from memory when what this process
   * last wrote is that many events long (a stream only grows, so that is the same state), else read.
   */
  async asOf<E extends DomainEvent, S>(
    decider: Decider<unknown, E, S>,
    streamId: string,
    version: number,
  ): Promise<{ state: S; version: number }> {
    const cached = this.cache.get<S>(streamId, decider);
    if (cached?.version === version) return cached;
    const { state, version: read } = await loadStream(this.store, decider, streamId, { toVersion: version });
    return { state, version: read };
  }

  private async load<E extends DomainEvent, S>(decider: Decider<unknown, E, S>, streamId: string): Promise<{ state: S; version: number }> {
    const loaded = await loadStream(this.store, decider, streamId);
    this.cache.set(streamId, decider, loaded.state, loaded.version);
    return loaded;
  }
}
