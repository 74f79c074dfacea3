import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from '@jest/globals';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

test('a second opener of the same embedded database is refused until the first lets go', () => {
  const dir = freshDir();
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(/is in use by process \d+ \(is the site running\?\)/);
  release();
  lockDataDir(dir)();
});

test('a lock left by a process that has ended is taken over', () => {
  const dir = freshDir();
  writeFileSync(join(dir, 'owner.pid'), '2147483646'); // no such process
  const release = lockDataDir(dir);
  expect(readFileSync(join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
  release();
});

test("a lock naming this process's own pid, left by an earlier process with that pid (a container's PID 1), is taken over", () => {
  const dir = freshDir();
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  const release = lockDataDir(dir);
  // Held now, by this process: a second opener in it is still refused.
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  release();
});
