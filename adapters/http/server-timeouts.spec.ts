import { afterEach, describe, expect, test } from '@jest/globals';
import { createServer, Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import { applyServerTimeouts, SERVER_TIMEOUTS } from './server-timeouts';

/** What a client that trickles in its request hears, and whether the server closes on it. */
function trickle(server: Server, firstBytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(firstBytes));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('server timeouts', () => {
  let server: Server;
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function listening(): Promise<Server> {
    server = createServer((req, res) => req.resume().on('end', () => res.end('ok')));
    applyServerTimeouts(server, { headersMs: 300, requestMs: 600, keepAliveMs: 200, checkEveryMs: 50 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  test('headers that never finish get 408 and the connection closed', async () => {
    expect(await trickle(await listening(), 'GET / HTTP/1.1\r\nHost: x\r\n')).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a body that never finishes gets 408 and the connection closed', async () => {
    const answer = await trickle(await listening(), 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('the values the app runs with: headers within 20 s, a whole upload within 5 minutes', () => {
    server = createServer();
    applyServerTimeouts(server);
    expect({ headers: server.headersTimeout, request: server.requestTimeout, keepAlive: server.keepAliveTimeout }).toEqual({
      headers: SERVER_TIMEOUTS.headersMs,
      request: SERVER_TIMEOUTS.requestMs,
      keepAlive: SERVER_TIMEOUTS.keepAliveMs,
    });
    expect(SERVER_TIMEOUTS).toMatchObject({ headersMs: 20_000, requestMs: 300_000 });
  });
});
