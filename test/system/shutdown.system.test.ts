import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import sharp from 'sharp';
import { openDatabase, pgliteDirIn } from '../../adapters/persistence/database';
import { freePort } from '../support/free-port';

/**
 * The built server as `npm start` and CI run it (node dist/adapters/main.js), in a process of its
 * own: only a process can be sent SIGTERM. The build is reused while it is newer than every source.
 */
const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'dist', 'adapters', 'main.js');
const USER_CREATE = join(ROOT, 'dist', 'adapters', 'auth', 'user-create-command.js');
const ADMIN = { username: 'shutdown-admin', password: 'a long shutdown test password 4417' };

interface RunningServer {
  readonly port: number;
  readonly process: ChildProcess;
  /** Everything the server wrote so far, stdout and stderr. */
  log(): string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: RunningServer[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  if (existsSync(MAIN) && statSync(MAIN).mtimeMs > newestSourceMs()) return;
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const { code, output } = await run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], process.env);
  // 2 is "type errors, JavaScript written anyway": the type check is `npm run typecheck`'s job, not this suite's.
  if (code !== 0 && code !== 2) throw new Error(`npm run build:server failed (${code}):\n${output}`);
}, 180_000);

afterEach(() => {
  for (const server of started.splice(0))
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('graceful shutdown of the built server', () => {
  test('on SIGTERM an upload in flight completes, new connections are refused, and the process exits 0 after closing the database', async () => {
    const dataDir = newDataDir();
    await createAdmin(dataDir);
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '30000' });
    const cookie = await signIn(server.port);

    const png = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const boundary = `----shutdown${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="last-cast.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await openRequest(server.port, [
      'POST /api/media HTTP/1.1',
      `Host: 127.0.0.1:${server.port}`,
      `Cookie: ${cookie}`,
      'X-Requested-With: test',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${body.length}`,
      // The server's "100 Continue" proves it has read the headers: the request is in flight.
      'Expect: 100-continue',
    ]);
    await upload.received('HTTP/1.1 100 Continue\r\n\r\n');
    const half = Math.floor(body.length / 2);
    upload.socket.write(body.subarray(0, half));

    server.process.kill('SIGTERM');
    await until(() => server.log().includes('Stopped taking new connections'), 'the server to stop taking connections', server);
    expect(await connectionRefused(server.port)).toBe(true);

    upload.socket.write(body.subarray(half));
    const answer = await upload.answer();
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    const media = JSON.parse(answer.body) as { id: string; url: string };

    expect(await server.exited).toEqual({ code: 0, signal: null });
    // The upload was stored whole before the database closed (uploads live in the database).
    const database = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
    try {
      const stored = (await database.dataSource.query('SELECT "size" FROM media_files WHERE "name" = $1', [basename(media.url)])) as {
        size: string;
      }[];
      expect(stored.map((row) => Number(row.size))).toEqual([png.length]);
    } finally {
      await database.close();
    }
    const log = server.log();
    expect(log).toContain('SIGTERM received: shutting down');
    expect(log).toContain('Stopped taking new connections; 1 request(s) in flight');
    expect(log).toContain('HTTP server closed: every request was answered');
    expect(log).not.toContain('still running after');
    const steps = [
      'POST /api/media 201',
      'Stopped the schedulers',
      'Outbox dispatcher stopped',
      'Closed the event store and the database',
    ].map((step) => log.indexOf(step));
    expect(steps.every((at) => at >= 0)).toBe(true);
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(log).toMatch(
      /Stopped the schedulers \(\d+: [^)]*log-poll[^)]*outbox-dispatch|Stopped the schedulers \(\d+: [^)]*outbox-dispatch[^)]*log-poll/,
    );
    // LOG_FORMAT=json: every line is a JSON object.
    for (const line of log.split('\n').filter((l) => l.trim() !== '')) expect(() => JSON.parse(line)).not.toThrow();
  }, 120_000);

  test('an idle server, even with a keep-alive connection open, exits 0 at once on SIGTERM', async () => {
    const dataDir = newDataDir();
    // A shutdown held for this long would be cut by the test's own ceiling well before.
    const server = await startServer(dataDir, { SHUTDOWN_TIMEOUT_MS: '600000' });
    const idle = await openRequest(server.port, ['GET /api/health HTTP/1.1', `Host: 127.0.0.1:${server.port}`, 'Connection: keep-alive']);
    expect((await idle.received('\r\n\r\n')).startsWith('HTTP/1.1 200')).toBe(true);

    server.process.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.log()).toContain('Stopped taking new connections; 0 request(s) in flight');
    expect(server.log()).toContain('Closed the event store and the database');
  }, 60_000);
});

describe('a bad configuration value stops the start', () => {
  test.each([
    ['DATABASE_URL', 'nonsense'],
    ['TRUST_PROXY', 'banana'],
    ['LOG_FORMAT', 'xml'],
    ['PORT', 'eighty'],
  ])(
    '%s=%s: exit 1 with one line naming the variable, no stack trace',
    async (name, value) => {
      const { code, output } = await run(process.execPath, [MAIN], serverEnv(newDataDir(), { [name]: value }));
      expect(code).toBe(1);
      expect(output).toContain(name);
      expect(output).not.toMatch(/\n\s+at /);
      expect(output.trim().split('\n')).toHaveLength(1);
    },
    30_000,
  );

  test('with NODE_ENV=production, STRIPE_API_BASE is refused by name', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://wabamunfishing.ca', PAYMENTS: 'test' };
    const { code, output } = await run(
      process.execPath,
      [MAIN],
      serverEnv(newDataDir(), { ...production, STRIPE_API_BASE: 'http://127.0.0.1:4010' }),
    );
    expect([code, output]).toEqual([1, expect.stringContaining('STRIPE_API_BASE')]);
  }, 30_000);
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fishing-shutdown-'));
  dataDirs.push(dir);
  return dir;
}

/** Only what the server needs: the machine's DATABASE_URL (CI's PostgreSQL) and keys must not leak in. */
function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_FORMAT: 'json', ...extra };
}

async function createAdmin(dataDir: string): Promise<void> {
  const { code, output } = await run(
    process.execPath,
    [USER_CREATE, '--username', ADMIN.username, '--role', 'admin'],
    serverEnv(dataDir, { NEW_USER_PASSWORD: ADMIN.password }),
  );
  if (code !== 0) throw new Error(`user:create failed (${code}):\n${output}`);
}

async function startServer(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: serverEnv(dataDir, { PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const server: RunningServer = { port, process: child, log: () => output, exited };
  started.push(server);
  await until(
    async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200,
    'the server to answer',
    server,
  );
  return server;
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('fishing_session='));
  return cookie!.split(';')[0]!;
}

interface OpenRequest {
  readonly socket: Socket;
  /** Resolves with everything read so far once it contains `text`. */
  received(text: string): Promise<string>;
  /** The final answer, once the server has closed the connection. */
  answer(): Promise<{ status: number; headers: Record<string, string>; body: string }>;
}

/** A request written by hand on a socket of its own, so that its body can be sent in parts. */
async function openRequest(port: number, head: string[]): Promise<OpenRequest> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  let data = '';
  const ended = new Promise<void>((done) => socket.once('close', () => done()));
  socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  return {
    socket,
    received: async (text) => {
      await until(() => data.includes(text), `"${text.trim()}" from the server`);
      return data;
    },
    answer: async () => {
      await ended;
      // Past the interim "100 Continue", if any.
      const final = data.slice(data.lastIndexOf('HTTP/1.1 '));
      const [headText = '', body = ''] = final.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
  };
}

/** Whether a new connection is turned away (the listening socket is closed), rather than accepted. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

async function until(check: () => boolean | Promise<boolean>, what: string, server?: RunningServer): Promise<void> {
  for (;;) {
    if (await check()) return;
    if (server && (server.process.exitCode !== null || server.process.signalCode !== null)) {
      throw new Error(`The server exited while waiting for ${what}:\n${server.log()}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

/** The newest change to what dist/ is built from. */
function newestSourceMs(): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of ['domain', 'application', 'adapters', 'test/support']) visit(join(ROOT, dir));
  return newest;
}
