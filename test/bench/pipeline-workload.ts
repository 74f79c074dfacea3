import { randomUUID } from 'node:crypto';
import { newEventOf } from '../../application/shared/event-envelope';
import { DataSource } from 'typeorm';
import { comparePositions, LogPosition, positionToString } from '../../application/ports/event-store';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { bookingDecider } from '../../domain/bookings/booking';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { SqlProjectionStore } from '../../adapters/persistence/sql-projection-store';
import { allProjections } from '../../adapters/projections/all-projections';
import { nthCommand } from './booking-workload';
import { Contender, Measured, timeIt } from './measure';

/** Each event through the app's path: read the stream, fold, decide (XState guard), append. */
export function pipelineWriter(store: PostgresEventStore): Contender {
  const pipeline = new CommandPipeline(store);
  return {
    write: async (_writer, _step, streamId, n) => {
      const result = await pipeline.execute(bookingDecider, streamId, nthCommand(streamId, n, new Date().toISOString()));
      // A refused or empty command would make the figure count work that never happened.
      if (result.events.length !== 1 || result.version !== n + 1) {
        throw new Error(`${streamId}: command ${n} appended ${result.events.length} event(s), version ${result.version}`);
      }
    },
    close: async () => undefined,
  };
}

/** The runner's own rebuild batches (ProjectionRunner's default), for the report. */
export const REBUILD_BATCH_SIZE = 5000;

/** Bookings of the filler: each stream is a booking and nine status changes, appended at once. */
const FILL_EVENTS_PER_STREAM = 10;

/**
 * Tops the log up to `target` events with whole booking histories (a request, then status changes),
 * each stream in one append, so that the rebuild figure replays a log of a realistic size. Returns
 * the stream-id prefix of what it wrote, for the raw table to copy.
 */
export async function fillLog(store: PostgresEventStore, dataSource: DataSource, target: number): Promise<string> {
  const prefix = `booking-f${randomUUID().slice(0, 7)}`;
  const at = new Date().toISOString();
  for (let have = await countEvents(dataSource); have < target; have += FILL_EVENTS_PER_STREAM) {
    const streamId = `${prefix}${randomUUID().slice(8)}`;
    let state = bookingDecider.initialState();
    const events = [];
    for (let n = 0; n < FILL_EVENTS_PER_STREAM; n++) {
      const [event] = bookingDecider.decide(nthCommand(streamId, n, at), state);
      state = bookingDecider.evolve(state, event!);
      events.push(newEventOf(event!));
    }
    await store.append(streamId, events, 0);
  }
  return prefix;
}

export function projectionRunner(store: PostgresEventStore, dataSource: DataSource): ProjectionRunner {
  return new ProjectionRunner(store, new SqlProjectionStore(dataSource), allProjections, {
    rebuildBatchSize: REBUILD_BATCH_SIZE,
    // The runner swallows a projection's failure so the others go on; here that would pass off a
    // broken rebuild as a fast one.
    onError: (name, error) => {
      throw new Error(`Projection ${name} failed during the benchmark: ${String(error)}`);
    },
  });
}

/** `runner.rebuild()` over the whole log: every projection reset and replayed from the start. */
export async function rebuildAll(runner: ProjectionRunner, dataSource: DataSource): Promise<Measured & { logEvents: number }> {
  const logEvents = await countEvents(dataSource);
  const head = await logHead(dataSource);
  const measured = await timeIt(logEvents, () => runner.rebuild());
  for (const p of runner.projections) {
    const at = runner.position(p.name);
    if (!at || comparePositions(at, head) !== 0) {
      throw new Error(`Projection ${p.name} stopped at ${at ? positionToString(at) : 'nothing'}, log head is ${positionToString(head)}`);
    }
  }
  return { ...measured, logEvents };
}

/**
 * Streams the background process managers write after a request has answered (a confirmed
 * booking's reminders, within a second): not part of what the request itself appends.
 */
const BACKGROUND_CATEGORIES = ['reminder'];

/** Events the requests themselves appended (background managers' streams left out). */
export async function countRequestEvents(dataSource: DataSource): Promise<number> {
  const rows: { n: string }[] = await dataSource.query('SELECT count(*) AS n FROM events WHERE NOT (category = ANY($1::text[]))', [
    BACKGROUND_CATEGORIES,
  ]);
  return Number(rows[0]!.n);
}

export async function countEvents(dataSource: DataSource): Promise<number> {
  const rows: { n: string }[] = await dataSource.query('SELECT count(*) AS n FROM events');
  return Number(rows[0]!.n);
}

async function logHead(dataSource: DataSource): Promise<LogPosition> {
  const rows: { tx: string; pos: string }[] = await dataSource.query(
    'SELECT transaction_id::text AS tx, global_position::text AS pos FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  return rows[0] ? { commit: BigInt(rows[0].tx), prepare: BigInt(rows[0].pos) } : { commit: 0n, prepare: 0n };
}
