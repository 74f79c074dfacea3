import { PoolConfig } from 'pg';
import { WatchedClient, WatchedClientConfig } from './statement-watchdog';

/** How long the server waits on PostgreSQL before it gives up and answers that it is unavailable. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one from the pool (DATABASE_CONNECT_TIMEOUT_MS). */
  readonly connectMs: number;
  /** One statement of a request (DATABASE_QUERY_TIMEOUT_MS). */
  readonly queryMs: number;
  /** Start-up's work: waiting for another server's start-up, and each migration (DATABASE_STARTUP_TIMEOUT_MS). */
  readonly startupMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, queryMs: 5_000, startupMs: 600_000 };

/**
 * The client gives up this long after the server should have cancelled the statement itself
 * (statement_timeout): a live server answers first with its own error, and only a server that no
 * longer answers at all (stopped, frozen, cut off) is given up on by the client (statement-watchdog.ts).
 */
const CLIENT_GRACE_MS = 1_000;

/** A transaction left open this long by a stuck process is ended by the server, releasing its locks. */
const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * node-postgres pool settings for requests or for start-up (migrations, the first-run seed): each
 * statement is limited on the server (statement_timeout) and on the client (giveUpAfterMs), a
 * connection that cannot be opened or had from the pool fails after connectMs, and TCP keep-alive
 * notices a peer that vanished without closing.
 */
export function postgresPoolOptions(timeouts: DatabaseTimeouts, use: 'requests' | 'start-up'): PoolConfig & WatchedClientConfig {
  const statementMs = use === 'requests' ? timeouts.queryMs : timeouts.startupMs;
  return {
    Client: WatchedClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: statementMs,
    giveUpAfterMs: statementMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: Math.max(IDLE_IN_TRANSACTION_MS, statementMs),
    keepAlive: true,
  };
}
