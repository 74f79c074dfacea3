/**
 * `npm run bench:rebuild-profile`: one full projection rebuild on the active database, over a log
 * filled to BENCH_LOG_EVENTS (default 20,000) booking events, timed by phase: reading the log, each
 * projection's own work, and the statements that write. A tool for finding the work, not a figure:
 * the figures are `npm run bench`'s (its rebuild line).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { openBenchDatabase } from './bench-database';
import { fillLog, projectionRunner, rebuildAll } from './pipeline-workload';

/** Time inside statements, by the statement's first words, while `recording`. */
const statements = new Map<string, { count: number; ms: number; rows: number }>();
let recording = false;

function countStatements(): void {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (!recording) return original.apply(this, args);
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').trim().slice(0, 100);
    const start = performance.now();
    const done = (result?: { rowCount?: number | null }) => {
      const t = statements.get(text) ?? { count: 0, ms: 0, rows: 0 };
      t.count++;
      t.ms += performance.now() - start;
      t.rows += result?.rowCount ?? 0;
      statements.set(text, t);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: { rowCount?: number | null }) => {
        done(result);
        return (callback as (...a: unknown[]) => unknown)(error, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, () => done());
    return result;
  };
}

async function main(): Promise<void> {
  countStatements();
  const target = Number(process.env.BENCH_LOG_EVENTS ?? '20000');
  const bench = await openBenchDatabase();
  try {
    const { dataSource, kind } = bench.db;
    const store = new PostgresEventStore(dataSource, kind);
    await fillLog(store, dataSource, target);
    const runner = projectionRunner(store, dataSource);
    // The first rebuild warms the plans and the JIT; the second is the one timed.
    await rebuildAll(runner, dataSource);
    const profiler = await startCpuProfile();
    const t0 = performance.now();
    recording = true;
    const measured = await rebuildAll(runner, dataSource);
    recording = false;
    await profiler?.stop();
    process.stdout.write(
      `${kind}: ${measured.logEvents} events rebuilt in ${(performance.now() - t0).toFixed(0)} ms (${measured.perSecond.toFixed(0)}/s)\n` +
        'statements (count, ms in all, rows, text):\n' +
        [...statements.entries()]
          .sort((a, b) => b[1].ms - a[1].ms)
          .map(([text, t]) => `${String(t.count).padStart(5)} ${t.ms.toFixed(1).padStart(8)} ${String(t.rows).padStart(7)}  ${text}`)
          .join('\n') +
        '\n',
    );
  } finally {
    await bench.cleanup();
  }
}

/**
 * With BENCH_PROFILE_CPU=<file>: a V8 CPU profile of the timed rebuild alone, written there (open it
 * in Chrome's DevTools; on PGlite the database's own work shows as wasm functions).
 */
async function startCpuProfile(): Promise<{ stop: () => Promise<void> } | undefined> {
  const file = process.env.BENCH_PROFILE_CPU;
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
