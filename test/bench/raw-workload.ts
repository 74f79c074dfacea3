import { BenchDatabase, RawSession } from './bench-database';
import { rawRowsFor, roundRobinPlan, WritePlan } from './booking-workload';
import { Contender, Measured, timeIt } from './measure';

export const RAW_TABLE = 'bench_raw_events';

/**
 * A copy of the events table's shape, taken from the live table so it cannot drift from the
 * migration: same columns, defaults, CHECK, primary key, UNIQUE(stream_id, version) and the other
 * indexes, because each index costs every INSERT and the ratio should show our code's cost only.
 * The sequence is its own, so the raw rows do not take positions from the real log.
 */
export async function createRawTable(session: RawSession): Promise<void> {
  await session.query(`CREATE TABLE ${RAW_TABLE} (LIKE events INCLUDING ALL)`);
  await session.query(`CREATE SEQUENCE ${RAW_TABLE}_position_seq OWNED BY ${RAW_TABLE}.global_position`);
  await session.query(`ALTER TABLE ${RAW_TABLE} ALTER COLUMN global_position SET DEFAULT nextval('${RAW_TABLE}_position_seq')`);
}

const INSERT = `INSERT INTO ${RAW_TABLE} (event_id, stream_id, category, version, type, data, metadata, recorded_at)
  VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;

/** One single-row INSERT per event, each its own (autocommit) transaction, no read before it. */
export async function rawWriter(bench: BenchDatabase, plan: WritePlan): Promise<Contender> {
  const rows = rawRowsFor(plan);
  const sessions = await bench.rawSessions(plan.writers.length);
  return {
    write: async (writer, step) => {
      const row = rows[writer]![step]!;
      await sessions[writer]!.query(INSERT, [
        row.eventId,
        row.streamId,
        row.category,
        row.version,
        row.type,
        row.data,
        row.metadata,
        new Date(),
      ]);
    },
    close: async () => {
      await Promise.all(sessions.map((s) => s.end()));
    },
  };
}

/**
 * `rowsPerStep` single-row INSERTs per step of `plan`, one after the other, each in a new stream:
 * the raw counterpart of a step that appends that many events (an HTTP booking), same writers.
 */
export async function rawBatchWriter(bench: BenchDatabase, plan: WritePlan, rowsPerStep: number): Promise<Contender> {
  const rowsPlan: WritePlan = {
    writers: plan.writers.map((steps) => roundRobinPlan(steps.length * rowsPerStep, steps.length * rowsPerStep).writers[0]!),
    events: plan.events * rowsPerStep,
  };
  const raw = await rawWriter(bench, rowsPlan);
  return {
    write: async (writer, step) => {
      for (let i = 0; i < rowsPerStep; i++) await raw.write(writer, step * rowsPerStep + i, '', 0);
    },
    close: () => raw.close(),
  };
}

/** Copies the filler streams of the event log into the raw table, so both replays read as many rows. */
export async function copyToRaw(session: RawSession, streamPrefix: string): Promise<void> {
  await session.query(
    `INSERT INTO ${RAW_TABLE} (event_id, stream_id, category, version, type, data, metadata, recorded_at)
     SELECT event_id, stream_id, category, version, type, data, metadata, recorded_at FROM events
     WHERE stream_id LIKE $1 ORDER BY transaction_id, global_position`,
    [`${streamPrefix}%`],
  );
}

/**
 * The whole raw table in log order in one SELECT, rows parsed by the driver: the ceiling of a
 * replay. One run takes a fraction of a second, so the caller repeats it and takes the median.
 */
export async function rawReplay(bench: BenchDatabase, repeats: number): Promise<{ runs: Measured[]; rows: number }> {
  const [session] = (await bench.rawSessions(1)) as [RawSession];
  try {
    const count = Number((await session.query(`SELECT count(*) AS n FROM ${RAW_TABLE}`))[0]!.n);
    const runs: Measured[] = [];
    for (let i = 0; i < repeats; i++) {
      runs.push(
        await timeIt(count, async () => {
          const rows = await session.query(
            `SELECT event_id, stream_id, category, version, type, data, metadata, recorded_at,
                    transaction_id::text AS tx_id, global_position
             FROM ${RAW_TABLE} ORDER BY transaction_id, global_position`,
          );
          if (rows.length !== count) throw new Error(`Raw replay read ${rows.length} rows, expected ${count}`);
        }),
      );
    }
    return { runs, rows: count };
  } finally {
    await session.end();
  }
}
