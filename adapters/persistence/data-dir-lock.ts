import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/**
 * PGlite is one process's database: a second process opening the same directory (a second server,
 * or a command while the site runs) would corrupt it. The first one takes this lock.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'owner.pid');
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && isAlive(owner)) {
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
