import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/** The lock files this process holds: only these make its own pid in a lock file mean "in use". */
const heldHere = new Set<string>();

/**
 * PGlite is one process's database: a second process opening the same directory (a second server,
 * or a command while the site runs) would corrupt it. The first one takes this lock.
 *
 * A lock naming this very process's pid that this process does not hold was left by an earlier
 * process that had the same pid: a container's PID 1 restarted after a hard kill always does.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'owner.pid');
  for (;;) {
    try {
      if (heldHere.has(file)) throw Object.assign(new Error('held by this process'), { code: 'EEXIST' });
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      const earlierSelf = owner === process.pid && !heldHere.has(file);
      if (owner && !earlierSelf && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${owner} (is the site running?). Stop it first, then try again.`,
        );
      }
      rmSync(file, { force: true }); // left behind by a process that has ended
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
