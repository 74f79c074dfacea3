import type { Server } from 'node:http';
import { describe, expect, test } from '@jest/globals';
import { SERVER_TIMEOUTS } from '../../adapters/http/server-timeouts';
import { SqlMediaFiles } from '../../adapters/media/sql-media-files';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';

const BEYOND = { Range: 'bytes=999999999-' };

describe.each(testDatabases().map((db) => [db.name, db] as const))('static files and slow clients on %s', (_name, db) => {
  const suite = useApiApp(db);

  const mediaFile = async (name: string, size: number) => {
    await suite.app.app.get(SqlMediaFiles).save(name, Buffer.alloc(size, 7), 'video/mp4');
    return `/media/${name}`;
  };

  test('a Range beyond the end of an uploaded file is 416 with its length, not a 404', async () => {
    const url = await mediaFile('edge-range.mp4', 1000);
    const res = await fetch(suite.app.url + url, { headers: BEYOND });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */1000');
    const part = await fetch(suite.app.url + url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect((await fetch(`${suite.app.url}/media/missing.mp4`, { headers: BEYOND })).status).toBe(404);
  });

  test("a Range beyond the end of one of the site's scripts is 416, not a 404", async () => {
    const index = (await suite.app.request('GET', '/')).text;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(suite.app.url + script!, { headers: BEYOND });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    expect((await fetch(`${suite.app.url}/assets/missing-file.js`, { headers: BEYOND })).status).toBe(404);
  });

  test('the server the tests listen on has the timeouts main.ts gets (they are set in createApp)', () => {
    const server = suite.app.app.getHttpServer() as Server & { connectionsCheckingInterval: number };
    expect({
      headers: server.headersTimeout,
      request: server.requestTimeout,
      keepAlive: server.keepAliveTimeout,
      check: server.connectionsCheckingInterval,
    }).toEqual({
      headers: SERVER_TIMEOUTS.headersMs,
      request: SERVER_TIMEOUTS.requestMs,
      keepAlive: SERVER_TIMEOUTS.keepAliveMs,
      check: SERVER_TIMEOUTS.checkEveryMs,
    });
  });
});
