/**
 * `npm run bench`: run-benchmarks.ts on each database in turn, each in a process of its own (no
 * plans, caches or JIT carried from one to the other): PGlite on disk always, PostgreSQL as well when
 * DATABASE_URL is set. Each prints its full report as it goes; at the end one table sets the ratios
 * of both beside the floors the booking path is held to (docs/performance.md). It asserts nothing:
 * a figure under its floor is reported, not failed.
 *
 * Env: BENCH_ONLY=pglite|postgres runs one database; BENCH_OUT writes both reports there as one JSON
 * object keyed by database. Every other BENCH_* variable goes to each run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOORS, floorTable, RatioReport } from './floors';

type Kind = 'pglite' | 'postgres';

function databases(): Kind[] {
  const only = process.env.BENCH_ONLY;
  if (only && only !== 'pglite' && only !== 'postgres') throw new Error(`BENCH_ONLY must be pglite or postgres, got ${only}`);
  if (only === 'postgres' && !process.env.DATABASE_URL) throw new Error('BENCH_ONLY=postgres needs DATABASE_URL');
  const all: Kind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  return only ? all.filter((kind) => kind === only) : all;
}

function main(): void {
  const kinds = databases();
  if (!process.env.DATABASE_URL) process.stderr.write('[bench] DATABASE_URL is not set: PGlite only (set it to measure PostgreSQL too)\n');
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const reports: Partial<Record<Kind, RatioReport>> = {};
  try {
    for (const kind of kinds) {
      const out = join(dir, `${kind}.json`);
      const env: NodeJS.ProcessEnv = { ...process.env, BENCH_OUT: out };
      if (kind === 'pglite') delete env.DATABASE_URL;
      settle();
      process.stdout.write(`\n=== ${kind === 'pglite' ? 'PGlite (embedded, on disk)' : 'PostgreSQL (DATABASE_URL)'} ===\n`);
      const run = spawnSync(process.execPath, [join(__dirname, 'run-benchmarks.js')], { env, stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`The ${kind} benchmark ended with ${run.signal ?? `exit code ${run.status}`}`);
      reports[kind] = JSON.parse(readFileSync(out, 'utf8')) as RatioReport;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`\n${floorTable(FLOORS, reports)}\n`);
  if (process.env.BENCH_OUT) {
    writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(reports)}\n`);
    process.stdout.write(`\nJSON of both written to ${process.env.BENCH_OUT}\n`);
  }
}

/**
 * Each database is measured on a settled machine: what the run before it (the other database, a
 * build) left for the kernel to write reaches the disk first, and a few quiet seconds follow, so
 * that its writeback does not land on this run's commits and fsyncs.
 */
function settle(): void {
  spawnSync('sync', { stdio: 'ignore' });
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SETTLE_MS);
}

const SETTLE_MS = 3_000;

main();
