import { AnyStateMachine } from 'xstate';
import { Actor } from './actor';

/**
 * Who caused an event and when it happened in business terms (the lake's clock, as the command
 * gave it): the same two facts on every event of every aggregate, kept beside the event's data
 * rather than inside it, so that no event type can forget them or name them its own way.
 */
export interface EventMetadata {
  readonly actor: Actor;
  readonly occurredAt: string;
}

/** A business fact in past tense: its own facts in `data`, who and when in `metadata`. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

/** What every command carries: who asks, and the time it is asked at (decide reads no clock). */
export interface Attributed {
  readonly actor: Actor;
  readonly at: string;
}

/** The metadata of the events a command causes: its actor, at its time. */
export function metadataOf(command: Attributed): EventMetadata {
  return { actor: command.actor, occurredAt: command.at };
}

/**
 * An aggregate as three pure functions. `evolve` must accept every event ever written (history
 * never changes, even when `decide`'s rules do), so replay can never fail.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  /** Returns the events the command causes, or throws a DomainError. Never reads a clock. */
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/**
 * The last branch of a `decide` switch: every command type has its case above, so a command type
 * added without one does not compile; at run time (a command built outside the types) it is
 * refused. Takes the command (or, for a union of one command, which TypeScript does not narrow to
 * never as a whole, its `type`).
 */
export function unknownCommand(command: never, aggregate: string): never {
  throw new DomainError('unknown-command', `Unknown ${aggregate} command ${String(typeOf(command))}`);
}

/**
 * The last branch of an `evolve` switch: every event type has its case above, so an event type
 * added without one does not compile; at run time an event of a type this code does not know
 * changes nothing, since history is never refused. Takes the event (or its `type`, as above).
 */
export function unknownEvent<State>(_event: never, state: State): State {
  return state;
}

function typeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : value;
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** A command refused by a business rule; `code` is stable for callers, `message` is for people. */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  constructor(
    readonly code: string,
    message: string,
    /** Facts the answer carries beside the message (e.g. a price difference), as JSON members. */
    readonly details?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

export class IllegalTransitionError extends DomainError {
  override readonly name = 'IllegalTransitionError';
  constructor(
    readonly machineId: string,
    readonly from: string,
    readonly transition: string,
    message?: string,
  ) {
    super('illegal-transition', message ?? `${machineId}: '${transition}' is not allowed from '${from}'`);
  }
}

/**
 * The machine is the single statement of which transitions exist. XState ignores an illegal
 * event silently, so ask it explicitly and refuse with a named error.
 */
export function assertTransition(machine: AnyStateMachine, from: string, transition: string, message?: string): void {
  const snapshot = machine.resolveState({ value: from, context: {} });
  if (!snapshot.can({ type: transition })) throw new IllegalTransitionError(machine.id, from, transition, message);
}
