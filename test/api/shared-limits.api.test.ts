import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { LoggerService } from '@nestjs/common';
import { CHAT_LIMITS_TOKEN, ChatLimits } from '../../adapters/chat/chat-limits';
import { RATE_LIMIT_MESSAGE } from '../../adapters/rate-limits/checkout-rate-limit';
import { Database, openDatabase } from '../../adapters/persistence/database';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { startTestApp, TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/** What the apps logged, by level (both apps share Nest's one static logger). */
class LogCapture implements LoggerService {
  readonly warnings: unknown[][] = [];
  readonly errors: unknown[][] = [];
  log(): void {}
  debug(): void {}
  verbose(): void {}
  warn(...args: unknown[]): void {
    this.warnings.push(args);
  }
  error(...args: unknown[]): void {
    this.errors.push(args);
  }
}

/**
 * Two servers on one database (two apps in this process, each with a pool of its own on
 * PostgreSQL): the limits and the chat's context mean the same as with one.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('two servers on one %s database', (name, db) => {
  // Tuesday 2026-11-24, 09:00 on the lake.
  const clock = new TestClock(new Date('2026-11-24T15:00:00Z'));
  const logs = new LogCapture();
  let first: Database;
  let second: Database;
  let a: TestApp;
  let b: TestApp;
  const sockets: ChatSocket[] = [];
  const open = async (app: TestApp, localAddress: string) => {
    const socket = await ChatSocket.open(app.url, { localAddress });
    sockets.push(socket);
    return socket;
  };
  const limitsOf = (app: TestApp) => app.app.get<ChatLimits>(CHAT_LIMITS_TOKEN);

  beforeAll(async () => {
    first = await db.open();
    // PGlite is one process's: the second app shares the first's. PostgreSQL: a pool of its own on the same database and schema.
    const { url, schema } = first.dataSource.options as { url?: string; schema?: string };
    second = name === 'postgres' ? await openDatabase({ databaseUrl: url!, schema }) : first;
    const env = { CHECKOUT_RATE_LIMIT: '6' };
    a = await startTestApp({ database: first, clock, env, logger: logs });
    b = await startTestApp({ database: second, clock, env, logger: logs });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await a?.close();
    await b?.close();
    if (second !== first) await second?.close();
    await first?.close();
  });

  test('the checkout rate limit counts the calls made to both servers', async () => {
    const confirm = (app: TestApp) =>
      app.request('POST', '/api/confirm-booking-payment', { paymentIntentId: 'pi_test_000000000000000000000000', clientSecret: 'x' });
    const answers = [];
    for (const app of [a, b, a, b, a, b]) answers.push((await confirm(app)).status);
    expect(answers).toEqual([404, 404, 404, 404, 404, 404]);
    const [onA, onB] = [await confirm(a), await confirm(b)];
    expect([onA.status, onA.body.message, onB.status, onB.body.message]).toEqual([429, RATE_LIMIT_MESSAGE, 429, RATE_LIMIT_MESSAGE]);
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test("a follow-up on the other server continues the conversation's package, date and party", async () => {
    const onA = await open(a, '127.0.0.21');
    const asked = await onA.ask('session-across', 'how much for 2 adults on the trophy hunter this saturday?');
    expect(asked.message.message).toContain('$1,198 in total');
    await onA.close();
    // The visitor's socket reconnects to the other server, with the session id the widget keeps.
    const onB = await open(b, '127.0.0.21');
    const followUp = await onB.ask('session-across', 'how much would that be?');
    expect(followUp.message.message).toContain('$1,198 in total');
    // Without the earlier turn the same words get the price list, not that quote.
    const fresh = await onB.ask('session-fresh', 'how much would that be?');
    expect(fresh.message.message).not.toContain('$1,198');
  });

  test('the per-address socket cap counts the sockets open on both servers; a dead server stops counting', async () => {
    for (const app of [a, b]) limitsOf(app).connectionsPerAddress = 2;
    const address = '127.0.0.22';
    await open(a, address);
    const onB = await open(b, address);
    await expect(ChatSocket.open(a.url, { localAddress: address })).rejects.toThrow('Handshake refused: 429');
    await expect(ChatSocket.open(b.url, { localAddress: address })).rejects.toThrow('Handshake refused: 429');
    // A socket closed on one server makes room on the other.
    await onB.close();
    await eventually(async () => (await tryOpen(a.url, address)) !== null);

    // Handshakes at the same instant on both servers are decided one after the other.
    const crowd = '127.0.0.25';
    const opened = await Promise.all(Array.from({ length: 8 }, (_, i) => tryOpen(i % 2 ? b.url : a.url, crowd)));
    expect(opened.filter((s) => s !== null)).toHaveLength(2);

    // Sockets left by a server that stopped beating a minute ago are not counted.
    const other = '127.0.0.23';
    await first.dataSource.query(`INSERT INTO chat_servers ("serverId", "heartbeatAt") VALUES ('gone', now() - interval '1 minute')`);
    await first.dataSource.query(
      `INSERT INTO chat_sockets ("socketId", "serverId", "address", "openedAt") VALUES ('g1', 'gone', $1, now()), ('g2', 'gone', $1, now())`,
      [other],
    );
    await open(b, other);
  });

  test('an oversize frame closes its socket with 1009 and is logged as a warning without a stack', async () => {
    const socket = await open(a, '127.0.0.24');
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
    socket.sendRaw('x'.repeat(20 * 1024));
    expect(await closed).toBe(1009);
    await eventually(async () => logs.warnings.some(([message]) => String(message).includes('Max payload size exceeded')));
    expect(logs.errors).toEqual([]);
    const warning = logs.warnings.find(([message]) => String(message).includes('Max payload size exceeded'))!;
    expect(warning.join(' ')).not.toMatch(/\n\s+at /);
  });

  /** Opens a socket, or null when refused; an opened one is closed with the others after the suite. */
  async function tryOpen(url: string, localAddress: string): Promise<ChatSocket | null> {
    try {
      const socket = await ChatSocket.open(url, { localAddress });
      sockets.push(socket);
      return socket;
    } catch {
      return null;
    }
  }
});

/** Polls `check` until it holds (a socket's close reaches the other server's count a moment later). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Not so within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
