import { LogPosition, RecordedEvent } from '../ports/event-store';
import { AnyTable, ReadModelTransaction } from '../ports/read-models';

/**
 * Turns events of the global log into read-model rows. `apply` must depend only on the event and
 * on rows it wrote itself, so that a rebuild from zero reproduces the same rows.
 */
export interface Projection {
  readonly name: string;
  readonly tables: readonly AnyTable[];
  apply(event: RecordedEvent, tx: ReadModelTransaction): Promise<void>;
}

/** What a command needs from the projections: to wait until they show what it appended. */
export interface ProjectionWaiter {
  waitFor(position: LogPosition, timeoutMs?: number): Promise<boolean>;
}
