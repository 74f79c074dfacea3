import { LogPosition, RecordedEvent } from '../ports/event-store';
import { AnyTable, ReadModelTransaction } from '../ports/read-models';

/**
 * Turns events of the global log into read-model rows, a batch at a time. `applyBatch` must depend
 * only on the events and on rows it wrote itself, so that a rebuild from zero reproduces the same
 * rows; it writes with set-based calls (see row-projections.ts for the two usual shapes).
 */
export interface Projection {
  readonly name: string;
  readonly tables: readonly AnyTable[];
  /** The batch's events in log order, only those after this projection's checkpoint. */
  applyBatch(events: readonly RecordedEvent[], tx: ReadModelTransaction): Promise<void>;
}

/** What a command needs from the log's consumers: to wait until they show what it appended. */
export interface ProjectionWaiter {
  /**
   * Resolves true once every consumer has processed `position`, false when `timeoutMs` passed
   * first; rejects with the database's error at once while the log cannot be read. `appendedTypes`
   * (the kinds of event the command wrote) lets it skip consumers that react to none of them.
   */
  waitFor(position: LogPosition, timeoutMs?: number, appendedTypes?: readonly string[], options?: WaitOptions): Promise<boolean>;
}

export interface WaitOptions {
  /**
   * False for a command whose answer reads no read model: it waits for the process managers only,
   * and the read models follow at once in the background. (ReadYourWrites keeps what it owes them,
   * so the next request of this process still reads them up to date.)
   */
  readonly readModels?: boolean;
  /**
   * The command's events as the store returned them (AppendResult.recorded): the process managers'
   * steps for them are taken at once, without waiting for a read of the log.
   */
  readonly stored?: readonly RecordedEvent[];
}
