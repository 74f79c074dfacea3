import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

const BIN = '/usr/lib/postgresql/15/bin';

export interface OwnedPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: trust authentication, no password. */
  readonly url: string;
  readonly port: number;
  /** Shuts the cluster down (fast: open sessions are ended), as a crashed or restarted server would be. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open but nothing answers. */
  freeze(): Promise<void>;
  /** SIGCONT to the same processes. */
  thaw(): Promise<void>;
  /** Stops it if it runs and deletes its files. */
  remove(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster that one test owns and may stop, restart or freeze without
 * disturbing the shared server of DATABASE_URL. Tests run as root, and PostgreSQL refuses to run
 * as root: the cluster's directory belongs to the postgres user, who runs initdb and pg_ctl.
 */
export async function startOwnedPostgres(): Promise<OwnedPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fishing-owned-pg-'));
  const data = join(dir, 'data');
  const { uid, gid } = await postgresUser();
  chownSync(dir, uid, gid);
  await asPostgres(`${BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']).then(() => {});
  const stop = () => asPostgres(`${BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => {});
  let frozen: number[] = [];
  const signal = (pids: number[], sig: NodeJS.Signals) => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // A backend that ended in between has nothing left to stop or continue.
      }
    }
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    freeze: async () => {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      // The postmaster first, so it forks no new backend while the children are being stopped.
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...(await childrenOf(postmaster))];
      signal(frozen, 'SIGSTOP');
    },
    thaw: async () => {
      signal(frozen, 'SIGCONT');
      frozen = [];
    },
    remove: async () => {
      signal(frozen, 'SIGCONT');
      frozen = [];
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** util-linux's runuser lives in /usr/sbin, which a non-login shell's PATH may lack. */
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path)) ?? 'runuser';

async function asPostgres(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(RUNUSER, ['-u', 'postgres', '--', command, ...args], { timeout: 60_000 });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr ?? ''}${stdout ?? ''}`, { cause: error });
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
}
