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

  /**
   * pg-pool's own `query`, in its callback style (an `await` per step would cost every statement
   * several turns of the event loop), except for what the client is released with.
   */
  private keepingQuery<R extends QueryResultRow>(config: string | QueryConfig, values?: unknown[]): Promise<QueryResult<R>> {
    return new Promise((resolve, reject) => {
      this.connect((connectError: Error | undefined, client: PoolClient | undefined, release: (error?: Error) => void) => {
        if (connectError || !client) return reject(connectError ?? new Error('No connection from the pool'));
        let released = false;
        // A checked-out client's connection error has no listener of the pool's: without one it
        // would be thrown. The connection is gone, and the statement with it.
        const onError = (error: Error) => {
          if (released) return;
          released = true;
          release(error);
          reject(error);
        };
        client.once('error', onError);
        const answered = (error: Error | undefined, result: QueryResult<R>) => {
          client.removeListener('error', onError);
          if (released) return;
          released = true;
          if (!error) {
            release();
            resolve(result);
            return;
          }
          release(sessionSurvives(client, error) ? undefined : asError(error));
          reject(error);
        };
        try {
          // pg's overloads take a text or a config with values and a callback; both are passed on as they came.
          (client.query as (c: unknown, v: unknown, cb: typeof answered) => void)(config, values, answered);
        } catch (error) {
          answered(asError(error), undefined as unknown as QueryResult<R>);
        }
      });
    });
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
