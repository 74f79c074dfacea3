import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import { AuthService } from '../../application/auth/auth-service';
import { loadConfig, projectRoot } from '../../adapters/config/app-config';
import { createApp } from '../../adapters/create-app';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';

/**
 * `npm run dev` as a developer's browser meets it: the Vite dev servers of both apps, with hot
 * reload, in front of a server that has no build of either app (web/dist may well not exist on a
 * developer's machine). Everything the apps fetch from the server must come back through Vite's
 * port: the API, uploaded media, and the answers to commands, which the server refuses when the
 * origin the browser is on does not match the Host it was sent.
 */
const root = projectRoot();
const VITE = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const PASSWORD = 'correct horse battery staple';

interface DevServer {
  readonly origin: string;
  readonly process: ChildProcess;
  output(): string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `vite --config <config>` on a free port, proxying to `apiTarget`; resolves once it answers. */
async function startVite(config: string, apiTarget: string, path: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [VITE, '--config', config, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, DEV_API_TARGET: apiTarget },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite --config ${config} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(origin + path)).ok) return { origin, process: child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`vite --config ${config} did not answer within 45 s:\n${output}`);
}

async function stopVite(server: DevServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** A small PNG of random pixels: new bytes every run, so the upload is never a duplicate. */
function randomPng(): Promise<Buffer> {
  return sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
}

/** The headers a browser's script on `origin` sends with a command. */
const fromPage = (origin: string) => ({ Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'X-Requested-With': 'XMLHttpRequest' });

describe('npm run dev: the Vite dev servers in front of the server', () => {
  const db = testDatabases()[0]!;
  let database: Database | undefined;
  let app: INestApplication | undefined;
  let apiUrl = '';
  let dataDir = '';
  let web: DevServer | undefined;
  let admin: DevServer | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fishing-dev-proxy-'));
    const noBuild = join(dataDir, 'no-build');
    database = await db.open();
    const config = {
      ...loadConfig({ PORT: '0', DATA_DIR: dataDir }),
      webDist: join(noBuild, 'web'),
      adminDist: join(noBuild, 'admin'),
      webRenderer: join(noBuild, 'entry-server.cjs'),
    };
    app = await createApp(config, { database, logger: false });
    await app.listen(0, '127.0.0.1');
    apiUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    await app.get(AuthService).createUser({ username: 'guide', password: PASSWORD, role: 'admin' });
    [web, admin] = await Promise.all([
      startVite('web/vite.config.mts', apiUrl, '/'),
      startVite('admin-web/vite.config.mts', apiUrl, '/admin/'),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopVite(web), stopVite(admin)]);
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const started = (server: DevServer | undefined): DevServer => {
    if (!server) throw new Error('the dev server did not start');
    return server;
  };

  /** Signs in through `origin` as a browser page there would, then uploads a picture the same way. */
  async function uploadThrough(origin: string): Promise<{ url: string; bytes: Buffer }> {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { ...fromPage(origin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'guide', password: PASSWORD }),
    });
    expect({ status: login.status, body: login.status === 200 ? 'signed in' : await login.text() }).toEqual({
      status: 200,
      body: 'signed in',
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    expect(cookie).toMatch(/^fishing_session=/);

    const bytes = await randomPng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'dock.png');
    const upload = await fetch(`${origin}/api/media`, { method: 'POST', body: form, headers: { ...fromPage(origin), Cookie: cookie! } });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    return { url, bytes };
  }

  async function expectImage(origin: string, url: string, bytes: Buffer): Promise<void> {
    const res = await fetch(origin + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  }

  async function expectServerHealth(origin: string): Promise<void> {
    const res = await fetch(`${origin}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  }

  test('the server itself serves no app without a build: visitors in development use the Vite ports', async () => {
    expect((await fetch(`${apiUrl}/`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/admin/`)).status).toBe(404);
    await expectServerHealth(apiUrl);
  });

  test("web on Vite: the app's page with the hot-reload client, the server's API and an uploaded picture", async () => {
    const { origin } = started(web);
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('/@vite/client');
    expect(html).toContain('<div id="root">');
    // A deep link is the app too (history fallback), not a proxied 404.
    expect(await (await fetch(`${origin}/blog`)).text()).toContain('/@vite/client');

    await expectServerHealth(origin);
    const { url, bytes } = await uploadThrough(origin);
    await expectImage(origin, url, bytes);
  });

  test("admin-web on Vite under /admin/: the app's page with the hot-reload client, the server's API and an uploaded picture", async () => {
    const { origin } = started(admin);
    const page = await fetch(`${origin}/admin/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('/admin/@vite/client');

    await expectServerHealth(origin);
    const { url, bytes } = await uploadThrough(origin);
    await expectImage(origin, url, bytes);
  });

  test("the search-engine files are the server's, naming the origin the developer browses", async () => {
    const { origin } = started(web);
    const robots = await fetch(`${origin}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
