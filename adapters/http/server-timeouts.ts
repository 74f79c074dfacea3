import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** A request's headers must have arrived within this. */
  readonly headersMs: number;
  /**
   * The whole request, body included. It must leave time for a 50 MB video from a slow uplink;
   * JSON bodies have a much shorter deadline of their own (json-body.ts).
   */
  readonly requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveMs: number;
  /** How often Node looks for requests past those limits: at its default, 30 s, each could run half a minute over. */
  readonly checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 20_000, requestMs: 300_000, keepAliveMs: 5_000, checkEveryMs: 2_000 };

/**
 * A client that trickles in its headers or body holds a socket, and enough of them hold the
 * server: each gets a deadline, after which Node answers 408 and closes the connection.
 * Applied before listen: Node reads the checking interval when the server starts listening.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = timeouts.checkEveryMs;
}
