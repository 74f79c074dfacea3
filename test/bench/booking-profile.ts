/**
 * `npm run bench:profile`: where one booking's time goes. Books BENCH_PROFILE_BOOKINGS (default 100)
 * whole bookings through the real HTTP API, one after the other, on the active database, and counts
 * every SQL statement the process sends (node-postgres, so the event store, TypeORM and the read
 * models alike) with its time: per booking, the wall time, the statements, the time inside them,
 * and the statements that cost the most in all. A tool for finding the work, not a figure: the
 * figures are `npm run bench`'s.
 */
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { benchClient } from './bench-client';
import { openBenchDatabase } from './bench-database';
import { clientsPlan, httpBooker, SlotSequence, startBenchApp } from './http-workload';
import { runInterleaved } from './measure';

interface Tally {
  count: number;
  ms: number;
}

const statements = new Map<string, Tally>();
let recording = false;
/** Statements and calls of the traced booking, as they started and ended (BENCH_PROFILE_TRACE). */
const trace: { start: number; end: number; what: string }[] = [];
let tracing = false;

/** Wraps Client.query: the time from sending a statement to its answer, by statement text. */
function countStatements(): void {
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    if (!recording && !tracing) return original.apply(this, args);
    const start = performance.now();
    const key = statementKey(text, args[1] ?? (first as { values?: unknown[] } | undefined)?.values) + callersOf();
    const done = () => {
      if (tracing) trace.push({ start, end: performance.now(), what: key.slice(0, 90) });
      const t = statements.get(key) ?? { count: 0, ms: 0 };
      t.count++;
      t.ms += performance.now() - start;
      statements.set(key, t);
    };
    // The pool passes a callback; TypeORM and others take the promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...answer: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...answer);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

/**
 * A statement's text for the tallies: column lists left out (a stream's read and the log's read
 * differ only after them), and an append named by the category of the stream it writes.
 */
function statementKey(text: string, params: unknown): string {
  const flat = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^SELECT (?!.*\bFROM\b.*\bFROM\b).*? FROM /, 'SELECT … FROM ');
  const stream = Array.isArray(params) && typeof params[0] === 'string' ? params[0] : undefined;
  if (stream?.startsWith('[') && flat.includes('INSERT INTO events')) return `start streams (${flat.slice(0, 60)})`;
  if (stream && flat.includes('INSERT INTO events')) return `append to ${stream.split('-')[0]} (${flat.slice(0, 60)})`;
  return flat.slice(0, 140);
}

/** With BENCH_PROFILE_CALLERS: the application functions that sent a statement (async frames included). */
function callersOf(): string {
  if (!process.env.BENCH_PROFILE_CALLERS) return '';
  const frames = (new Error().stack ?? '')
    .split('\n')
    .filter((line) => /dist\/application\//.test(line))
    .map((line) => /at (?:async )?([^ ]+)/.exec(line)?.[1] ?? '?')
    .slice(0, 3);
  return `  <- ${frames.join(' < ')}`;
}

async function main(): Promise<void> {
  const bookings = Number(process.env.BENCH_PROFILE_BOOKINGS ?? '100');
  // BENCH_PROFILE_CLIENTS concurrent clients (default 1): where the time goes once the server is saturated.
  const clients = Number(process.env.BENCH_PROFILE_CLIENTS ?? '1');
  countStatements();
  const bench = await openBenchDatabase();
  try {
    const app = await startBenchApp(bench);
    const plain = benchClient(app.url, clients);
    // Each call's time, by its path (ids left out).
    const calls = new Map<string, Tally>();
    const client = {
      ...plain,
      request: async (...args: Parameters<typeof plain.request>) => {
        const start = performance.now();
        const res = await plain.request(...args);
        if (tracing) trace.push({ start, end: performance.now(), what: `HTTP ${args[0]} ${args[1]}` });
        if (recording) {
          const key = `${args[0]} ${args[1].replace(/pi_[A-Za-z0-9_]+/g, '{id}')}`;
          const t = calls.get(key) ?? { count: 0, ms: 0 };
          t.count++;
          t.ms += performance.now() - start;
          calls.set(key, t);
        }
        return res;
      },
    };
    try {
      const slots = new SlotSequence();
      await runInterleaved(clientsPlan(10, 1), [httpBooker(client, slots).write], 1);
      const booker = httpBooker(client, slots);
      recording = true;
      const start = performance.now();
      await runInterleaved(clientsPlan(bookings, clients), [booker.write], 1);
      const wall = performance.now() - start;
      recording = false;
      if (process.env.BENCH_PROFILE_TRACE) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        tracing = true;
        const t0 = performance.now();
        await runInterleaved(clientsPlan(Number(process.env.BENCH_PROFILE_TRACE), 1), [booker.write], 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        tracing = false;
        for (const e of trace.sort((a, b) => a.start - b.start))
          process.stdout.write(`${(e.start - t0).toFixed(1).padStart(7)} ${(e.end - e.start).toFixed(1).padStart(6)}  ${e.what}\n`);
      }
      // Background work that began during the run ends before the report reads the tallies.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const all = [...statements.values()].reduce((sum, t) => ({ count: sum.count + t.count, ms: sum.ms + t.ms }), { count: 0, ms: 0 });
      const lines = [
        `database  ${bench.where}`,
        `bookings  ${bookings}, ${clients === 1 ? 'one after the other' : `${clients} clients at once`}`,
        `per booking: ${(wall / bookings).toFixed(1)} ms wall, ${(all.count / bookings).toFixed(1)} statements, ` +
          `${(all.ms / bookings).toFixed(1)} ms inside them (overlapping statements count each)`,
        '',
        'calls (ms per booking):',
        ...[...calls.entries()].map(([call, t]) => `${(t.ms / bookings).toFixed(2).padStart(7)}  ${call}`),
        '',
        'statements by total time (count per booking, ms per booking, text):',
        ...[...statements.entries()]
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, process.env.BENCH_PROFILE_CALLERS ? 80 : 40)
          .map(([text, t]) => `${(t.count / bookings).toFixed(2).padStart(7)} ${(t.ms / bookings).toFixed(2).padStart(7)}  ${text}`),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      plain.close();
      await app.close();
    }
  } finally {
    await bench.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
