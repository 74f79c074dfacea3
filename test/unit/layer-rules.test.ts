import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/*
 * The layer rules of .dependency-cruiser.cjs, run through dependency-cruiser's API over a fake tree
 * (test/fixtures/boundaries): each of its wrong-* files makes one import that one rule refuses,
 * and every other file imports only what the rules allow. `npm run lint:deps` leaves that tree out.
 */

const ROOT = join(__dirname, '../..');
const FIXTURES = join(ROOT, 'test/fixtures/boundaries');

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** Which rule refuses which file's import, and of what (a package by its name). */
const WRONG: readonly (readonly [rule: string, from: string, to: string])[] = [
  ['domain-imports-only-xstate', 'domain/wrong-framework.ts', '@nestjs/common'],
  ['domain-imports-only-xstate', 'domain/wrong-builtin.ts', 'fs'],
  ['domain-not-to-outer-layers', 'domain/wrong-layer.ts', 'adapters/sql-store.ts'],
  ['application-not-to-outer-layers', 'application/wrong-adapter.ts', 'adapters/sql-store.ts'],
  ['application-no-framework', 'application/wrong-framework.ts', '@nestjs/common'],
  ['browser-not-to-server', 'web/src/wrong-server.ts', 'adapters/sql-store.ts'],
  ['web-not-to-admin-web', 'web/src/wrong-admin.ts', 'admin-web/src/panel.ts'],
  ['admin-web-not-to-web', 'admin-web/src/wrong-web.ts', 'web/src/page.ts'],
  ['browser-kit-not-to-apps', 'browser-kit/src/wrong-app.ts', 'web/src/page.ts'],
  ['bookings-not-to-checkout-or-manage', 'adapters/bookings/wrong-checkout.ts', 'adapters/checkout/checkout.module.ts'],
  ['schema-without-nest', 'adapters/trips/wrong-nest.core.ts', '@nestjs/common'],
];

/** A path into node_modules (wherever it is) as the package's name. */
const named = (to: string) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(to)?.[1] ?? to;

let rules: string[];
let violations: Violation[];

beforeAll(() => {
  // The project's Node, in the repository root where the config's paths start.
  const output = execFileSync(process.execPath, [join(__dirname, 'cruise-layers.mjs'), FIXTURES], { cwd: ROOT, encoding: 'utf8' });
  ({ rules, violations } = JSON.parse(output) as { rules: string[]; violations: Violation[] });
  violations = violations.map((v) => ({ ...v, to: named(v.to) }));
}, 60_000);

describe('the layer rules (npm run lint:deps)', () => {
  test.each(WRONG)('%s refuses %s importing %s, and nothing else of that file', (rule, from, to) => {
    expect(violations.filter((v) => v.from === from)).toEqual([{ rule, from, to }]);
  });

  test('every rule of the config is shown refusing an import', () => {
    expect(new Set(WRONG.map(([rule]) => rule))).toEqual(new Set(rules));
  });

  test('the allowed imports pass: the wrong-* files are the only ones refused', () => {
    expect(violations.filter((v) => !/\/wrong-[^/]+$/.test(v.from))).toEqual([]);
    expect(violations).toHaveLength(WRONG.length);
  });
});
