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

/** Whole seconds until the current window ends (at least 1): when a refused client may try again. */
export function retryAfterSeconds(position: WindowPosition, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((position.start + windowMs - nowMs) / 1000));
}
