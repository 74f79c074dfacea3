import { WatchedClient, WatchedClientConfig } from './statement-watchdog';

export interface StartupLock {
  /** Idempotent: the first call unlocks and closes the lock's connection. */
  release(): Promise<void>;
}

/**
 * The first number of the lock's key: the project's advisory locks each take one of their own
 * (checkout-holds-table.ts, send-quota-table.ts), the second number being hashed from what they guard.
 */
const STARTUP_LOCK_CLASS = 1764000100;

/**
 * PostgreSQL's session advisory lock around a server's start-up work on one schema (migrations,
 * the first-run seed): two servers started together would both create the tables, and the second
 * fail on 'relation already exists'. It is held on a connection of its own, outside the pool, so
 * that no pooled connection keeps it by mistake, and it goes with that connection if the process
 * dies. The schema is part of the key: servers on different schemas of one database do not wait
 * for one another. `log` tells of a wait for another server's start-up.
 */
export async function takeStartupLock(config: WatchedClientConfig, log: (message: string) => void): Promise<StartupLock> {
  const client = new WatchedClient(config);
  // A lost connection is seen by the start-up's own queries; unhandled, its 'error' event would end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const taken = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS locked', [
      STARTUP_LOCK_CLASS,
    ]);
    if (!taken.rows[0]?.locked) {
      log('Another server is starting on this database: waiting for it to finish');
      await client.query('SELECT pg_advisory_lock($1, hashtext(current_schema()))', [STARTUP_LOCK_CLASS]);
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= client
        .query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [STARTUP_LOCK_CLASS])
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => client.end().catch(() => undefined))),
  };
}
