import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './http-workload';

/**
 * `npm run bench:http`: the public reads under load (docs/development.md), as a visitor's browser
 * and a CDN make them. The built server is started as its own process on the embedded default
 * (PGlite in a fresh data directory, seeded as on a first start; DATABASE_URL is passed on when
 * set), and this process keeps 64 connections busy on one address after the other, each for a fixed
 * time after a warm-up. It prints requests per second, p50 and p99, errors and timeouts, and each
 * address's ratio to /api/health, the cheapest answer the server gives, against the issue's
 * targets.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
/** A request not answered within this counts as a timeout (wrk's default is 2 s). */
const TIMEOUT_MS = 2_000;

interface Target {
  readonly path: string;
  /** The least ratio to /api/health the issue asks for; undefined for health itself. */
  readonly minRatio?: number;
}

const today = new Date().toISOString().slice(0, 10);
const TARGETS: readonly Target[] = [
  { path: '/api/health' },
  { path: '/api/packages', minRatio: 0.8 },
  { path: `/api/availability?from=${today}&days=35`, minRatio: 0.8 },
  { path: '/', minRatio: 0.5 },
];

interface Result {
  readonly path: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly timeouts: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(__dirname, '../../adapters/main.js')], {
    // As a fresh clone runs: default logging (one access line per request, to a stdout nobody reads).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const status = await get(new Agent(), port, '/api/health', 1_000).catch(() => 0);
    if (status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not answer /api/health within 60 s');
}

/** One GET, read to the end: its status, or 0 when it timed out. */
function get(agent: Agent, port: number, path: string, timeoutMs = TIMEOUT_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => {
      req.destroy();
      resolve(0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `CONNECTIONS` loops, each one request after the other on its own kept-alive connection, for `seconds`. */
async function load(port: number, path: string, seconds: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      const status = await get(agent, port, path).catch(() => -1);
      if (status === 0) timeouts++;
      else if (status !== 200) errors++;
      else latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { path, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, timeouts };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const results: Result[] = [];
  try {
    for (const target of TARGETS) {
      await load(port, target.path, WARM_UP_SECONDS);
      results.push(await load(port, target.path, SECONDS));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const health = results[0]!.perSecond;
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded default)';
  console.log(`Public reads, ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up, on ${database}`);
  console.log('path                                     req/s    p50 ms   p99 ms  errors timeouts  ratio  target');
  let met = true;
  for (const [i, r] of results.entries()) {
    const target = TARGETS[i]!;
    const ratio = r.perSecond / health;
    const ok = (target.minRatio === undefined || ratio >= target.minRatio) && r.timeouts === 0 && r.errors === 0;
    met &&= ok;
    const goal = target.minRatio === undefined ? 'no timeouts' : `>= ${target.minRatio}`;
    console.log(
      `${r.path.slice(0, 38).padEnd(38)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ` +
        `${String(r.errors).padStart(7)} ${String(r.timeouts).padStart(8)} ${ratio.toFixed(2).padStart(6)}  ${goal}${ok ? '' : '  (not met)'}`,
    );
  }
  console.log(met ? 'Every target met.' : 'Some targets are not met (docs/development.md).');
  process.exitCode = met ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
