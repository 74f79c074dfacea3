import { CALENDAR_FRESH_MS } from '../../application/availability/availability-service';
import type { Clock } from '../../application/ports/clock';
import { calendarDateOf } from '../../domain/shared/calendar';

/**
 * The only ends of a kept answer that no change announces: time passing on the lake. Each bound
 * is made as an answer begins and says whether it still holds. Every zone's offset is whole
 * minutes, so the lake's minute (and with it its date) changes exactly when UTC's does: the
 * checks on every hit are arithmetic, and the date is only formatted once a minute.
 */
export class ClockBounds {
  constructor(private readonly clock: Clock) {}

  /**
   * As the calendar service keeps its copy: within the lake's minute (a slot that has started is
   * no longer offered) and CALENDAR_FRESH_MS at most (an unpaid hold frees its slot at its own
   * instant, before any event says so).
   */
  calendar(): () => boolean {
    const minute = this.minute();
    const made = Date.now();
    return () => Date.now() - made < CALENDAR_FRESH_MS && this.minute() === minute;
  }

  /** Within the lake's day: a page may show what is "today". */
  day(): () => boolean {
    const day = calendarDateOf(this.clock.now());
    let checked = this.minute();
    return () => {
      const minute = this.minute();
      if (minute === checked) return true;
      if (calendarDateOf(this.clock.now()) !== day) return false;
      checked = minute;
      return true;
    };
  }

  private minute(): number {
    return Math.floor(this.clock.now().getTime() / 60_000);
  }
}
