#!/usr/bin/env node
// `npm test`: the checks (typecheck, lint, build:web) side by side, then the test tiers, printing
// the wall time of every step and the total, so that the next change starts from figures.
//
//   node scripts/test-tiers.mjs                 everything, as the README's `npm test`
//   node scripts/test-tiers.mjs api e2e         only those steps ("checks" or a tier name)
//
// The checks run together: each is one mostly single-threaded process, and three of them keep both
// cores of a small CI machine busy. Unit, contract, api and e2e then run in one Jest pool (each
// tier's span and suite seconds are printed from its results), and the system tier alone after
// them: it starts server processes and PostgreSQL clusters of its own and must not share the
// machine with another tier. A single tier named alone runs with its own worker count (the
// test:<tier> scripts in package.json). Every step runs even when an earlier one failed, and the
// exit status is non-zero if any failed.
// With TEST_RESULTS_DIR set, the pooled run writes Jest's JSON results to <dir>/tiers.json, a tier
// run alone to <dir>/<tier>.json, and
// every time line goes to <dir>/times.txt as well (.ci/run repeats them in its summary); with
// TEST_SKIP set (a path pattern), the suites it matches are left out (.ci/run runs those against
// the started app instead).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKS = ['typecheck', 'lint', 'build:web'];
const TIERS = ['unit', 'contract', 'api', 'e2e', 'system'];
const POOLED = ['unit', 'contract', 'api', 'e2e'];
// Three workers on two cores: the suites wait on databases, browsers, sockets and timers as much as
// they compute.
const POOL_WORKERS = 3;

const asked = process.argv.slice(2);
const unknown = asked.filter((step) => step !== 'checks' && !TIERS.includes(step));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: name "checks" or a tier (${TIERS.join(', ')})`);
  process.exit(2);
}
const wanted = (step) => asked.length === 0 || asked.includes(step);

/** Runs a command; with `buffered`, its output is printed whole once it ends. */
function run(command, args, buffered = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered && output.length) process.stdout.write(Buffer.concat(output));
      resolve({ ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

/** A time line: printed, and kept in TEST_RESULTS_DIR/times.txt when that is set. */
function report(line) {
  console.log(line);
  if (process.env.TEST_RESULTS_DIR) appendFileSync(join(process.env.TEST_RESULTS_DIR, 'times.txt'), `${line}\n`);
}

const started = Date.now();
const failed = [];
if (wanted('checks')) {
  console.log(`--- checks: ${CHECKS.join(', ')} side by side`);
  const results = await Promise.all(
    CHECKS.map(async (script) => {
      const result = await run('npm', ['run', '--silent', script], true);
      report(`--- check ${script}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
      return { script, ...result };
    }),
  );
  failed.push(...results.filter((r) => !r.ok).map((r) => r.script));
}
const dir = process.env.TEST_RESULTS_DIR;
const skip = process.env.TEST_SKIP;
const skipArgs = skip ? ['--testPathIgnorePatterns', '/node_modules/', skip] : [];
// The tiers that share the machine well run in one Jest pool: its workers take the next suite of any
// tier, so no tier's slowest suite leaves a core idle while the next tier waits (run one after
// another, the same suites took about 8 minutes longer on a 2-core machine). The system tier runs
// alone afterwards.
const pooled = POOLED.filter(wanted);
if (pooled.length > 1) {
  console.log(`--- tiers ${pooled.join(', ')} in one pool`);
  const file = join(dir ?? mkdtempSync(join(tmpdir(), 'test-tiers-')), 'tiers.json');
  const jest = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'jest', 'bin', 'jest.js');
  const args = ['--selectProjects', ...pooled, `--maxWorkers=${POOL_WORKERS}`, '--json', `--outputFile=${file}`, ...skipArgs];
  const result = await run(process.execPath, [jest, ...args]);
  for (const line of tierTimes(file, pooled)) report(line);
  report(`--- tiers ${pooled.join(', ')}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
  if (!result.ok) failed.push(...pooled.map((tier) => `test:${tier}`));
}
for (const tier of TIERS.filter((t) => wanted(t) && !(pooled.length > 1 && pooled.includes(t)))) {
  console.log(`--- tier ${tier}`);
  const args = [...(dir ? ['--json', `--outputFile=${join(dir, `${tier}.json`)}`] : []), ...skipArgs];
  const result = await run('npm', ['run', '--silent', `test:${tier}`, ...(args.length ? ['--', ...args] : [])]);
  report(`--- tier ${tier}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
  if (!result.ok) failed.push(`test:${tier}`);
}

/**
 * Each tier's share of a pooled run, from Jest's results: the span from its first suite's start to
 * its last suite's end (the spans overlap), and the seconds its suites took in all (over the workers).
 */
function tierTimes(file, tiers) {
  let suites = [];
  try {
    suites = JSON.parse(readFileSync(file, 'utf8')).testResults ?? [];
  } catch {
    return ['--- no results from the pooled run'];
  }
  return tiers.map((tier) => {
    const own = suites.filter((s) => tierOf(s.name) === tier);
    if (own.length === 0) return `--- tier ${tier}: no suites`;
    const first = Math.min(...own.map((s) => s.startTime));
    const last = Math.max(...own.map((s) => s.endTime));
    const busy = own.reduce((sum, s) => sum + (s.endTime - s.startTime), 0);
    return `--- tier ${tier}: ${Math.round((last - first) / 1000)} s from its first suite to its last, ${Math.round(busy / 1000)} s of suites (${own.length})`;
  });
}

function tierOf(path) {
  return /[/\\]test[/\\](api|contract|system|e2e)[/\\]/.exec(path)?.[1] ?? 'unit';
}

report(`--- tests total: ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
