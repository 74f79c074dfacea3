import { comparePositions, LogPosition, RecordedEvent } from '../../application/ports/event-store';

/** Enough for every consumer of a busy moment; a consumer further behind reads the table. */
const KEPT = 2_000;

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
   * Whether the read that brought the last events reached the end of the log as it was then: only
   * then may a short answer be given (a reader takes a short answer for "nothing more yet").
   */
  private endsAtHead = false;

  /** Events after `after`, at most `limit`, if the stretch holds them; undefined when it does not. */
  read(after: LogPosition, limit: number): RecordedEvent[] | undefined {
    if (!this.start || this.events.length === 0 || comparePositions(after, this.start) < 0) return undefined;
    const end = this.events[this.events.length - 1]!.position;
    if (comparePositions(after, end) >= 0) return undefined;
    let i = this.events.length - 1;
    while (i > 0 && comparePositions(this.events[i - 1]!.position, after) > 0) i--;
    const answer = this.events.slice(i, i + limit);
    return answer.length === limit || this.endsAtHead ? answer : undefined;
  }

  /** Records what a read of the store returned for `after` when asked for at most `limit`. */
  remember(after: LogPosition, read: readonly RecordedEvent[], limit: number): void {
    const end = this.events.length ? this.events[this.events.length - 1]!.position : undefined;
    if (read.length === 0) {
      // Nothing after the stretch's end: it ends at the head as it is now.
      if (end && comparePositions(after, end) === 0) this.endsAtHead = true;
      return;
    }
    this.endsAtHead = read.length < limit;
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
