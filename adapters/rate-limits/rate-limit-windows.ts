import { DataSource } from 'typeorm';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { refusedUntil, retryAfterSeconds, windowAt } from './sliding-window';

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

const PURGE = 'DELETE FROM rate_limit_windows WHERE "windowStart" + 2 * "windowMs" <= $1::bigint';

/** Keys this server knows to be refused for a while; the oldest are forgotten first (a flood of addresses costs bounded memory). */
const REFUSALS_KEPT = 10_000;

/**
 * Sliding-window rate limits kept in the database (rate-limit-table.ts), so that a limit means the
 * same with one server or several: each request is one statement on the pooled connection. A
 * refused request is not counted, so a client that waits gets through again; until its estimate
 * can have fallen under the limit (refusedUntil) this server refuses that key without a round trip,
 * so a flood costs the database one statement per key and while, not one per request.
 */
export class RateLimitWindows {
  private readonly refusals = new Map<string, number>();

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
    const { rows } = await sqlPool(this.dataSource).query<{ refused: boolean; current: number; previous: number; windowStart: string }>(
      prepared(TAKE, [key, position.start, windowMs, position.previousWeight, limit]),
    );
    const row = rows[0]!;
    if (!row.refused) return { allowed: true, retryAfterSeconds: 0 };
    const refusedTill = refusedUntil(row, Number(row.windowStart), windowMs, limit);
    if (refusedTill > nowMs) {
      this.refusals.set(known, refusedTill);
      if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
    }
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusedTill, nowMs) };
  }

  /** Deletes the rows whose counts no longer weigh on any window; how many. Harmless when several servers run it. */
  async purge(nowMs = this.now()): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared(PURGE, [nowMs]));
    return rowCount ?? 0;
  }
}
