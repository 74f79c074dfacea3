import { LogPosition, RecordedEvent } from '../ports/event-store';

/** What a step appended: where the last event went, and which kinds of event it wrote. */
export interface Appended {
  readonly position: LogPosition;
  readonly types: readonly string[];
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
  /** Every event type it may react to: a command that appended none of them does not wait for it. */
  readonly eventTypes: readonly string[];
  /** Whether an event may concern it (its type is one of `eventTypes`); everything else is skipped without a call. */
  handles(event: RecordedEvent): boolean;
  /** What it appended, when it appended anything (read-your-writes follows it). */
  handle(event: RecordedEvent): Promise<Appended | void>;
}
