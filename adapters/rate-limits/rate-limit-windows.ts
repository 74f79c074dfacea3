import { DataSource } from 'typeorm';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { CountBatch, GatheredCount, WrittenCount } from './count-batch';
import { estimate, refusedUntil, retryAfterSeconds, windowAt } from './sliding-window';

export interface RateDecision {
  readonly allowed: boolean;
  /** When a refused client may try again. */
  readonly retryAfterSeconds: number;
}

// The counts of a key's row once moved on to this request's window: the same window (or one a
// server whose clock is a little behind still calls the next) keeps them, the window just after
// turns the current count into the previous one, anything older starts afresh.
const SAME = '(w."windowMs" = EXCLUDED."windowMs" AND w."windowStart" >= EXCLUDED."windowStart")';
const NEXT = '(w."windowMs" = EXCLUDED."windowMs" AND w."windowStart" = EXCLUDED."windowStart" - EXCLUDED."windowMs")';
const PREVIOUS = `(CASE WHEN ${SAME} THEN w."previous" WHEN ${NEXT} THEN w."current" ELSE 0 END)`;
const CURRENT = `(CASE WHEN ${SAME} THEN w."current" ELSE 0 END)`;
/** sliding-window.ts's allows(), in SQL. */
const FITS = `(${PREVIOUS} * $4::float8 + ${CURRENT} < $5::integer)`;

/** Counts the request and answers whether it fits in one statement: concurrent requests of one key queue on its row. */
const TAKE = `
  INSERT INTO rate_limit_windows AS w ("key", "windowStart", "windowMs", "current", "previous", "refused")
  VALUES ($1, $2::bigint, $3::integer, 1, 0, false)
  ON CONFLICT ("key") DO UPDATE SET
    "windowStart" = CASE WHEN ${SAME} THEN w."windowStart" ELSE EXCLUDED."windowStart" END,
    "windowMs" = EXCLUDED."windowMs",
    "previous" = ${PREVIOUS},
    "current" = ${CURRENT} + CASE WHEN ${FITS} THEN 1 ELSE 0 END,
    "refused" = NOT ${FITS}
  RETURNING "refused", "current", "previous", "windowStart"`;

/** Adds counts already let through, several keys in one statement (count-batch.ts): no limit to weigh them against. */
const ADD = `
  INSERT INTO rate_limit_windows AS w ("key", "windowStart", "windowMs", "current", "previous", "refused")
  SELECT t.key, t.start, t.ms, t.n, 0, false FROM unnest($1::text[], $2::bigint[], $3::integer[], $4::integer[]) AS t(key, start, ms, n)
  ON CONFLICT ("key") DO UPDATE SET
    "windowStart" = CASE WHEN ${SAME} THEN w."windowStart" ELSE EXCLUDED."windowStart" END,
    "windowMs" = EXCLUDED."windowMs",
    "previous" = ${PREVIOUS},
    "current" = ${CURRENT} + EXCLUDED."current",
    "refused" = false
  RETURNING "key", "current", "previous", "windowStart"`;

const PURGE = 'DELETE FROM rate_limit_windows WHERE "windowStart" + 2 * "windowMs" <= $1::bigint';

/** Keys this server knows to be refused for a while; the oldest are forgotten first (a flood of addresses costs bounded memory). */
const REFUSALS_KEPT = 10_000;
/** Keys whose last counts this server remembers; the same bound. */
const COUNTS_KEPT = 10_000;
/**
 * While a key's estimate stays under this share of its limit, a request goes on at once and its
 * count is written beside it instead of before it: a visitor's few calls never wait for the
 * database. Near the limit every request waits for its count, so the limit holds exactly there.
 */
const EAGER_SHARE = 0.5;

/** What this server last read of a key's counts, and its own counts still on their way to the database. */
interface KnownCounts {
  readonly windowStart: number;
  readonly current: number;
  readonly previous: number;
  inFlight: number;
}

type TakeRow = { refused: boolean; current: number; previous: number; windowStart: string };

/**
 * Sliding-window rate limits kept in the database (rate-limit-table.ts), so that a limit means the
 * same with one server or several: every request is counted by one statement on the pooled
 * connection. Far from its limit (EAGER_SHARE), a key's request does not wait for that statement:
 * its estimate is what this server last read back for the key plus its own counts in flight, and a
 * flood spread over several servers is seen by each as soon as any of its counts comes back. A
 * refused request is not counted, so a client that waits gets through again; until its estimate
 * can have fallen under the limit (refusedUntil) this server refuses that key without a round trip,
 * so a flood costs the database one statement per key and while, not one per request.
 */
export class RateLimitWindows {
  private readonly refusals = new Map<string, number>();
  private readonly counts = new Map<string, KnownCounts>();
  private readonly writing = new Set<Promise<unknown>>();
  /** Per key, this server's counts written beside their requests and not yet back. */
  private readonly eagerWrites = new Map<string, Promise<unknown>>();
  /** The counts written beside their requests, gathered a moment and written together. */
  private readonly batch = new CountBatch((counts) => this.add(counts));

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  async take(key: string, limit: number, windowMs: number, nowMs = this.now()): Promise<RateDecision> {
    const known = `${windowMs} ${limit} ${key}`;
    const until = this.refusals.get(known);
    if (until !== undefined && nowMs < until) return { allowed: false, retryAfterSeconds: retryAfterSeconds(until, nowMs) };
    this.refusals.delete(known);
    const position = windowAt(nowMs, windowMs);
    const counts = this.counts.get(known);
    if (this.localEstimate(counts, position.start, position.previousWeight, windowMs) + 1 <= limit * EAGER_SHARE) {
      // A failed count is a request let through uncounted: the limit is a little looser for one blip, never tighter.
      const write = this.countLater(known, key, windowMs, nowMs).catch(() => undefined);
      this.writing.add(write);
      const all = Promise.all([this.eagerWrites.get(known), write]);
      this.eagerWrites.set(known, all);
      void write.finally(() => this.writing.delete(write));
      void all.finally(() => {
        if (this.eagerWrites.get(known) === all) this.eagerWrites.delete(known);
      });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    // The counts this server already let through must reach the database before this one is weighed
    // against them: on separate pooled connections a later statement can overtake them, and the
    // request they were counted for, already answered, would then go one over the limit.
    const earlier = this.eagerWrites.get(known);
    if (earlier) {
      void this.batch.flush();
      await earlier;
    }
    return this.count(known, key, limit, windowMs, nowMs);
  }

  /** Resolves when every count this server has started is written (tests, and shutdown before the pool closes). */
  async settled(): Promise<void> {
    await this.batch.flush();
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /** Deletes the rows whose counts no longer weigh on any window; how many. Harmless when several servers run it. */
  async purge(nowMs = this.now()): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared(PURGE, [nowMs]));
    return rowCount ?? 0;
  }

  /** Counts one request in the database and keeps what it read back. */
  private async count(known: string, key: string, limit: number, windowMs: number, nowMs: number): Promise<RateDecision> {
    const position = windowAt(nowMs, windowMs);
    const row = await this.inFlight(known, position.start, async () => {
      const { rows } = await sqlPool(this.dataSource).query<TakeRow>(
        prepared(TAKE, [key, position.start, windowMs, position.previousWeight, limit]),
      );
      return rows[0]!;
    });
    const start = Number(row.windowStart);
    this.readBack(known, start, row);
    if (!row.refused) return { allowed: true, retryAfterSeconds: 0 };
    const refusedTill = refusedUntil(row, start, windowMs, limit);
    if (refusedTill > nowMs) {
      this.refusals.set(known, refusedTill);
      if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
    }
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusedTill, nowMs) };
  }

  /** Counts a request already let through, with the others of the moment (count-batch.ts), and keeps what it read back. */
  private async countLater(known: string, key: string, windowMs: number, nowMs: number): Promise<void> {
    const { start } = windowAt(nowMs, windowMs);
    const row = await this.inFlight(known, start, () => this.batch.add(key, start, windowMs));
    if (row) this.readBack(known, Number(row.windowStart), row);
  }

  private async add(counts: readonly GatheredCount[]): Promise<readonly WrittenCount[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ key: string; current: number; previous: number; windowStart: string }>(
      prepared(ADD, [counts.map((c) => c.key), counts.map((c) => c.windowStart), counts.map((c) => c.windowMs), counts.map((c) => c.n)]),
    );
    return rows.map((row) => ({ key: row.key, current: row.current, previous: row.previous, windowStart: Number(row.windowStart) }));
  }

  /** Runs `write` with its count among the key's counts in flight (localEstimate). */
  private async inFlight<T>(known: string, windowStart: number, write: () => Promise<T>): Promise<T> {
    const local = this.counts.get(known) ?? { windowStart, current: 0, previous: 0, inFlight: 0 };
    local.inFlight += 1;
    this.remember(known, local);
    try {
      return await write();
    } finally {
      const now = this.counts.get(known);
      if (now) now.inFlight = Math.max(0, now.inFlight - 1);
    }
  }

  /** Keeps the counts a statement read back for a key. */
  private readBack(known: string, start: number, row: { current: number; previous: number }): void {
    const latest = this.counts.get(known);
    // Counts read back by concurrent statements may arrive out of order: the later window, then the larger count, wins.
    if (!latest || start > latest.windowStart || (start === latest.windowStart && row.current >= latest.current)) {
      this.remember(known, { windowStart: start, current: row.current, previous: row.previous, inFlight: latest?.inFlight ?? 0 });
    }
  }

  /** The key's estimate as this server knows it: its last read counts moved on to this window, and its own counts in flight. */
  private localEstimate(counts: KnownCounts | undefined, start: number, previousWeight: number, windowMs: number): number {
    if (!counts) return 0;
    if (counts.windowStart >= start) return estimate(counts, previousWeight) + counts.inFlight;
    if (counts.windowStart === start - windowMs) return counts.current * previousWeight + counts.inFlight;
    return counts.inFlight;
  }

  private remember(known: string, counts: KnownCounts): void {
    // Re-inserted so the map's order is least recently used first.
    this.counts.delete(known);
    this.counts.set(known, counts);
    if (this.counts.size > COUNTS_KEPT) this.counts.delete(this.counts.keys().next().value!);
  }
}
