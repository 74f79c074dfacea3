import { comparePositions, LogPosition } from '../ports/event-store';

/**
 * What the projection runner and the process-manager runner share: each keeps a position per
 * consumer, catches up on demand, and sets aside a consumer that fails for a while.
 */

/** After a failure a consumer waits this long before it is tried again, doubling up to the maximum. */
export interface RetryDelays {
  readonly first: number;
  readonly max: number;
}

export class Backoff {
  private readonly failures = new Map<string, { attempts: number; retryAt: number; error: unknown }>();

  constructor(private readonly delays: RetryDelays) {}

  /** Whether the consumer may run now: nothing sets it aside. */
  ready(name: string, now: number): boolean {
    return this.failure(name, now) === undefined;
  }

  /** The failure that sets the consumer aside, while it does. */
  failure(name: string, now: number): { readonly error: unknown } | undefined {
    const failure = this.failures.get(name);
    return failure && failure.retryAt > now ? failure : undefined;
  }

  failed(name: string, error?: unknown): void {
    const attempts = (this.failures.get(name)?.attempts ?? 0) + 1;
    const retryAt = Date.now() + Math.min(this.delays.max, this.delays.first * 2 ** (attempts - 1));
    this.failures.set(name, { attempts, retryAt, error });
  }

  succeeded(name: string): void {
    this.failures.delete(name);
  }

  clear(): void {
    this.failures.clear();
  }
}

/** The name a runner's own failures (reading the log, saving checkpoints) are reported and set aside under. */
export const LOG = '(log)';

/**
 * A log that cannot be read (the database is away) is tried again after this, doubling up to the
 * maximum: short, so that a runner follows within seconds once the database is back, and reported
 * once a try, not once for every request that waits meanwhile.
 */
export const LOG_RETRY_MS: RetryDelays = { first: 250, max: 2_000 };

/**
 * One run of a runner over the log, unless its last failure is too recent: a failure is reported
 * under LOG and sets the runner aside for LOG_RETRY_MS. Never rejects.
 */
export async function runUnlessFailing(
  backoff: Backoff,
  run: () => Promise<void>,
  onError?: (name: string, error: unknown) => void,
): Promise<void> {
  if (!backoff.ready(LOG, Date.now())) return;
  try {
    await run();
    backoff.succeeded(LOG);
  } catch (error) {
    backoff.failed(LOG, error);
    onError?.(LOG, error);
  }
}

/** Why the runner cannot read the log for now (its last try failed, the next is not due yet), if it cannot. */
export function logFailure(backoff: Backoff): { readonly error: unknown } | undefined {
  return backoff.failure(LOG, Date.now());
}

/** Whether every named consumer has processed `position`. */
export function allReached(positions: ReadonlyMap<string, LogPosition>, names: readonly string[], position: LogPosition): boolean {
  return names.every((name) => {
    const at = positions.get(name);
    return at !== undefined && comparePositions(at, position) >= 0;
  });
}

/**
 * Catches up until `reached`, false once `timeoutMs` passed first. A position not reached after a
 * run is not visible yet (an older transaction is still open and holds the log back): it is tried
 * again a moment later. When the log cannot be read (`logFailure`: the database is away) it fails
 * at once with that error: waiting out the timeout would hold the request for nothing, and an
 * answer without what it waited for would look like a success (a payment not yet a booking). The
 * request answers as for any failure of its database (503, asked again shortly).
 */
export async function catchUpUntil(
  reached: () => boolean,
  catchUp: () => Promise<void>,
  timeoutMs: number,
  logFailure: () => { readonly error: unknown } | undefined,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (reached()) return true;
    await catchUp();
    if (reached()) return true;
    const failure = logFailure();
    if (failure) throw failure.error;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The earliest of the positions: where a batch for all of them starts. */
export function earliest(positions: readonly LogPosition[]): LogPosition {
  return positions.reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
}

/** Embedded PGlite answers without ever returning to the event loop: a long run pauses between batches. */
export function breathe(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Projections and process managers keep their positions in one checkpoint table, by name: two
 * consumers of the same name would move each other's position (and skip or replay events).
 */
export function assertDistinctConsumerNames(...groups: readonly (readonly { readonly name: string }[])[]): void {
  const seen = new Set<string>();
  for (const { name } of groups.flat()) {
    if (seen.has(name)) throw new Error(`Two log consumers are named '${name}': each keeps its own checkpoint under its name`);
    seen.add(name);
  }
}

/** Runs `work` over every item, at most `most` at once, in the items' order. */
export async function eachAtOnce<T>(items: readonly T[], most: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(most, items.length) }, worker));
}
