/**
 * A sliding-window rate limit (the estimate Cloudflare describes): time is cut into fixed windows
 * aligned on the epoch, so every server names the same window for the same moment, and the count
 * of the window before is weighed by how much of it still overlaps the last `windowMs`. No burst at
 * a window's edge gets twice the limit, and a key costs two counters, not a list of times.
 */
export interface WindowPosition {
  /** When the current window began (ms since the epoch, a multiple of the window's length). */
  readonly start: number;
  /** The share of the previous window still inside the last `windowMs`: 1 at a window's start, near 0 at its end. */
  readonly previousWeight: number;
}

export interface WindowCounts {
  /** Requests let through in the current window. */
  readonly current: number;
  /** Requests let through in the window just before it. */
  readonly previous: number;
}

export function windowAt(nowMs: number, windowMs: number): WindowPosition {
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, previousWeight: 1 - (nowMs - start) / windowMs };
}

/** Requests counted in the last `windowMs`, as estimated from the two windows' counts. */
export function estimate(counts: WindowCounts, previousWeight: number): number {
  return counts.previous * previousWeight + counts.current;
}

/** Whether one more request fits under `limit`: the rule the database applies in the same statement that counts it. */
export function allows(counts: WindowCounts, previousWeight: number, limit: number): boolean {
  return estimate(counts, previousWeight) < limit;
}

/** Whole seconds until `until` (at least 1): when a refused client may try again. */
export function retryAfterSeconds(until: number, nowMs: number): number {
  return Math.max(1, Math.ceil((until - nowMs) / 1000));
}

/**
 * Until when a refused key stays refused (one more request fits just after), from the counts that
 * refused it and the start of their window. Requests only ever add to the counts, on any server, so
 * until then every request of that key is refused: a server may refuse them without asking the
 * database.
 */
export function refusedUntil(counts: WindowCounts, start: number, windowMs: number, limit: number): number {
  if (counts.current < limit) {
    // Within this window, once the previous window's weight has fallen far enough.
    return counts.previous > 0 ? start + windowMs * (1 - (limit - counts.current) / counts.previous) : start;
  }
  // In the next one, where this window's count is the previous.
  return start + windowMs * (2 - limit / counts.current);
}
