/**
 * `npm run bench`: write and rebuild rates of the event store on the active database (PostgreSQL
 * when DATABASE_URL is set, otherwise PGlite on disk), each beside the raw rate of the same
 * database measured in the same run with plain SQL (STACK-NOTES.md: every figure of ours is a
 * ratio to the raw rate). It prints figures and asserts nothing about time.
 *
 * Env: BENCH_EVENTS events per write figure (default 2000); BENCH_OUT writes the JSON there
 * instead of as the last line of stdout.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { allProjections } from '../../adapters/projections/all-projections';
import { BenchDatabase, openBenchDatabase } from './bench-database';
import { parallelPlan, roundRobinPlan, singleStreamPlan, WritePlan } from './booking-workload';
import { Measured, median, runInterleaved } from './measure';
import { countEvents, pipelineWriter, projectionRunner, rebuildAll, REBUILD_BATCH_SIZE } from './pipeline-workload';
import { createRawTable, RAW_TABLE, rawReplay, rawWriter } from './raw-workload';
import { BenchReport, Figure, formatReport, toJson } from './report';

const PARALLEL_WRITERS = 10;
const STREAMS = 100;
/** Raw and ours alternate in this many slices of each figure. */
const ROUNDS = 20;

function eventsPerFigure(): number {
  const text = process.env.BENCH_EVENTS ?? '2000';
  const n = Number(text);
  // Fewer than one event per parallel writer would leave writers idle and the figure meaningless.
  if (!Number.isInteger(n) || n < PARALLEL_WRITERS) throw new Error(`BENCH_EVENTS must be an integer >= ${PARALLEL_WRITERS}, got ${text}`);
  return n;
}

/** Progress goes to stderr so stdout holds only the report and its JSON line. */
function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function main(): Promise<void> {
  const events = eventsPerFigure();
  const startedAt = new Date();
  const t0 = performance.now();

  progress(`opening ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk'}...`);
  const bench = await openBenchDatabase();
  const stopOnSignal = () => void bench.cleanup().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const report = await measureAll(bench, events, startedAt, t0);
    const json = toJson(report);
    process.stdout.write(`${formatReport(report)}\n`);
    if (process.env.BENCH_OUT) {
      writeFileSync(process.env.BENCH_OUT, `${json}\n`);
      process.stdout.write(`\nJSON written to ${process.env.BENCH_OUT}\n`);
    } else {
      process.stdout.write(`\n${json}\n`);
    }
  } finally {
    progress('cleaning up...');
    await bench.cleanup();
  }
}

async function measureAll(bench: BenchDatabase, events: number, startedAt: Date, t0: number): Promise<BenchReport> {
  const { dataSource, kind } = bench.db;
  const store = new PostgresEventStore(dataSource, kind);
  const runner = projectionRunner(store, dataSource);
  const [setup] = await bench.rawSessions(1);
  await createRawTable(setup!);
  await setup!.end();

  // JIT, prepared plans, the pool's lazily opened connections and the table files all get going
  // here, so that the first figure does not pay for them.
  progress('warming up...');
  const warmUpPlans = [roundRobinPlan(100, 5), parallelPlan(50, PARALLEL_WRITERS, 1)];
  for (const plan of warmUpPlans) await compare(bench, store, plan, 2);
  const warmUp = warmUpPlans.reduce((sum, p) => sum + p.events, 0);
  await runner.rebuild();
  await rawReplay(bench, 1);

  const writeFigures: { id: string; label: string; plan: WritePlan; note: string; showQuarters?: boolean }[] = [
    {
      id: 'append-1-stream',
      label: '1. appends, 1 stream sequential',
      plan: singleStreamPlan(events),
      showQuarters: true,
      note:
        'every command re-reads and folds the whole stream (no snapshots), so ours falls as the stream grows; ' +
        `it ends ${events} events long`,
    },
    {
      id: 'append-100-streams',
      label: `2. appends, ${STREAMS} streams sequential`,
      plan: roundRobinPlan(events, STREAMS),
      note: `round-robin, each stream ends ${Math.ceil(events / STREAMS)} event(s) long`,
    },
    {
      id: 'append-10-writers',
      label: `3. appends, ${PARALLEL_WRITERS} parallel writers`,
      plan: parallelPlan(events, PARALLEL_WRITERS, PARALLEL_WRITERS),
      note:
        `${PARALLEL_WRITERS} concurrent loops, each round-robin over ${PARALLEL_WRITERS} bookings of its own (no conflicts); ` +
        (bench.rawSessionsAreSeparate
          ? `raw uses ${PARALLEL_WRITERS} separate connections, ours TypeORM's pool of 10`
          : 'PGlite is ONE session: raw and ours alike queue on it, so this is concurrency without parallelism'),
    },
  ];

  const figures: Figure[] = [];
  for (const f of writeFigures) {
    progress(`${f.label}...`);
    const { ours, raw } = await compare(bench, store, f.plan, ROUNDS);
    figures.push({ id: f.id, label: f.label, ours, raw, note: f.note, showQuarters: f.showQuarters });
    progress(`${f.label}: ours ${ours.perSecond.toFixed(0)}/s, raw ${raw.perSecond.toFixed(0)}/s`);
  }

  // The replay runs before and after the rebuild so that both sides see the same machine.
  progress('4. projection rebuild...');
  const before = await rawReplay(bench, 2);
  const rebuild = await rebuildAll(runner, dataSource);
  const after = await rawReplay(bench, 3);
  const replayRuns = [...before.runs, ...after.runs];
  figures.push({
    id: 'projection-rebuild',
    label: '4. full projection rebuild (events/s)',
    ours: rebuild,
    raw: median(replayRuns),
    note:
      `runner.rebuild() of ${allProjections.length} projections (${allProjections.map((p) => p.name).join(', ')}), batch ${REBUILD_BATCH_SIZE}, ` +
      `over ${rebuild.logEvents} events (each projection reads the whole log); ` +
      `raw is one SELECT of all ${after.rows} raw rows in log order, median of ${replayRuns.length} (${before.runs.length} before the rebuild, ${after.runs.length} after)`,
  });

  const logEvents = await countEvents(dataSource);
  return {
    benchmark: 'event-store',
    startedAt: startedAt.toISOString(),
    durationSeconds: (performance.now() - t0) / 1000,
    node: process.version,
    platform: `${process.platform} ${process.arch}, ${cpus().length} CPUs`,
    database: {
      kind,
      where: bench.where,
      version: await scalar(bench, 'SELECT version() AS v'),
      settings: {
        fsync: await scalar(bench, "SELECT current_setting('fsync') AS v"),
        synchronous_commit: await scalar(bench, "SELECT current_setting('synchronous_commit') AS v"),
      },
      rawWritersShareOneSession: !bench.rawSessionsAreSeparate,
    },
    events: {
      perFigure: events,
      warmUpOurs: warmUp,
      warmUpRaw: warmUp,
      logAtRebuild: logEvents,
      rawRowsAtReplay: after.rows,
    },
    figures,
    notes: [
      `raw writes: one single-row INSERT per event in its own autocommit transaction into ${RAW_TABLE}, ` +
        'a LIKE copy of the events table (same columns, UNIQUE(stream_id, version) and other indexes), same payloads, no read first',
      'ours: CommandPipeline.execute = readStream + fold + decide (XState guard) + append in a transaction ' +
        '(SELECT max(version), INSERT ... RETURNING) through TypeORM',
      `writes: raw and ours run the same plan in ${ROUNDS} alternating slices (raw, ours, raw, ...), so a burst of load ` +
        'on the shared machine hits both sides alike; the rates count only each side\'s own time',
      'ratio = ours/s divided by raw/s; 1.00 would mean our code costs nothing on top of the database',
    ],
  };
}

/** Raw and ours on the same plan, in alternating rounds (see runInterleaved). */
async function compare(bench: BenchDatabase, store: PostgresEventStore, plan: WritePlan, rounds: number): Promise<{ ours: Measured; raw: Measured }> {
  const raw = await rawWriter(bench, plan);
  try {
    const [rawRate, ours] = (await runInterleaved(plan, [raw.write, pipelineWriter(store).write], rounds)) as [Measured, Measured];
    return { ours, raw: rawRate };
  } finally {
    await raw.close();
  }
}

async function scalar(bench: BenchDatabase, sql: string): Promise<string> {
  const rows: { v: string }[] = await bench.db.dataSource.query(sql);
  return String(rows[0]?.v);
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
