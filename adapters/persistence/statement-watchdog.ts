import { Client, ClientConfig } from 'pg';

/** The message node-postgres gives a statement it stopped waiting for (database-errors.ts reads it). */
export const GAVE_UP_MESSAGE = 'Query read timeout';

export interface WatchedClientConfig extends ClientConfig {
  /** A statement still unanswered this long is failed and its connection closed; absent, never. */
  readonly giveUpAfterMs?: number;
}

/** What the watchdog reads of a node-postgres client: its statement in flight, and whether it is gone. */
interface ClientInternals {
  _activeQuery?: { callback?: (error: Error) => void } | null;
  _ending?: boolean;
  _ended?: boolean;
}

/**
 * A node-postgres client that gives up on a statement the server does not answer, stopped or
 * frozen, and closes its connection.
 *
 * node-postgres's own `query_timeout` arms a timer for every statement, and the statement's
 * promise needs a wrapper to close the connection afterwards (otherwise node-postgres keeps it,
 * TypeORM hands it back to the pool without the error, and the next request queues behind the lost
 * statement). Both cost every statement: about 5% of the raw append rate on a 2-core machine
 * (`npm run bench`, docs/performance.md). Here one timer per process looks at the statement each
 * client has in flight a few times a second, so a statement costs nothing extra. A statement is timed
 * from the first tick that sees it, so one unanswered for `giveUpAfterMs` is failed at most two
 * ticks (half a second) later than a timer of its own would have.
 */
export class WatchedClient extends Client {
  /** The statement seen in flight at the last tick, and since when. */
  seen: { statement: object; since: number } | undefined;

  private readonly giveUpAfterMs: number | undefined;

  constructor(config: WatchedClientConfig = {}) {
    super(config);
    this.giveUpAfterMs = config.giveUpAfterMs;
  }

  // pg's overloads (promise, callback) both come here and are passed on as they came.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    if (this.giveUpAfterMs) watchdog.watch(this, this.giveUpAfterMs);
    return (super.connect as (...a: unknown[]) => unknown)(...args);
  }
}

const TICK_MS = 250;

/** The process's one timer over every watched client (started with the first, stopped with the last). */
class Watchdog {
  private readonly watched = new Map<WatchedClient, number>();
  private timer: NodeJS.Timeout | undefined;

  watch(client: WatchedClient, giveUpAfterMs: number): void {
    this.watched.set(client, giveUpAfterMs);
    // Never keeps the process alive by itself.
    this.timer ??= setInterval(() => this.tick(), TICK_MS).unref();
  }

  private tick(): void {
    const now = Date.now();
    for (const [client, giveUpAfterMs] of this.watched) {
      const internals = client as unknown as ClientInternals;
      if (internals._ending || internals._ended) {
        this.watched.delete(client);
        continue;
      }
      const statement = internals._activeQuery ?? undefined;
      if (!statement) client.seen = undefined;
      else if (client.seen?.statement !== statement) client.seen = { statement, since: now };
      else if (now - client.seen.since >= giveUpAfterMs) this.giveUp(client, statement);
    }
    if (this.watched.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /**
   * As node-postgres does on its own read timeout: the statement's caller gets the error at once and
   * is told nothing more. Then the client ends, which with a statement in flight drops the socket
   * without waiting for the server (a frozen server never answers) and fails the statements queued
   * behind it. A released client that is ending is dropped by the pool, which opens a fresh one.
   */
  private giveUp(client: WatchedClient, statement: NonNullable<ClientInternals['_activeQuery']>): void {
    this.watched.delete(client);
    const callback = statement.callback;
    if (callback) {
      statement.callback = () => undefined;
      callback(new Error(GAVE_UP_MESSAGE));
    }
    void client.end().catch(() => undefined);
  }
}

const watchdog = new Watchdog();
