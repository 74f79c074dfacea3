import { DomainEvent } from '../../domain/shared/decider';
import { comparePositions, LogPosition, RecordedEvent } from '../ports/event-store';

/** What a step appended: where the last event went, and which kinds of event it wrote. */
export interface Appended {
  readonly position: LogPosition;
  readonly types: readonly string[];
}

/** Two steps' appends as one: the furthest position, every type. */
export function bothAppended(a: Appended | undefined, b: Appended): Appended {
  if (!a) return b;
  return {
    position: comparePositions(a.position, b.position) >= 0 ? a.position : b.position,
    types: [...new Set([...a.types, ...b.types])],
  };
}

/**
 * Reacts to stored events with side effects: steps on other streams, calls to a payment gateway,
 * messages put in the outbox. Driven by the log, not by a request, so a step interrupted by a crash
 * is taken again after the restart: every event is handled at least once, and `handle` must make a
 * repeat harmless (commands that change nothing the second time, idempotency keys for gateways,
 * outbox rows keyed by what they answer).
 *
 * A process manager is never replayed over history it has not seen: added to a log that already has
 * events, it starts at the end of it, and a projection rebuild never touches it.
 */
export interface ProcessManager {
  readonly name: string;
  /**
   * No command's answer depends on it (a message put in the outbox): commands do not wait for it,
   * and it runs within a second of them. Unset for the steps a command's answer shows (a slot
   * taken, a payment confirmed, a refund made).
   */
  readonly background?: boolean;
  /**
   * Its reactions to one stream's events never depend on another stream's (each steps only that
   * stream's own thing, and any stream it shares, a slot day, with optimistic concurrency): the
   * runner hands it several streams' events side by side, each stream's in log order. Unset, it
   * gets every event in log order, one at a time.
   */
  readonly streamsApart?: boolean;
  /** Every event type it may react to: a command that appended none of them does not wait for it. */
  readonly eventTypes: readonly string[];
  /** Whether an event may concern it (its type is one of `eventTypes`); everything else is skipped without a call. */
  handles(event: RecordedEvent): boolean;
  /** What it appended, when it appended anything (read-your-writes follows it). */
  handle(event: RecordedEvent): Promise<Appended | void>;
}

/** A manager's reaction to one event, read from the log: what it appended, when it appended anything. */
export type Reaction<E extends DomainEvent> = (event: E, recorded: RecordedEvent) => Promise<Appended | void | undefined>;

/**
 * The reaction to every event of a type, or, with `when`, to those `when` accepts (a cancellation
 * among status changes): the others are skipped without a call, and commands do not wait for them.
 */
export type ReactionTo<E extends DomainEvent> =
  Reaction<E> | { readonly when: (event: E, recorded: RecordedEvent) => boolean; readonly then: Reaction<E> };

/** One entry of a manager's `on` map: how its event is read from the log, which ones concern it, and the reaction. */
export interface EventReaction {
  readonly read: (recorded: RecordedEvent) => DomainEvent | undefined;
  readonly when?: (event: DomainEvent, recorded: RecordedEvent) => boolean;
  readonly then: Reaction<DomainEvent>;
}

/** A manager's reactions by event type. */
export type Reactions = Readonly<Record<string, EventReaction>>;

/**
 * The reactions to one kind of stream's events, by event type. `read` takes the event out of the
 * log and refuses another stream's (asBookingEvent and the like), so a manager reacts only to the
 * streams it reads. A manager of several kinds of stream spreads several of these into its `on`.
 */
export function reactions<E extends DomainEvent>(
  read: (recorded: RecordedEvent) => E | undefined,
  byType: { readonly [T in E['type']]?: ReactionTo<Extract<E, { type: T }>> },
): Reactions {
  const byName: Readonly<Record<string, ReactionTo<never> | undefined>> = byType;
  const entries = Object.entries(byName).flatMap(([type, reaction]): [string, EventReaction][] => {
    if (reaction === undefined) return [];
    // The event `read` gives has the recorded event's type, the key this reaction is under.
    const typed = (typeof reaction === 'function' ? { read, then: reaction } : { read, ...reaction }) as unknown as EventReaction;
    return [[type, typed]];
  });
  return Object.fromEntries(entries);
}

/**
 * A process manager whose reactions are written once, by event type, in `on`: its `eventTypes`,
 * `handles` and `handle` all follow from that map, so they cannot disagree. An event concerns it
 * when its type is a key of `on`, that entry's `read` reads it, and its `when` (if any) accepts it;
 * `handle` ignores any other, and hands this one to its reaction.
 */
export abstract class ReactingProcessManager implements ProcessManager {
  abstract readonly name: string;
  protected abstract readonly on: Reactions;

  get eventTypes(): readonly string[] {
    return Object.keys(this.on);
  }

  handles(recorded: RecordedEvent): boolean {
    return this.concerning(recorded) !== undefined;
  }

  async handle(recorded: RecordedEvent): Promise<Appended | void> {
    const found = this.concerning(recorded);
    return found?.reaction.then(found.event, recorded);
  }

  private concerning(recorded: RecordedEvent): { reaction: EventReaction; event: DomainEvent } | undefined {
    const reaction = Object.hasOwn(this.on, recorded.type) ? this.on[recorded.type] : undefined;
    const event = reaction?.read(recorded);
    if (!reaction || !event || (reaction.when && !reaction.when(event, recorded))) return undefined;
    return { reaction, event };
  }
}
