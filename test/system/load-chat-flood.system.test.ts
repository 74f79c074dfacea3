import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CHAT_LIMITS } from '../../adapters/chat/chat-limits';
import { RATE_LIMIT_MESSAGE } from '../../adapters/rate-limits/checkout-rate-limit';
import { CHAT_ERRORS } from '../../domain/chat/chat-protocol';
import { percentile } from '../bench/http-workload';
import { ChatFrame, ChatSocket } from '../support/chat-socket';
import {
  createServerDatabase,
  killLeftoverServers,
  ServerDatabase,
  serverDatabaseNames,
  startServerProcess,
} from '../support/server-process';

/**
 * Under load: 500 chat clients connected at once and a flood of requests from one address leave the
 * other visitors served. The server is a process of its own with its production limits; every
 * client is in this process, each visitor on a loopback address of its own (127.0.0.0/8 is all
 * local), so the server tells them apart by the connection's address as it would on the internet.
 * "Served" means answered, and answered right, within SERVED_WITHIN_MS; the latencies are printed,
 * never asserted.
 */
const CHAT_CLIENTS = 500;
/** Under the per-address cap on sockets: 20 addresses, a busy office or campground each. */
const CHAT_ADDRESSES = 20;
const FLOOD_ADDRESS = '127.0.0.66';
const VISITOR_ADDRESS = '127.0.0.77';
const FLOOD_CONNECTIONS = 32;
const FLOOD_MS = 4_000;
/** CHECKOUT_RATE_LIMIT's default: requests per address per minute. */
const CHECKOUT_LIMIT = 30;
const MINUTE = 60_000;

/**
 * The most checkout calls the limit lets through between two moments. The sliding window
 * (adapters/rate-limits/sliding-window.ts) weighs the minute before as if its requests were spread
 * evenly over it, so a flood that crosses a minute's edge gets, after the edge, the share of the
 * limit that the time since the edge stands for. A request goes through while the estimate is
 * below the limit, so a share of 2.05 lets a third one through (the counts 0, 1 and 2 are each
 * below it): the share rounded up, e.g. 32 when the flood runs 2 to 4 s into the next minute.
 */
function checkoutLimitOver(fromMs: number, toMs: number): number {
  const edge = Math.ceil(fromMs / MINUTE) * MINUTE;
  return CHECKOUT_LIMIT + (edge < toMs ? Math.ceil((CHECKOUT_LIMIT * (toMs - edge)) / MINUTE) : 0);
}
/** The sockets the flooding address tries to open: more than the per-address cap lets it. */
const FLOOD_SOCKETS = DEFAULT_CHAT_LIMITS.connectionsPerAddress + 20;
/** Answers to the flood before the chat clients ask and the other visitor comes. */
const FLOOD_UNDER_WAY = 1_000;
const PROBE_EVERY_MS = 400;
/** The other visitor's rounds while the flood runs: the flood lasts until they are done, however slow the machine. */
const MIN_PROBE_ROUNDS = 4;
const SERVED_WITHIN_MS = 10_000;

interface Answer {
  readonly status: number;
  readonly body: any;
  readonly ms: number;
}

/** One request on `agent` (which carries the client's local address); status 0 when not answered in time. */
function send(agent: Agent, port: number, method: string, path: string, body?: unknown): Promise<Answer> {
  const began = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { 'X-Requested-With': 'load-test', ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - began });
        });
      },
    );
    req.setTimeout(SERVED_WITHIN_MS, () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: undefined, ms: performance.now() - began }));
    req.end(payload);
  });
}

/** A socket's next frame, or undefined when none came within SERVED_WITHIN_MS. */
const nextFrame = (socket: ChatSocket): Promise<ChatFrame | undefined> => socket.next(SERVED_WITHIN_MS).catch(() => undefined);

const ms = (values: number[]) =>
  values.length ? `p50 ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms` : 'none';
const countBy = <T>(items: readonly T[], key: (item: T) => string | number) =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {});

afterAll(() => killLeftoverServers());

describe.each(serverDatabaseNames())('500 chat clients and a flood from one address, on %s', (name) => {
  let db: ServerDatabase;
  const sockets: ChatSocket[] = [];
  const agents: Agent[] = [];
  beforeAll(async () => {
    db = await createServerDatabase(name);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    for (const agent of agents) agent.destroy();
    killLeftoverServers();
    await db?.remove();
  });
  const agentFrom = (localAddress: string) => {
    const agent = new Agent({ keepAlive: true, maxSockets: FLOOD_CONNECTIONS, localAddress });
    agents.push(agent);
    return agent;
  };
  const open = async (url: string, localAddress: string) => {
    const socket = await ChatSocket.open(url, { localAddress });
    sockets.push(socket);
    return socket;
  };

  test('the other visitors get health, packages, checkout and chat answers; the flooding address is held to its limits', async () => {
    const server = await startServerProcess({ ...db.env });
    const today = new Date().toISOString().slice(0, 10);

    // ---- 500 chat clients, connected at once ----
    const connectStart = performance.now();
    const clients = await Promise.all(
      Array.from({ length: CHAT_CLIENTS }, (_, i) => open(server.url, `127.0.1.${(i % CHAT_ADDRESSES) + 1}`)),
    );
    const connectMs = performance.now() - connectStart;
    expect(clients.every((c) => c.isOpen)).toBe(true);

    // ---- the flood: HTTP from one address on many connections, and its own chat sockets ----
    const floodAgent = agentFrom(FLOOD_ADDRESS);
    const flood: { path: string; status: number }[] = [];
    const pastDate = '2020-01-06';
    const floodRequests: [string, string, unknown?][] = [
      ['GET', '/api/health'],
      ['GET', '/api/packages'],
      ['GET', `/api/availability?from=${today}&days=35`],
      // Checkout calls a script might hammer: a refused form and an unknown payment, each answered until the limit.
      ['POST', '/api/create-payment-intent', { amount: 1, bookingData: { package: 'Half-Day Adventure', date: pastDate } }],
      ['POST', '/api/confirm-booking-payment', { paymentIntentId: 'pi_test_000000000000000000000000', clientSecret: 'guess' }],
    ];
    const floodStart = performance.now();
    const floodStartedAt = Date.now();
    const floodEnd = floodStart + FLOOD_MS;
    const probes: { health: Answer; packages: Answer; checkout: Answer; chat: { frame?: ChatFrame; ms: number } }[] = [];
    const underWay = () => performance.now() < floodEnd || probes.length < MIN_PROBE_ROUNDS;
    let floodMs = FLOOD_MS;
    const floodLoop = async (n: number) => {
      for (let k = n; underWay(); k += FLOOD_CONNECTIONS) {
        const [method, path, body] = floodRequests[k % floodRequests.length]!;
        const answer = await send(floodAgent, server.port, method, path, body);
        flood.push({ path: `${method} ${path.split('?')[0]}`, status: answer.status });
        if (answer.status === 429 && answer.body?.message !== RATE_LIMIT_MESSAGE) throw new Error(`429 ${JSON.stringify(answer.body)}`);
      }
    };
    const flooding = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, (_, n) => floodLoop(n))).then(() => {
      floodMs = performance.now() - floodStart;
    });
    // Everything else starts once the flood is in full swing.
    while (flood.length < FLOOD_UNDER_WAY && performance.now() < floodEnd) await new Promise((resolve) => setTimeout(resolve, 10));
    const floodSockets = (async () => {
      const opened = await Promise.allSettled(Array.from({ length: FLOOD_SOCKETS }, () => open(server.url, FLOOD_ADDRESS)));
      const open_ = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      const refused = opened.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));
      // Each of its sockets sends five questions at once (within a socket's burst): far more than its address's burst.
      const sentAt = performance.now();
      for (const [i, s] of open_.entries()) for (let q = 0; q < 5; q++) s.send(`flood-${i}`, `how much is a trip ${q}`);
      const frames = await Promise.all(open_.flatMap((s) => Array.from({ length: 5 }, () => nextFrame(s))));
      return { opened: open_.length, refused, frames, ms: performance.now() - sentAt };
    })();

    // ---- meanwhile: all 500 clients ask, and another visitor keeps coming back ----
    const chatStart = performance.now();
    let chatMs = 0;
    const chatAnswers = Promise.all(
      clients.map(async (c, i) => {
        const asked = performance.now();
        c.send(`many-${i}`, i % 2 ? 'what are your prices?' : 'where do we meet?');
        const frame = await nextFrame(c);
        return { frame, ms: performance.now() - asked };
      }),
    ).then((all) => {
      chatMs = performance.now() - chatStart;
      return all;
    });
    const visitorAgent = agentFrom(VISITOR_ADDRESS);
    const probing = (async () => {
      for (let round = 0; underWay(); round++) {
        const chat = (async () => {
          const began = performance.now();
          const socket = await open(server.url, VISITOR_ADDRESS);
          socket.send(`visitor-${round}`, 'Do I need a fishing licence?');
          const frame = await nextFrame(socket);
          await socket.close();
          return { frame, ms: performance.now() - began };
        })();
        const [health, packages, checkout, asked] = await Promise.all([
          send(visitorAgent, server.port, 'GET', '/api/health'),
          send(visitorAgent, server.port, 'GET', '/api/packages'),
          send(visitorAgent, server.port, 'POST', '/api/confirm-booking-payment', {
            paymentIntentId: 'pi_test_000000000000000000000000',
            clientSecret: 'mine',
          }),
          chat,
        ]);
        probes.push({ health, packages, checkout, chat: asked });
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    await Promise.all([flooding, probing]);
    const answers = await chatAnswers;
    const floodedSockets = await floodSockets;

    // The 500 clients: every one answered, and answered its own question.
    expect(answers.filter((a) => a.frame?.type === 'chat_response')).toHaveLength(CHAT_CLIENTS);
    expect(answers.filter((a, i) => !a.frame?.message.message.includes(i % 2 ? '$249 per person' : 'Wabamun Lake'))).toEqual([]);

    // The other visitor: every round served, right, and never counted against the flood's limits.
    for (const probe of probes) {
      expect([probe.health.status, probe.health.body?.status]).toEqual([200, 'ok']);
      expect([probe.packages.status, Array.isArray(probe.packages.body) && probe.packages.body.length > 0]).toEqual([200, true]);
      expect([probe.checkout.status, probe.checkout.body?.message]).toEqual([404, 'No such payment']);
      expect(probe.chat.frame?.type).toBe('chat_response');
    }

    // The flooding address: its reads answered, its checkout calls stopped at the limit, nothing failed.
    const floodByPath = Object.fromEntries(
      floodRequests.map(([method, path]) => {
        const key = `${method} ${path.split('?')[0]}`;
        return [
          key,
          countBy(
            flood.filter((f) => f.path === key),
            (f) => f.status,
          ),
        ];
      }),
    );
    expect(flood.filter((f) => f.status === 0 || f.status >= 500)).toEqual([]);
    for (const path of ['GET /api/health', 'GET /api/packages', 'GET /api/availability'])
      expect(Object.keys(floodByPath[path]!)).toEqual(['200']);
    for (const [path, refused] of [
      ['POST /api/create-payment-intent', '400'],
      ['POST /api/confirm-booking-payment', '404'],
    ] as const) {
      expect(floodByPath[path]![refused]).toBeLessThanOrEqual(checkoutLimitOver(floodStartedAt, floodStartedAt + floodMs));
      expect(floodByPath[path]![429]).toBeGreaterThan(0);
      expect(Object.keys(floodByPath[path]!).sort()).toEqual([refused, '429'].sort());
    }
    // Its sockets: no more than the per-address cap, and questions beyond its rate refused, not answered.
    expect(floodedSockets.opened).toBe(DEFAULT_CHAT_LIMITS.connectionsPerAddress);
    expect(new Set(floodedSockets.refused)).toEqual(new Set(['Handshake refused: 429']));
    const floodFrames = floodedSockets.frames;
    expect(floodFrames.every((f) => f !== undefined)).toBe(true);
    const answered = floodFrames.filter((f) => f?.type === 'chat_response').length;
    // The address's burst, and what its rate gives back while the frames are read (an upper bound).
    const refill = Math.ceil((floodedSockets.ms / 60_000) * DEFAULT_CHAT_LIMITS.addressPerMinute);
    expect(answered).toBeLessThanOrEqual(DEFAULT_CHAT_LIMITS.addressBurst + refill);
    expect(floodFrames.filter((f) => f?.type === 'error' && f.message === CHAT_ERRORS.tooFast)).toHaveLength(floodFrames.length - answered);

    // And the server is still up.
    expect((await send(visitorAgent, server.port, 'GET', '/api/health')).status).toBe(200);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    console.warn(
      [
        `${CHAT_CLIENTS} chat clients from ${CHAT_ADDRESSES} addresses and a ${(floodMs / 1000).toFixed(1)} s flood from ${FLOOD_ADDRESS} on ${FLOOD_CONNECTIONS} connections, on ${name}:`,
        `  ${CHAT_CLIENTS} sockets opened in ${connectMs.toFixed(0)} ms; their ${CHAT_CLIENTS} questions all answered within ${chatMs.toFixed(0)} ms (${ms(answers.map((a) => a.ms))})`,
        `  flood: ${flood.length} requests (${((flood.length / floodMs) * 1000).toFixed(0)}/s), answers by status ${JSON.stringify(floodByPath)}`,
        `  flood sockets: ${floodedSockets.opened} opened, ${floodedSockets.refused.length} refused 429; of its ${floodFrames.length} questions ${answered} answered, ${floodFrames.length - answered} refused as too fast`,
        `  the other visitor (${VISITOR_ADDRESS}), ${probes.length} rounds, all served (bound ${SERVED_WITHIN_MS / 1000} s): health ${ms(probes.map((p) => p.health.ms))}; packages ${ms(probes.map((p) => p.packages.ms))}; checkout ${ms(probes.map((p) => p.checkout.ms))}; chat (connect and answer) ${ms(probes.map((p) => p.chat.ms))}`,
      ].join('\n'),
    );
  }, 60_000);
});
