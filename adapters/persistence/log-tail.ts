import { comparePositions, LogPosition, RecordedEvent } from '../../application/ports/event-store';

/** Enough for every consumer of a busy moment; a consumer further behind reads the table. */
const KEPT = 2_000;
/**
 * How long "nothing more after this" stays an answer: what other processes append meanwhile is
 * seen by a read of the table after this. This process's own appends end it at once.
 */
const HEAD_FRESH_MS = 100;

/**
 * The stretch of the global log this process read last, kept so that its other consumers (the
 * projections, the process managers, the background ones) do not each read the same events again.
 * It is exact: once a reader has seen the log up to a position, nothing can appear before that
 * position any more (the store's reads never skip), so a stretch read once stays true for ever.
 */
export class LogTail {
  /** The events of (start, end], in order; end is the last event's position. */
  private start: LogPosition | undefined;
  private events: RecordedEvent[] = [];
  /**
   * When a read last found the end of the log right after the stretch: a short answer (which a
   * reader takes for "nothing more yet") is only given shortly after, and not after an append.
   */
  private headSeenAt: number | undefined;
  private appendCount = 0;

  /**
   * Events after `after`, at most `limit`, from the stretch; undefined when `after` lies outside it.
   * `exact` when that is the whole answer: `limit` events, or some and the stretch reached the end
   * of the log a moment ago. Otherwise what follows the stretch (from `end`) is still to be read.
   */
  read(after: LogPosition, limit: number): { events: RecordedEvent[]; exact: boolean } | undefined {
    if (!this.start || this.events.length === 0 || comparePositions(after, this.start) < 0) return undefined;
    const end = this.events[this.events.length - 1]!.position;
    if (comparePositions(after, end) > 0) return undefined;
    let i = this.events.length;
    while (i > 0 && comparePositions(this.events[i - 1]!.position, after) > 0) i--;
    const events = this.events.slice(i, i + limit);
    // "Nothing at all" always comes from the table: a transaction that appended earlier may have
    // committed since, and the reader waiting for it should see it at once.
    const atHead = events.length > 0 && this.headSeenAt !== undefined && Date.now() - this.headSeenAt < HEAD_FRESH_MS;
    return { events, exact: events.length === limit || atHead };
  }

  /** The position of the stretch's last event. */
  get end(): LogPosition | undefined {
    return this.events.length ? this.events[this.events.length - 1]!.position : undefined;
  }

  /** Counts this process's appends: a read started before the latest may not hold it. */
  get appends(): number {
    return this.appendCount;
  }

  /** Something was appended: the stretch no longer reaches the end of the log. */
  appended(): void {
    this.appendCount++;
    this.headSeenAt = undefined;
  }

  /** Records what a read of the store returned for `after` when asked for at most `limit`. */
  remember(after: LogPosition, read: readonly RecordedEvent[], limit: number): void {
    const end = this.events.length ? this.events[this.events.length - 1]!.position : undefined;
    if (read.length === 0) {
      // Nothing after the stretch's end: it ends at the head as it is now.
      if (end && comparePositions(after, end) === 0) this.headSeenAt = Date.now();
      return;
    }
    this.headSeenAt = read.length < limit ? Date.now() : undefined;
    if (this.start && end && comparePositions(after, end) === 0) {
      this.events.push(...read);
    } else {
      this.start = after;
      this.events = [...read];
    }
    if (this.events.length > KEPT) {
      const dropped = this.events.splice(0, this.events.length - KEPT);
      this.start = dropped[dropped.length - 1]!.position;
    }
  }
}
