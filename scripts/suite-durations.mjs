#!/usr/bin/env node
// Records how long each test file took, from Jest's JSON results, in test/support/suite-durations.json:
// test/support/suite-bundles.cjs balances a tier's bundles by these figures. Run it after a full
// run of a tier when files were added or have grown (npm test writes the JSON with TEST_RESULTS_DIR):
//
//   node scripts/suite-durations.mjs <results.json>...
// A file run on its own counts its whole time; a file inside a bundle, its tests' time and the
// bundle's average time per file outside tests (its app starts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(import.meta.dirname, '..', 'test', 'support', 'suite-durations.json');
const known = JSON.parse(readFileSync(file, 'utf8'));
const cwd = `${process.cwd()}/`;
for (const path of process.argv.slice(2)) {
  for (const suite of JSON.parse(readFileSync(path, 'utf8')).testResults ?? []) {
    const whole = (suite.endTime - suite.startTime) / 1000;
    if (!suite.name.includes('/.test-bundles/')) {
      known[suite.name.replace(cwd, '')] = Math.round(whole);
      continue;
    }
    const tests = new Map();
    for (const result of suite.assertionResults ?? []) {
      const name = result.ancestorTitles?.[0];
      if (name) tests.set(name, (tests.get(name) ?? 0) + (result.duration ?? 0) / 1000);
    }
    const outside = (whole - [...tests.values()].reduce((a, b) => a + b, 0)) / Math.max(1, tests.size);
    for (const [name, seconds] of tests) known[name] = Math.round(seconds + outside);
  }
}
const sorted = Object.fromEntries(Object.entries(known).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files in ${file}`);
