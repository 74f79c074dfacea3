/**
 * Runs work one piece at a time. A coalesced call made while a piece is still waiting to start
 * shares that piece instead of queueing another: everybody who asked gets a run that began after
 * they asked, and a burst of asks costs one run.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting: Promise<void> | undefined;

  coalesced(work: () => Promise<void>): Promise<void> {
    if (this.waiting) return this.waiting;
    const run: Promise<void> = this.tail.then(() => {
      if (this.waiting === run) this.waiting = undefined;
      return work();
    });
    this.waiting = run;
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Queued after everything already asked for, never shared with another call. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    this.waiting = undefined;
    return run;
  }
}
