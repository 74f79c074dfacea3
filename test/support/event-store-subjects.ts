import { randomUUID } from 'node:crypto';
import { Clock } from '../../application/ports/clock';
import { EventStore, RecordedEvent } from '../../application/ports/event-store';
import { Database } from '../../adapters/persistence/database';
import { EventStoreDbEventStore } from '../../adapters/persistence/eventstoredb-event-store';
import { InMemoryEventStore } from '../../adapters/persistence/in-memory-event-store';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { testDatabases } from './databases';
import { startEventStoreStandIn } from './eventstoredb-stand-in';
import { TestClock } from './test-clock';

/** The event stores the contract holds every adapter to, each opened afresh by its suite. */
export interface Subject {
  store: EventStore;
  clock: TestClock;
  database?: Database;
  close(): Promise<void>;
}

export const adapters: [string, () => Promise<Subject>][] = [
  [
    'memory',
    async () => {
      const clock = new TestClock();
      return { store: new InMemoryEventStore(clock), clock, close: async () => {} };
    },
  ],
  ...testDatabases().map((db): [string, () => Promise<Subject>] => [
    db.name,
    async () => {
      const clock = new TestClock();
      const database = await db.open();
      return { store: new PostgresEventStore(database.dataSource, database.kind, clock), clock, database, close: database.close };
    },
  ]),
];
// EventStoreDB through the in-memory stand-in of its gRPC protocol always; a real server too when EVENTSTORE_URL names one.
adapters.push([
  'eventstoredb-stand-in',
  async () => {
    const clock = new TestClock();
    const standIn = await startEventStoreStandIn();
    const store = new EventStoreDbEventStore({ connectionString: standIn.url, clock: clock as Clock });
    return {
      store,
      clock,
      close: async () => {
        await store.close();
        await standIn.close();
      },
    };
  },
]);
if (process.env.EVENTSTORE_URL) {
  const url = process.env.EVENTSTORE_URL;
  adapters.push([
    'eventstoredb',
    async () => {
      const clock = new TestClock();
      const store = new EventStoreDbEventStore({ connectionString: url, clock: clock as Clock });
      return { store, clock, close: () => store.close() };
    },
  ]);
}

/** Stream ids unique to this run, so a shared server (EventStoreDB) never mixes runs. */
export const run = randomUUID().slice(0, 8);
export const streamId = (name: string) => `contract${run}-${name}-${randomUUID()}`;
export const ev = (type: string, n = 0) => ({ type, data: { n }, metadata: { correlationId: `c-${n}` } });
export const ofRun = (events: RecordedEvent[]) => events.filter((e) => e.streamId.startsWith(`contract${run}-`));
