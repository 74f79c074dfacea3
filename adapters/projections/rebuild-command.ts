import 'reflect-metadata';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { loadConfig } from '../config/app-config';
import { openDatabase, pgliteDirIn } from '../persistence/database';
import { EventStoreDbEventStore } from '../persistence/eventstoredb-event-store';
import { PostgresEventStore } from '../persistence/postgres-event-store';
import { SqlProjectionStore } from '../persistence/sql-projection-store';
import { allProjections } from './all-projections';

/**
 * `npm run projections:rebuild`: empty every read model and replay the whole log into it. The
 * process managers (messages, payments) are not touched: nothing is sent or refunded again.
 * Each table's checksum is printed, so two rebuilds can be compared.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // An operator's command over the whole log: its statements (a batch of thousands of events, a
  // checksum over a whole table) get start-up's time limit, not a request's few seconds.
  const timeouts = { ...config.databaseTimeouts, queryMs: config.databaseTimeouts.startupMs };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir), timeouts });
  const events: EventStore = config.eventStoreUrl
    ? new EventStoreDbEventStore({ connectionString: config.eventStoreUrl })
    : new PostgresEventStore(database.dataSource, database.kind);
  try {
    const failures: string[] = [];
    const store = new SqlProjectionStore(database.dataSource);
    const runner = new ProjectionRunner(events, store, allProjections, {
      onError: (name, error) => failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`),
    });
    const started = Date.now();
    await runner.rebuild();
    if (failures.length) throw new Error(`Rebuild failed:\n${failures.join('\n')}`);
    const seconds = (Date.now() - started) / 1000;
    for (const projection of allProjections) {
      const tables = await Promise.all(
        projection.tables.map(async (t) => {
          const rows = (await database.dataSource.query(`SELECT count(*)::int AS n FROM ${t.name}`))[0].n;
          return `${t.name} ${rows} rows, checksum ${await store.checksum(t)}`;
        }),
      );
      console.log(`${projection.name}: ${tables.join('; ')}`);
    }
    console.log(`Rebuilt ${allProjections.length} projections from the ${events.kind} log in ${seconds.toFixed(1)} s`);
  } finally {
    await events.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
