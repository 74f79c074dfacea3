import { Decider, DomainEvent, fold } from '../../domain/shared/decider';
import { EventStore, LogPosition, ReadStreamOptions } from '../ports/event-store';
import { domainEventOf } from './event-envelope';

export interface StreamState<State> {
  readonly state: State;
  /** How many events were folded: the version to expect when appending after them. */
  readonly version: number;
  /** Global position of the last folded event; undefined for an empty stream. */
  readonly position?: LogPosition;
}

/** An aggregate's state from its stream, now or as of a version or an instant: one indexed read and a fold. */
export async function loadStream<Event extends DomainEvent, State>(
  events: EventStore,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  streamId: string,
  options: ReadStreamOptions = {},
): Promise<StreamState<State>> {
  const history = await events.readStream(streamId, options);
  return {
    state: fold(
      decider,
      history.map((e) => domainEventOf<Event>(e)),
    ),
    version: history.length,
    position: history.at(-1)?.position,
  };
}
