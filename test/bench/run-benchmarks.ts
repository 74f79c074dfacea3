/**
 * `npm run bench`: write and rebuild rates of the event store on the active database (PostgreSQL
 * when DATABASE_URL is set, otherwise PGlite on disk), each beside the raw rate of the same
 * database measured in the same run with plain SQL (every figure of ours is a ratio to the raw
 * rate, docs/performance.md). It prints figures and asserts nothing about time.
 *
 * Then whole bookings through the real HTTP API (create-payment-intent, the test gateway's confirm,
 * confirm-booking-payment) at 1 and 10 concurrent clients, with latency percentiles, beside the raw
 * append rate of the same database.
 *
 * Then chat round trips over the real WebSocket at /ws (chat-bench.ts), p50/p95 per question.
 *
 * Env: BENCH_CHAT_QUESTIONS questions per chat figure (default 400); BENCH_EVENTS events per write figure (default 4000); BENCH_BOOKINGS bookings per HTTP figure
 * (default 400); BENCH_LOG_EVENTS events the rebuild replays (default 20,000); BENCH_OUT writes the JSON there instead of as the last line of stdout.
 */
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { DataSource } from 'typeorm';
import { performance } from 'node:perf_hooks';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { SqlProjectionStore } from '../../adapters/persistence/sql-projection-store';
import { allProjections } from '../../adapters/projections/all-projections';
import { TestApp } from '../support/test-app';
import { formatChat, measureChat } from './chat-bench';
import { BenchDatabase, openBenchDatabase } from './bench-database';
import { parallelPlan, roundRobinPlan, singleStreamPlan, WritePlan } from './booking-workload';
import { Measured, median, runInterleaved } from './measure';
import {
  countEvents,
  countRequestEvents,
  fillLog,
  pipelineWriter,
  projectionRunner,
  rebuildAll,
  REBUILD_BATCH_SIZE,
} from './pipeline-workload';
import { HTTP_PACKAGES } from './http-booking';
import { clientsPlan, HTTP_FIRST_DATE, percentile, SlotSequence, startBenchApp } from './http-workload';
import { workerBooker } from './worker-booker';
import { copyToRaw, createRawTable, RAW_TABLE, rawBatchWriter, rawReplay, rawWriter } from './raw-workload';
import { BenchReport, Figure, formatReport, HttpFigure, toJson } from './report';

const PARALLEL_WRITERS = 10;
const STREAMS = 100;
/** Raw and ours alternate in this many slices of each figure. */
const ROUNDS = 20;
/** Full rebuilds timed for figure 4 (the median is the figure). */
const REBUILD_RUNS = 3;
const HTTP_CLIENTS = [1, 10] as const;
/** Bookings each client makes per slice of an HTTP figure: fewer would make every slice a lockstep wave. */
const HTTP_BOOKINGS_PER_SLICE = 4;
const HTTP_WARM_UP = 10;
const MIN_BOOKINGS_PER_CLIENT = 10;

function eventsPerFigure(): number {
  const text = process.env.BENCH_EVENTS ?? '4000';
  const n = Number(text);
  // Fewer than one event per parallel writer would leave writers idle and the figure meaningless.
  if (!Number.isInteger(n) || n < PARALLEL_WRITERS) throw new Error(`BENCH_EVENTS must be an integer >= ${PARALLEL_WRITERS}, got ${text}`);
  return n;
}

/** The rebuild replays at least this many events (BENCH_LOG_EVENTS, default 20,000). */
function logEventsAtRebuild(): number {
  const text = process.env.BENCH_LOG_EVENTS ?? '20000';
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`BENCH_LOG_EVENTS must be a whole number, got ${text}`);
  return n;
}

function bookingsPerFigure(): number {
  const text = process.env.BENCH_BOOKINGS ?? '400';
  const n = Number(text);
  const least = MIN_BOOKINGS_PER_CLIENT * Math.max(...HTTP_CLIENTS);
  // Fewer than a handful per client would measure the ramp-up and ramp-down, not the rate.
  if (!Number.isInteger(n) || n < least) throw new Error(`BENCH_BOOKINGS must be an integer >= ${least}, got ${text}`);
  return n;
}

/** Progress goes to stderr so stdout holds only the report and its JSON line. */
function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

async function main(): Promise<void> {
  const events = eventsPerFigure();
  const bookings = bookingsPerFigure();
  const startedAt = new Date();
  const t0 = performance.now();

  progress(`opening ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite on disk'}...`);
  const bench = await openBenchDatabase();
  const stopOnSignal = () => void bench.cleanup().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const report = await measureAll(bench, events, bookings, startedAt, t0);
    const chat = await measureChat(bench, progress);
    // The chat's figures ride along in the JSON line under `chat`.
    const json = toJson({ ...report, chat } as typeof report);
    process.stdout.write(`${formatReport(report)}\n\n${formatChat(chat)}\n`);
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

async function measureAll(bench: BenchDatabase, events: number, bookings: number, startedAt: Date, t0: number): Promise<BenchReport> {
  const logTarget = logEventsAtRebuild();
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
        'the state of a stream this process wrote last comes from its memory (the append still checks the version), ' +
        `so the stream's length costs nothing; it ends ${events} events long`,
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

  // A rebuild is measured over a log of a realistic size; the raw table gets the same rows.
  progress(`filling the log to ${logTarget} events...`);
  const filler = await fillLog(store, dataSource, logTarget);
  const [copier] = await bench.rawSessions(1);
  await copyToRaw(copier!, filler);
  await copier!.end();

  // Rebuilds and replays alternate, so that both sides see the same machine, and each side is the
  // median of its runs: one rebuild on a shared machine moves by a quarter from run to run.
  progress('4. projection rebuild...');
  const replays = await rawReplay(bench, 2);
  const replayRuns = [...replays.runs];
  const rebuilds: (Measured & { logEvents: number })[] = [];
  for (let i = 0; i < REBUILD_RUNS; i++) {
    rebuilds.push(await rebuildAll(runner, dataSource));
    replayRuns.push(...(await rawReplay(bench, 1)).runs);
  }
  const rebuild = median(rebuilds);
  const rates = (runs: readonly Measured[]) => runs.map((r) => r.perSecond.toFixed(0)).join(', ');
  progress(`4. projection rebuild: ours ${rates(rebuilds)}/s, raw ${rates(replayRuns)}/s`);
  figures.push({
    id: 'projection-rebuild',
    label: '4. full projection rebuild (events/s)',
    ours: rebuild,
    raw: median(replayRuns),
    note:
      `runner.rebuild() of ${allProjections.length} projections (${allProjections.map((p) => p.name).join(', ')}), batches of ${REBUILD_BATCH_SIZE} ` +
      `read once for all of them, set-based writes, ${commitsNote(dataSource)}, commits not waiting for the disk, over ${rebuild.logEvents} events ` +
      `(the figures' events, topped up with whole booking histories), median of ${rebuilds.length} rebuilds; ` +
      `raw is one SELECT of all ${replays.rows} raw rows in log order, median of ${replayRuns.length} (two first, then one after each rebuild)`,
  });

  // Counted before the HTTP figures, which append to the same log.
  const logEvents = await countEvents(dataSource);
  const httpFigures = await measureHttp(bench, bookings);
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
      rawRowsAtReplay: replays.rows,
    },
    figures,
    http: {
      bookingsPerFigure: bookings,
      warmUpBookingsPerFigure: HTTP_WARM_UP,
      packages: `${HTTP_PACKAGES.halfDay} (mornings, afternoons), ${HTTP_PACKAGES.fullDay} (full days)`,
      firstDate: HTTP_FIRST_DATE,
    },
    httpFigures,
    notes: [
      `raw writes: one single-row INSERT per event in its own autocommit transaction into ${RAW_TABLE}, ` +
        'a LIKE copy of the events table (same columns, UNIQUE(stream_id, version) and other indexes), same payloads, no read first',
      "ours: CommandPipeline.execute = the stream's state (from the process's cache of streams it wrote, else one read and a fold) " +
        '+ decide (XState guard) + append as ONE statement (version check and INSERT ... RETURNING), prepared, through node-postgres',
      `writes: raw and ours run the same plan in ${ROUNDS} alternating slices (raw, ours, raw, ...), so a burst of load ` +
        "on the shared machine hits both sides alike; the rates count only each side's own time",
      'ratio = ours/s divided by raw/s; 1.00 would mean our code costs nothing on top of the database',
      'HTTP bookings: the real app (createApp, test payment gateway, real clock) in this process on this database, ' +
        'called over loopback from a worker thread of this process (node:http, kept-alive connections, one per client), so the visitors do not take the server thread; ' +
        'a booking is create-payment-intent (quote, slot hold, booking held) + ' +
        "the gateway's confirm with the success card + confirm-booking-payment (payment report stored, the payments process takes the slot, " +
        'confirms the booking and issues its referral code, and the answer waits for it); each visitor is its own (address, email, phone); ' +
        'the read models follow each answer at once in the background, and each request waits for what they still owe before it reads; ' +
        'the reminders and messages are written by the background process meanwhile; ' +
        'latency is one whole booking, from the first request sent to the last answer read',
      'HTTP raw: per booking, as many single-row INSERTs as the booking appended events (measured during the warm-up), ' +
        'one after the other, by as many raw writers as there are clients, in alternating slices with the bookings; ' +
        'bookings/raw = bookings/s divided by raw appends/s, events/raw = (bookings/s x events/booking) divided by raw appends/s',
    ],
  };
}

/** Each HTTP figure on the app started once on the bench database; the app is closed before the report. */
async function measureHttp(bench: BenchDatabase, bookings: number): Promise<HttpFigure[]> {
  progress('starting the app for the HTTP figures...');
  const app = await startBenchApp(bench);
  try {
    const slots = new SlotSequence();
    const figures: HttpFigure[] = [];
    for (const [i, clients] of HTTP_CLIENTS.entries()) {
      const label = `${5 + i}. bookings through HTTP, ${clients === 1 ? '1 client' : `${clients} concurrent clients`}`;
      progress(`${label}...`);
      const figure = await compareHttp(bench, app, slots, clients, bookings);
      figures.push({ id: `http-bookings-${clients}-client${clients === 1 ? '' : 's'}`, label, ...figure });
      progress(
        `${label}: ${figure.ours.perSecond.toFixed(1)} bookings/s, p50 ${figure.latencyMs.p50.toFixed(1)} ms, ` +
          `p99 ${figure.latencyMs.p99.toFixed(1)} ms; raw ${figure.raw.perSecond.toFixed(0)} appends/s`,
      );
    }
    return figures;
  } finally {
    await app.close();
  }
}

/**
 * Bookings through HTTP and raw appends of as many rows, in alternating slices (see runInterleaved).
 * The warm-up also measures the events one booking appends, which sets the raw side's rows per step.
 */
async function compareHttp(
  bench: BenchDatabase,
  app: TestApp,
  slots: SlotSequence,
  clients: number,
  bookings: number,
): Promise<Omit<HttpFigure, 'id' | 'label'>> {
  const { dataSource } = bench.db;
  const warmUpPlan = clientsPlan(HTTP_WARM_UP, clients);
  const before = await countRequestEvents(dataSource);
  const warmUp = workerBooker(app.url, clients, slots);
  try {
    await runInterleaved(warmUpPlan, [warmUp.write], 1);
  } finally {
    await warmUp.close();
  }
  const appended = (await countRequestEvents(dataSource)) - before;
  // Every booking request appends the same events; anything else means another writer is in the log.
  if (appended < HTTP_WARM_UP || appended % HTTP_WARM_UP !== 0) {
    throw new Error(`${HTTP_WARM_UP} warm-up bookings appended ${appended} events: not a whole number per booking`);
  }
  const rowsPerBooking = appended / HTTP_WARM_UP;
  const rawWarmUp = await rawBatchWriter(bench, warmUpPlan, rowsPerBooking);
  try {
    await runInterleaved(warmUpPlan, [rawWarmUp.write], 1);
  } finally {
    await rawWarmUp.close();
  }

  const plan = clientsPlan(bookings, clients);
  const raw = await rawBatchWriter(bench, plan, rowsPerBooking);
  const http = workerBooker(app.url, clients, slots);
  const rounds = Math.max(1, Math.min(ROUNDS, Math.floor(bookings / clients / HTTP_BOOKINGS_PER_SLICE)));
  try {
    const start = await countRequestEvents(dataSource);
    const [rawRate, ours] = (await runInterleaved(plan, [raw.write, http.write], rounds)) as [Measured, Measured];
    const eventsPerBooking = ((await countRequestEvents(dataSource)) - start) / bookings;
    return {
      clients,
      ours,
      latencyMs: { p50: percentile(http.latenciesMs, 50), p99: percentile(http.latenciesMs, 99), max: Math.max(...http.latenciesMs) },
      eventsPerBooking,
      raw: inRows(rawRate, rowsPerBooking),
      note:
        `${bookings} bookings in ${rounds} slice(s), each client one booking after the other, the visitors in a worker thread; ` +
        (bench.rawSessionsAreSeparate
          ? `raw uses ${clients} separate connection(s), the app TypeORM's pool of 10`
          : 'PGlite is ONE session: the app and raw alike queue on it') +
        (clients > 1 ? '; concurrent bookings of the morning and afternoon of one day may retry on the same slot-day stream' : ''),
    };
  } finally {
    await http.close();
    await raw.close();
  }
}

/** A raw rate counted in steps (bookings) turned into rows: the raw side wrote `rows` per step. */
function inRows(m: Measured, rows: number): Measured {
  return {
    events: m.events * rows,
    seconds: m.seconds,
    perSecond: m.perSecond * rows,
    segments: m.segments.map((s) => ({ upTo: s.upTo * rows, perSecond: s.perSecond * rows })),
  };
}

/** Raw and ours on the same plan, in alternating rounds (see runInterleaved). */
async function compare(
  bench: BenchDatabase,
  store: PostgresEventStore,
  plan: WritePlan,
  rounds: number,
): Promise<{ ours: Measured; raw: Measured }> {
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

/** How the rebuild commits its projections on this database (SqlProjectionStore.commitsAtOnce). */
function commitsNote(dataSource: DataSource): string {
  const most = new SqlProjectionStore(dataSource).commitsAtOnce;
  return most > 1 ? `the projections committed in ${most} transactions at once` : 'all projections of a batch in one commit';
}
