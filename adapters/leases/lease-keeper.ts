import { Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { LeaseStore } from './sql-leases';

export interface LeaseKeeperOptions {
  /** How long a lease lasts after each renewal (LEASE_TTL_MS). */
  readonly ttlMs: number;
  /** Monotonic milliseconds; tests pass their own. */
  readonly now?: () => number;
  readonly logger?: Pick<Logger, 'log' | 'warn' | 'debug'>;
}

/**
 * The leases of one process: which background work this server runs. `keep()` (every third of the
 * TTL) takes the wanted leases that are free and renews those held, in one statement; `holds()`
 * answers from memory. A lease counts as held until the TTL after the renewal was *sent*: the
 * database dates it from when it ran, a little later, so no other server takes it before this one
 * stops counting on it. When the database cannot be reached, held leases lapse on that deadline.
 */
export class LeaseKeeper {
  private readonly wanted = new Map<string, (() => unknown)[]>();
  /** Held lease → until when (this process's monotonic clock). */
  private readonly held = new Map<string, number>();
  private round: Promise<void> | undefined;
  private rounds = 0;
  private readonly now: () => number;
  private readonly logger: Pick<Logger, 'log' | 'warn' | 'debug'>;

  constructor(
    private readonly store: LeaseStore,
    private readonly options: LeaseKeeperOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    this.logger = options.logger ?? new Logger('Leases');
  }

  get holder(): string {
    return this.store.holder;
  }

  /**
   * A lease this process tries to take at every round. `onGained` runs when it takes the lease after
   * the first round (from a server that stopped or died, whose last run may be long ago); the first
   * round is the start-up, whose work each job does in its own start-up run.
   */
  want(name: string, onGained?: () => unknown): void {
    const listeners = this.wanted.get(name) ?? [];
    if (onGained) listeners.push(onGained);
    this.wanted.set(name, listeners);
  }

  holds(name: string): boolean {
    const until = this.held.get(name);
    return until !== undefined && this.now() < until;
  }

  /** The leases held now, by name. */
  heldNames(): string[] {
    return [...this.held.keys()].filter((name) => this.holds(name)).sort();
  }

  /** A leased job's tick: runs it only on the server holding its lease. */
  async ifHeld(name: string, run: () => Promise<unknown>): Promise<void> {
    if (!this.holds(name)) {
      this.logger.debug(`Skipped ${name}: another server holds its lease`);
      return;
    }
    this.logger.debug(`Running ${name}: this server holds its lease`);
    await run();
  }

  /** One round: takes the free leases and renews the held ones. Never rejects; one round at a time. */
  keep(): Promise<void> {
    this.round ??= this.acquire().finally(() => (this.round = undefined));
    return this.round;
  }

  /** At shutdown, after the leased work has finished: another server takes over at its next round. */
  async release(): Promise<void> {
    await this.round;
    const names = [...this.held.keys()];
    this.held.clear();
    try {
      await this.store.release(names);
      if (names.length) this.logger.log(`Released the leases ${names.join(', ')}`);
    } catch (error) {
      this.logger.warn(`Releasing the leases failed; they lapse within ${this.options.ttlMs} ms: ${String(error)}`);
    }
  }

  private async acquire(): Promise<void> {
    const sent = this.now();
    const names = [...this.wanted.keys()];
    let got: Set<string>;
    try {
      got = await this.store.tryAcquire(names);
    } catch (error) {
      this.logger.warn(`Renewing the leases failed; those held lapse unless renewed in time: ${String(error)}`);
      return;
    }
    const gained: string[] = [];
    for (const name of names) {
      const had = this.holds(name);
      if (got.has(name)) {
        this.held.set(name, sent + this.options.ttlMs);
        if (!had) gained.push(name);
      } else if (this.held.delete(name) && had) {
        this.logger.warn(`Lost the lease ${name} to another server`);
      }
    }
    const first = this.rounds++ === 0;
    if (gained.length) this.logger.log(`Took the leases ${gained.join(', ')} as ${this.store.holder}`);
    if (first) return;
    for (const name of gained)
      for (const onGained of this.wanted.get(name) ?? []) {
        this.logger.debug(`Running ${name}: this server took its lease over`);
        void Promise.resolve()
          .then(onGained)
          .catch((error: unknown) => this.logger.warn(`Starting the work of ${name} failed: ${String(error)}`));
      }
  }
}
