import { Database } from '../../adapters/persistence/database';
import { prepared, sqlPool } from '../../adapters/persistence/sql-pool';

/**
 * Waits until every event this database holds is visible to the log's readers. Readers see only
 * transactions older than the oldest one still running on the server (postgres-event-store.ts),
 * and on a PostgreSQL server that is the whole cluster's: a test in another Jest worker, in another
 * schema, that holds a transaction open delays this suite's events. A test that catches up and
 * then reads must wait for that, as the app's own waits for a position do.
 */
export async function untilLogVisible(database: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const pool = sqlPool(database.dataSource);
  for (;;) {
    const { rows } = await pool.query<{ waiting: boolean }>(
      prepared('SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) AS waiting', []),
    );
    if (!rows[0]?.waiting || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
