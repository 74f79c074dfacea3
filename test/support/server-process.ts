import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { Database, dropSchema, openDatabase, pgliteDirIn } from '../../adapters/persistence/database';
import { freePort } from './free-port';

export const ROOT = resolve(__dirname, '../..');

/**
 * What lets a child Node process load the TypeScript sources: each file compiled by @swc/core as it
 * loads, with the options Jest uses (jest.config.js). No build step: the process runs the sources
 * under test.
 */
export const TYPESCRIPT_HOOK = `
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
require.extensions['.ts'] = (module, filename) => {
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
// A dynamic import names the compiled file ('./x.module.js', as Node resolves it in dist/): here
// that is the TypeScript source beside it (jest.config.js maps it the same way).
const Module = require('node:module');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (request.startsWith('.') && request.endsWith('.js')) return resolveFilename.call(this, request.slice(0, -3), ...rest);
    throw error;
  }
};
`;

/** What a server process runs: the server's own entry point (adapters/main.ts), a real process that can be killed. */
const BOOT = `${TYPESCRIPT_HOOK}
require('./adapters/main.ts');
`;

/** The most of a server's output kept for an error message (the access log of a load test is long). */
const LOG_KEPT = 200_000;

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** The last of what the server wrote, stdout and stderr. */
  log(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/** Ends (SIGKILL) every server process a test left running: for an afterAll, so that no test leaves one behind. */
export function killLeftoverServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts the server in a process of its own on a free port with only the given environment (the
 * machine's DATABASE_URL and keys must not leak in), and resolves once /api/health answers 200:
 * by then the start-up work (catching up the log, reconciling payments, ending lapsed holds) is done.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BOOT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_FORMAT: 'json', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * LOG_KEPT) output = output.slice(-LOG_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      done({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    pid: child.pid!,
    log: () => output.slice(-LOG_KEPT),
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  // Generous: a new PGlite data directory on a machine busy with parallel suites took 47 s to start.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited while starting:\n${server.log()}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.status === 200) return server;
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 120 s:\n${server.log()}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** A database for server processes: on disk, so that it outlives them, and readable by the test once they are gone. */
export interface ServerDatabase {
  readonly name: 'pglite' | 'postgres';
  /** The server's environment for this database. */
  readonly env: Record<string, string>;
  /** Opens it in the test's process; on PGlite only while no server runs on it (one process at a time). */
  open(): Promise<Database>;
  /** Removes the data directory or drops the schema. */
  remove(): Promise<void>;
}

/**
 * The databases a server-process suite runs on, as testDatabases() names them: PGlite in a data
 * directory of its own always, and the PostgreSQL of DATABASE_URL when it is set, in a schema of
 * its own (the server reaches it through PGOPTIONS' search_path, which node-postgres reads).
 */
export function serverDatabaseNames(): ServerDatabase['name'][] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createServerDatabase(name: ServerDatabase['name']): Promise<ServerDatabase> {
  if (name === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'fishing-server-'));
    return {
      name,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: pgliteDirIn(dataDir) }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const schema = `server_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  // Uploaded and seeded media still land under a data directory: never in the project's ./data.
  const dataDir = mkdtempSync(join(tmpdir(), 'fishing-server-'));
  return {
    name,
    env: { DATABASE_URL: url, PGOPTIONS: `-c search_path=${schema}`, DATA_DIR: dataDir },
    open: () => openDatabase({ databaseUrl: url, schema }),
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropSchema(url, schema);
    },
  };
}
