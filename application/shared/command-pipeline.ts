import { Decider, DomainEvent, fold } from '../../domain/shared/decider';
import { ConcurrencyError, EventMetadata, EventStore, LogPosition } from '../ports/event-store';

export interface CommandResult<Event, State> {
  /** The events this command appended (empty when it changed nothing). */
  readonly events: Event[];
  readonly state: State;
  readonly version: number;
  /** Global position of the last appended event; undefined when nothing was appended. */
  readonly position?: LogPosition;
}

/**
 * Read the stream, fold `evolve`, `decide`, append with the version that was read. When another
 * writer got in between, the whole cycle runs again on the fresh history, a bounded number of times.
 */
export class CommandPipeline {
  constructor(
    private readonly store: EventStore,
    private readonly maxAttempts = 5,
  ) {}

  async execute<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    metadata: EventMetadata = {},
  ): Promise<CommandResult<E, S>> {
    for (let attempt = 1; ; attempt++) {
      const history = await this.store.readStream(streamId);
      const state = fold(decider, history.map((e) => ({ type: e.type, data: e.data }) as unknown as E));
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, version: history.length };
      try {
        const appended = await this.store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data as Record<string, unknown>, metadata })),
          history.length,
        );
        return { events, state: events.reduce(decider.evolve, state), version: appended.version, position: appended.position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= this.maxAttempts) throw error;
      }
    }
  }
}
