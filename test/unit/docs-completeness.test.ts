import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allProcessManagers } from '../../adapters/projections/all-process-managers';
import { allProjections } from '../../adapters/projections/all-projections';
import { inertProcessManagerPorts } from '../support/inert-process-manager-ports';

const ROOT = join(__dirname, '..', '..');
const PROJECTIONS_PAGE = 'docs/architecture/projections.md';
const PROCESS_MANAGERS_PAGE = 'docs/architecture/process-managers.md';

/** The managers' names, on ports nothing is asked of. */
function processManagerNames(): string[] {
  return allProcessManagers(inertProcessManagerPorts()).map((manager) => manager.name);
}

function page(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** Every `name` written in backticks anywhere on the page. */
function backtickNames(text: string): Set<string> {
  return new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim()));
}

/** The backtick name opening each table row's first cell (`| \`name\` | ...`), header and rule rows aside. */
function tables(text: string): string[][] {
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim().startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) found.push((current = []));
    const first = /^\s*\|\s*`([^`]+)`/.exec(line);
    if (first) current.push(first[1]!.trim());
  }
  return found;
}

/**
 * Names in the first column of a table that lists the code's names (at least one of them is
 * there) that the code no longer has: a page describing something removed or renamed.
 */
function staleNames(text: string, inCode: readonly string[]): string[] {
  const known = new Set(inCode);
  return tables(text)
    .filter((rows) => rows.some((name) => known.has(name)))
    .flatMap((rows) => rows.filter((name) => !known.has(name)));
}

describe.each([
  { kind: 'projection', path: PROJECTIONS_PAGE, names: () => allProjections.map((p) => p.name) },
  { kind: 'process manager', path: PROCESS_MANAGERS_PAGE, names: processManagerNames },
])('the docs name every $kind of the code', ({ path, names }) => {
  test(`every one is written in backticks in ${path}`, () => {
    const inCode = names();
    expect(inCode.length).toBeGreaterThan(0);
    const written = backtickNames(page(path));
    expect(inCode.filter((name) => !written.has(name))).toEqual([]);
  });

  test(`the table in ${path} lists none the code no longer has`, () => {
    expect(staleNames(page(path), names())).toEqual([]);
  });
});
