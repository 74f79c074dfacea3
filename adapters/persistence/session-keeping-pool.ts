import pg, { DatabaseError, Pool, PoolClient, QueryConfig, QueryResult, QueryResultRow } from 'pg';

/**
 * node-postgres's pool, except that a statement the server refused does not cost its connection.
 *
 * pg-pool's `pool.query` releases its client with the statement's error, and a client released
 * with an error is closed: it cannot tell a refused statement from a broken connection. Here a
 * refusal is routine (a stream appended by two requests at once fails its version check, a unique
 * key turns a repeat away), so every one of them closed a connection and the next statement opened
 * a new one: a server process forked, its catalogue caches cold, every prepared statement parsed
 * again. Ten visitors booking the same days lost about one connection in four bookings.
 *
 * The client is kept when the server answered the statement with an ERROR (never FATAL or PANIC,
 * after which the server closes the session) and the session is out of any transaction, as a
 * single statement leaves it; anything else (a connection lost, a client-side timeout, a session
 * left in a transaction) closes it, as pg-pool always did.
 */
export class SessionKeepingPool extends Pool {
  // pg's overloads (config, values, callback) all come here; a callback or a submittable (a cursor,
  // a stream) is pg-pool's own path.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args as [unknown, unknown, unknown];
    const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || typeof config === 'function' || typeof values === 'function' || typeof callback === 'function') {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    return this.keepingQuery(config as string | QueryConfig, values as unknown[] | undefined);
  }

  private async keepingQuery<R extends QueryResultRow>(config: string | QueryConfig, values?: unknown[]): Promise<QueryResult<R>> {
    const client = await this.connect();
    // A checked-out client's connection error has no listener of the pool's: without one it would
    // be thrown; the statement's own promise fails with it.
    let broken: unknown;
    const onError = (error: unknown) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      const result = await client.query<R>(config, values);
      client.removeListener('error', onError);
      client.release(broken instanceof Error ? broken : undefined);
      return result;
    } catch (error) {
      client.removeListener('error', onError);
      client.release(broken === undefined && sessionSurvives(client, error) ? undefined : asError(broken ?? error));
      throw error;
    }
  }
}

/**
 * Whether a client can serve the next statement after this error: the server refused one statement,
 * and nothing else. Read by its fields, not its class: PGlite's parser has a DatabaseError of its own.
 */
export function sessionSurvives(client: Pick<PoolClient, 'getTransactionStatus'>, error: unknown): boolean {
  const refused = error as Partial<Pick<DatabaseError, 'severity' | 'code'>> | null;
  return (
    typeof refused === 'object' &&
    refused !== null &&
    refused.severity === 'ERROR' &&
    typeof refused.code === 'string' &&
    client.getTransactionStatus() === 'I'
  );
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** node-postgres as TypeORM's `driver` option takes it, with this pool in place of pg-pool's. */
export const pgKeepingSessions: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: SessionKeepingPool });
