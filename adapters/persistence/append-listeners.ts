import { AppendResult } from '../../application/ports/event-store';

/** In-process "something was appended" notifications, shared by every event store adapter. */
export class AppendListeners {
  private readonly listeners = new Set<(result: AppendResult) => void>();

  add(listener: (result: AppendResult) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(result: AppendResult): void {
    for (const listener of this.listeners) {
      try {
        listener(result);
      } catch {
        // A listener's failure must never turn a committed append into an error for the caller.
      }
    }
  }
}
