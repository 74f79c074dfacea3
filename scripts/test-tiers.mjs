#!/usr/bin/env node
// `npm test`: the checks (typecheck, lint, build:web) side by side, then each test tier in turn,
// printing the wall time of every step and the total, so that the next change starts from figures.
//
//   node scripts/test-tiers.mjs                 everything, as the README's `npm test`
//   node scripts/test-tiers.mjs api e2e         only those steps ("checks" or a tier name)
//
// The checks run together: each is one mostly single-threaded process, and three of them keep both
// cores of a small CI machine busy. The tiers run one after another, each with its own worker count
// (the test:<tier> scripts in package.json; the api tier runs its files in bundles,
// test/support/suite-bundles.cjs): the system tier starts server processes and PostgreSQL
// clusters of its own and must not share the machine with another tier. Every step runs even when
// an earlier one failed, and the exit status is non-zero if any failed.
// With TEST_RESULTS_DIR set, each tier also writes Jest's JSON results to <dir>/<tier>.json and
// every time line goes to <dir>/times.txt as well (.ci/run repeats them in its summary); with
// TEST_SKIP set (a path pattern), the suites it matches are left out (.ci/run runs those against
// the started app instead).
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';

const CHECKS = ['typecheck', 'lint', 'build:web'];
const TIERS = ['unit', 'contract', 'api', 'e2e', 'system'];

const asked = process.argv.slice(2);
const unknown = asked.filter((step) => step !== 'checks' && !TIERS.includes(step));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: name "checks" or a tier (${TIERS.join(', ')})`);
  process.exit(2);
}
const wanted = (step) => asked.length === 0 || asked.includes(step);

/** Runs `npm run <script> [-- args]`; with `buffered`, its output is printed whole once it ends. */
function run(script, args, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
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
      const result = await run(script, [], true);
      report(`--- check ${script}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
      return { script, ...result };
    }),
  );
  failed.push(...results.filter((r) => !r.ok).map((r) => r.script));
}
for (const tier of TIERS.filter(wanted)) {
  console.log(`--- tier ${tier}`);
  const dir = process.env.TEST_RESULTS_DIR;
  const skip = process.env.TEST_SKIP;
  const args = [
    ...(dir ? ['--json', `--outputFile=${join(dir, `${tier}.json`)}`] : []),
    ...(skip ? ['--testPathIgnorePatterns', '/node_modules/', skip] : []),
  ];
  const result = await run(`test:${tier}`, args, false);
  report(`--- tier ${tier}: ${result.seconds} s${result.ok ? '' : ' FAILED'}`);
  if (!result.ok) failed.push(`test:${tier}`);
}
report(`--- tests total: ${Math.round((Date.now() - started) / 1000)} s${failed.length ? `, failed: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
