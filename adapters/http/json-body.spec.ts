import { afterEach, describe, expect, test } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import { JSON_BODY_MESSAGES, jsonBodies, JsonBodyOptions, nestingDeeperThan } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('nesting depth from the raw bytes', () => {
  test('counts arrays and objects alike', () => {
    expect(nestingDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestingDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestingDeeperThan(bytes('[]'.repeat(1000)), 1)).toBe(false);
  });

  test('brackets inside strings, after escaped quotes and backslashes, and multi-byte text do not count', () => {
    expect(nestingDeeperThan(bytes('{"text":"[[[[{{{{"}'), 1)).toBe(false);
    expect(nestingDeeperThan(bytes('{"text":"say \\"[[[[\\" and \\\\","n":"é🎣[[["}'), 1)).toBe(false);
    expect(nestingDeeperThan(bytes('{"text":"\\\\"}'), 1)).toBe(false);
    expect(nestingDeeperThan(bytes('["\\\\",[[1]]]'), 2)).toBe(true);
  });

  test('450,000 nested arrays are found out at once', () => {
    const deep = bytes('['.repeat(450_000) + ']'.repeat(450_000));
    expect(nestingDeeperThan(deep, 32)).toBe(true);
  });
});

describe('the JSON body parser', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const options: JsonBodyOptions = {
    limit: 1024,
    largerLimit: 8 * 1024,
    maxDepth: 4,
    deadlineMs: 300,
    mayExceed: async (req) => req.get('x-admin') === 'yes',
  };

  async function start(): Promise<string> {
    const app = express();
    app.use(jsonBodies(options));
    app.post('/echo', (req: Request & { rawBody?: Buffer }, res: Response) => {
      res.json({ body: req.body, raw: req.rawBody?.toString('utf8') ?? null });
    });
    app.use((error: { status?: number; message: string }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(error.status ?? 500).json({ message: error.message });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/echo`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

  test('keeps the exact bytes as rawBody (a webhook signature is over those)', async () => {
    const url = await start();
    const res = await post(url, '{ "id" : "evt_1",\n "n": 1 }');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { id: 'evt_1', n: 1 }, raw: '{ "id" : "evt_1",\n "n": 1 }' });
  });

  test('refuses a body nested deeper than the limit with 400, before it is parsed', async () => {
    const url = await start();
    const res = await post(url, '[[[[[1]]]]]');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: JSON_BODY_MESSAGES.tooDeep(4) });
  });

  test('refuses a NUL character anywhere in the text with 400; an escaped backslash before u0000 is plain text', async () => {
    const url = await start();
    for (const body of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '["\\u0000"]']) {
      const res = await post(url, body);
      expect([res.status, await res.json()]).toEqual([400, { message: JSON_BODY_MESSAGES.nul }]);
    }
    const text = await post(url, '{"name":"C:\\\\u0000"}');
    expect([text.status, ((await text.json()) as { body: unknown }).body]).toEqual([200, { name: 'C:\\u0000' }]);
  });

  test('refuses a lone surrogate (which jsonb cannot store) with 400; a pair, an emoji, is text', async () => {
    const url = await start();
    for (const body of ['{"email":"\\ud800"}', '{"email":"a\\udc00b"}', '{"email":"\\ud83d\\u0041"}', '["\\uD800"]']) {
      const res = await post(url, body);
      expect([res.status, await res.json()]).toEqual([400, { message: JSON_BODY_MESSAGES.brokenUnicode }]);
    }
    const emoji = await post(url, '{"name":"\\ud83d\\udca5 \\u00e9"}');
    expect([emoji.status, ((await emoji.json()) as { body: unknown }).body]).toEqual([200, { name: '💥 é' }]);
  });

  test('reads no form bodies: only JSON', async () => {
    const url = await start();
    const res = await post(url, 'username=guide', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(await res.json()).toEqual({ raw: null });
  });

  test('a body over the limit is a 413 unless mayExceed allows the larger one', async () => {
    const url = await start();
    const big = JSON.stringify({ text: 'x'.repeat(2000) });
    const refused = await post(url, big);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ message: JSON_BODY_MESSAGES.tooLarge(1024) });
    expect((await post(url, big, { 'X-Admin': 'yes' })).status).toBe(200);
    expect((await post(url, JSON.stringify({ text: 'x'.repeat(9000) }), { 'X-Admin': 'yes' })).status).toBe(413);
  });

  test('a body that trickles in past the deadline gets 408 and its connection closed', async () => {
    const url = new URL(await start());
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain(JSON_BODY_MESSAGES.tooSlow);
  });
});
