#!/usr/bin/env node
// .ci/run's closing summary from Jest's JSON results (one file per tier, and the browser suites'
// run against the started app): seconds by tier, the slowest test files, every failure, and the
// counts. A run that wrote no results counts as one failure.
//
//   node scripts/ci-summary.mjs <results.json>...
import { readFileSync } from 'node:fs';

const cwd = `${process.cwd()}/`;
const runs = process.argv.slice(2).map((file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { numPassedTests: 0, numFailedTests: 1, testResults: [] };
  }
});
const suites = runs.flatMap((run) => run.testResults ?? []);
const seconds = (suite) => ((suite.endTime ?? 0) - (suite.startTime ?? 0)) / 1000;
const shortName = (path) => path.replace(cwd, '');

const tiers = {};
for (const suite of suites) {
  const tier = /(?:\/test\/|\.test-bundles\/)(api|contract|system|e2e)\//.exec(suite.name)?.[1] ?? 'unit';
  tiers[tier] = (tiers[tier] ?? 0) + seconds(suite);
}
console.log(
  `suite seconds by tier: ${Object.entries(tiers)
    .map(([tier, s]) => `${tier} ${s.toFixed(0)}`)
    .join(', ')}`,
);

// A bundle (test/support/suite-bundles.cjs) runs several files, each in a describe named after it:
// its files are listed by the time their tests took (their app starts in beforeAll are not counted).
const files = [];
for (const suite of suites) {
  if (!suite.name.includes('/.test-bundles/')) {
    files.push({ name: shortName(suite.name), seconds: seconds(suite), note: '' });
    continue;
  }
  const byFile = new Map();
  for (const result of suite.assertionResults ?? []) {
    const file = result.ancestorTitles?.[0] ?? shortName(suite.name);
    byFile.set(file, (byFile.get(file) ?? 0) + (result.duration ?? 0) / 1000);
  }
  for (const [name, s] of byFile) files.push({ name, seconds: s, note: ' (tests only)' });
}
console.log('slowest test files:');
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  console.log(`  ${file.seconds.toFixed(1)} s  ${file.name}${file.note}`);
}

const failed = suites.flatMap((suite) =>
  (suite.assertionResults ?? []).filter((a) => a.status === 'failed').map((a) => `${shortName(suite.name)}: ${a.fullName}`),
);
const broken = suites
  .filter((suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((a) => a.status === 'failed'))
  .map(
    (suite) =>
      `${shortName(suite.name)}: ${
        String(suite.message)
          .split('\n')
          .find((line) => line.trim()) ?? 'failed to run'
      }`,
  );
for (const failure of [...failed, ...broken]) console.log(`FAILED ${failure}`);
const passed = runs.reduce((n, run) => n + run.numPassedTests, 0);
const failures = runs.reduce((n, run) => n + run.numFailedTests + (run.numRuntimeErrorTestSuites ?? 0), 0);
console.log(`${passed} passed, ${failures} failed`);
