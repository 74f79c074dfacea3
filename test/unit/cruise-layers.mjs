// Runs dependency-cruiser's API with the project's rules over the tree given as the first argument
// and prints the violations as JSON. A separate Node process: dependency-cruiser is ES modules
// only, which Jest's CommonJS module system cannot load (see layer-rules.test.ts).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const baseDir = resolve(process.argv[2]);
const { output } = await cruise(['domain', 'application', 'adapters', 'web', 'admin-web', 'browser-kit'], {
  ...config.options,
  baseDir,
  ruleSet: { forbidden: config.forbidden },
  validate: true,
});
const result = typeof output === 'string' ? JSON.parse(output) : output;
const violations = result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
process.stdout.write(JSON.stringify({ rules: config.forbidden.map((rule) => rule.name), violations }));
