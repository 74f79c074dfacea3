#!/usr/bin/env node
// `npm test`: the checks and every test tier, printing the wall time of every step and the total,
// so that the next change starts from figures.
//
//   node scripts/test-tiers.mjs                 everything, as the README's `npm test`
//   node scripts/test-tiers.mjs api e2e         only those steps ("checks" or a tier name)
//
// The steps are laid out for a small machine (two cores), by what each does with the CPU:
//   1. build:web, which the api tier (server-rendered pages) and the browser tier need.
//   2. Three lanes at once:
//      - the system tier, at normal priority: its suites start server processes and PostgreSQL
//        clusters and wait on lease ticks and restarts, using a quarter of the CPU, and their
//        timings (two servers started together, floods, leases after kill -9) want it when they ask;
//      - unit, contract and api in turn, one step lower (nice 5): they fill what the system tier
//        leaves, and a busy second shows in their time, not in the system tier's;
//      - typecheck and lint side by side at the lowest priority (nice 19): they have no clock,
//        and take what nothing else wants.
//   3. The browser tier, once the test lanes are done: Chromium and the apps keep both cores busy.
// Every step runs even when an earlier one failed, and the exit status is non-zero if any failed.
// The output of a step that runs beside another is printed whole when it ends.
// With TEST_RESULTS_DIR set, each tier also writes Jest's JSON results to <dir>/<tier>.json and
// every time line goes to <dir>/times.txt as well (.ci/run repeats them in its summary); with
// TEST_SKIP set (a path pattern), the suites it matches are left out (.ci/run runs those against
// the started app instead).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

const CHECKS = ['typecheck', 'lint'];
const TIERS = ['unit', 'contract', 'api', 'e2e', 'system'];

const asked = process.argv.slice(2);
const unknown = asked.filter((step) => step !== 'checks' && !TIERS.includes(step));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: name "checks" or a tier (${TIERS.join(', ')})`);
  process.exit(2);
}
const wanted = (step) => asked.length === 0 || asked.includes(step);

/**
 * Runs `npm run <script> [-- args]` at that niceness (0 is the default priority, 19 the lowest);
 * with `buffered`, its output is printed whole once it ends.
 */
function run(script, args, { buffered = false, nice = 0 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const npm = ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
    const [command, ...rest] = nice > 0 ? ['nice', '-n', String(nice), ...npm] : npm;
    const child = spawn(command, rest, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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

async function check(script, options) {
  const result = await run(script, [], options);
  report(`--- check ${script}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
  if (!result.ok) failed.push(script);
}

async function tier(name, options) {
  if (!wanted(name)) return;
  console.log(`--- tier ${name}${options.buffered ? ' (beside other steps: its output follows when it ends)' : ''}`);
  const dir = process.env.TEST_RESULTS_DIR;
  const skip = process.env.TEST_SKIP;
  const args = [
    ...(dir ? ['--json', `--outputFile=${join(dir, `${name}.json`)}`] : []),
    ...(skip ? ['--testPathIgnorePatterns', '/node_modules/', skip] : []),
  ];
  const result = await run(`test:${name}`, args, options);
  report(`--- tier ${name}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
  if (!result.ok) failed.push(`test:${name}`);
}

if (wanted('checks') || wanted('api') || wanted('e2e')) await check('build:web', {});
const checks = wanted('checks') ? Promise.all(CHECKS.map((script) => check(script, { buffered: true, nice: 19 }))) : undefined;
const testsBeside = ['unit', 'contract', 'api'].some(wanted) && wanted('system');
await Promise.all([
  tier('system', { buffered: testsBeside }),
  (async () => {
    for (const name of ['unit', 'contract', 'api']) await tier(name, { nice: testsBeside ? 5 : 0 });
  })(),
]);
await tier('e2e', {});
if (checks) {
  const waitedFrom = Date.now();
  await checks;
  report(`--- waited for the checks after the tiers: ${Math.round((Date.now() - waitedFrom) / 1000)} s`);
}
report(`--- tests total: ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
