import { performance } from 'node:perf_hooks';
import { TimeSlot } from '../../domain/availability/slot-windows';
import { addDays, DEFAULT_WEEKLY_TEMPLATE, weekdayOf } from '../../domain/availability/weekly-template';
import { AppLogger } from '../../adapters/logging/app-logger';
import { startTestApp, TestApp, TestClient } from '../support/test-app';
import { SiteContentService } from '../../application/content/site-content-service';
import { BOOKING_HORIZON } from '../../domain/bookings/booking-rules';
import { calendarDateOf } from '../../domain/shared/calendar';
import { BenchDatabase } from './bench-database';
import { WritePlan } from './booking-workload';
import { Contender } from './measure';
import { bookOnce } from './http-booking';

/**
 * The day after tomorrow on the lake: no trip of it has started, and the bookings that follow stay
 * within the booking horizon, which the bench app widens to its longest (startBenchApp).
 */
export const HTTP_FIRST_DATE = addDays(calendarDateOf(new Date()), 2);

/**
 * The real server on the bench's own database (so the raw rate beside it is the same database's),
 * listening on a free local port. Its DATA_DIR (seeded media) is a temporary folder removed on close;
 * no payment keys are passed, so payments go through the built-in test gateway, and it trusts the
 * loopback as a proxy, so each booking's X-Forwarded-For is its visitor's address. It logs as in
 * production (a redacted JSON access line per request), each line made and then dropped instead of
 * written to stdout.
 */
export async function startBenchApp(bench: BenchDatabase): Promise<TestApp> {
  const logger = new AppLogger({ format: 'json', level: 'log', write: () => undefined });
  // Each booking comes from a visitor of its own (benchVisitor), through the loopback as a proxy.
  const app = await startTestApp({ database: bench.db, logger, env: { TRUST_PROXY: 'loopback' } });
  // Both figures book one slot after the other, some 900 in all: more than a year of the default week.
  await app.app
    .get(SiteContentService)
    .save({ section: 'booking', key: 'horizon_days', value: String(BOOKING_HORIZON.maxDays) }, { kind: 'system', process: 'bench' });
  return app;
}

/**
 * Free (date, slot) pairs one after the other, as the default weekly template offers them
 * (weekdays morning and afternoon, weekends the full day): the slot-day aggregate refuses a second
 * booking of a slot, so every booking needs one of its own.
 */
export class SlotSequence {
  private date = HTTP_FIRST_DATE;
  private index = 0;

  next(): { date: string; time: TimeSlot } {
    for (;;) {
      const slots = DEFAULT_WEEKLY_TEMPLATE[weekdayOf(this.date)];
      if (this.index < slots.length) return { date: this.date, time: slots[this.index++]! };
      this.date = addDays(this.date, 1);
      this.index = 0;
    }
  }
}

/** An HTTP contender: every step is one whole booking; its latency is kept for the percentiles. */
export interface HttpBooker extends Contender {
  readonly latenciesMs: readonly number[];
}

/** Visitors so far, over every booker of the run: none comes back. */
let visitors = 0;

/** The next visitor's number (benchVisitor), never one that booked before in this run. */
export function nextVisitor(): number {
  return visitors++;
}

/**
 * One booking per step as the public site makes it: quote and hold the slot, pay with the test
 * gateway's success card, confirm. Every answer is checked: a refused booking must not count as done.
 */
export function httpBooker(client: TestClient, slots: SlotSequence): HttpBooker {
  const latenciesMs: number[] = [];
  return {
    latenciesMs,
    write: async () => {
      const slot = slots.next();
      const i = nextVisitor();
      const start = performance.now();
      await bookOnce(client, slot, i);
      latenciesMs.push(performance.now() - start);
    },
    close: async () => undefined,
  };
}

/**
 * The shape of an HTTP figure as a plan for runInterleaved: `clients` writers with `bookings`
 * steps between them. The HTTP side takes its slots from a SlotSequence and ignores the stream ids.
 */
export function clientsPlan(bookings: number, clients: number): WritePlan {
  const writers = Array.from({ length: clients }, (_, c) => {
    const share = Math.floor(bookings / clients) + (c < bookings % clients ? 1 : 0);
    return Array.from({ length: share }, (_, s) => `http-${c}-${s}`);
  });
  return { writers, events: bookings };
}

/** Nearest-rank percentile (p from 0 to 100) of a list of latencies. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}
