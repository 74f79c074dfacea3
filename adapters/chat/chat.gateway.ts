import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyaddr from 'proxy-addr';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { ChatAssistant } from '../../application/chat/chat-assistant';
import { CHAT_ERRORS, ChatServerFrame, readClientFrame } from '../../domain/chat/chat-protocol';
import { AppConfig } from '../config/app-config';
import { clientAddressOf } from '../http/client-address';
import { DrainingExpressAdapter } from '../http/graceful-shutdown';
import { RateLimitWindows } from '../rate-limits/rate-limit-windows';
import { APP_CONFIG } from '../shared/tokens';
import { AnswerTurns } from './answer-turns';
import { CHAT_LIMITS_TOKEN, ChatLimits, DEFAULT_CHAT_LIMITS } from './chat-limits';
import { ChatSocketRegistry, HEARTBEAT_EVERY_MS } from './chat-socket-registry';
import { TokenBuckets } from './token-buckets';

/** Close codes: 1000 normal (idle), 1008 policy (a frame too large is closed by ws itself with 1009). */
const IDLE_CLOSE = { code: 1000, reason: 'Closed after a quiet while' } as const;
const SHUTDOWN_CLOSE = { code: 1001, reason: 'Server shutting down' } as const;

interface Connection {
  /** Its row in the open sockets of all servers (ChatSocketRegistry). */
  readonly id: string;
  readonly address: string;
  lastSeen: number;
  /** Answers go out in the order the questions came in. */
  queue: Promise<void>;
}

/**
 * The chat's WebSocket at `/ws` on the site's own HTTP server. Before the handshake: the Origin
 * must be the site's own, and the socket counts of all servers together, in all and per address,
 * must have room (otherwise HTTP 403 / 503 / 429, no socket; one round trip). After it: every frame
 * is counted against the socket's rate (here) and the address's (in the database, one round trip),
 * checked (readClientFrame) and answered by the ChatAssistant; anything wrong gets an `error` frame
 * and the socket stays open. One socket's trouble never touches another's. Quiet sockets are
 * closed. Nothing a visitor wrote is logged.
 */
@WebSocketGateway({ path: '/ws', maxPayload: DEFAULT_CHAT_LIMITS.maxPayloadBytes })
export class ChatGateway implements OnGatewayInit<WebSocketServer>, OnGatewayConnection<WebSocket>, OnModuleDestroy {
  private readonly logger = new Logger('Chat');
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly socketRates: TokenBuckets;
  private readonly turns: AnswerTurns;
  /** Sockets admitted by the registry whose handshake is under way: handleConnection takes their id. */
  private readonly admitted = new WeakMap<IncomingMessage, string>();
  private idleTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly assistant: ChatAssistant,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CHAT_LIMITS_TOKEN) private readonly limits: ChatLimits,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(ChatSocketRegistry) private readonly registry: ChatSocketRegistry,
    @Inject(RateLimitWindows) private readonly rates: RateLimitWindows,
  ) {
    this.socketRates = new TokenBuckets(() => ({ burst: limits.connectionBurst, perMinute: limits.connectionPerMinute }));
    this.turns = new AnswerTurns(limits.answersAtOnce);
  }

  afterInit(server: WebSocketServer): void {
    server.options.maxPayload = this.limits.maxPayloadBytes;
    // ws asks this before every handshake (websocket-server.js reads the option on each upgrade).
    server.options.verifyClient = (
      info: { origin: string; req: IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      void this.admit(info.req).then((refusal) => (refusal ? done(false, refusal.status, refusal.message) : done(true)));
    };
    this.startIdleSweep();
    this.startHeartbeat();
    const http = this.adapterHost.httpAdapter;
    if (http instanceof DrainingExpressAdapter) http.onDrainStart(() => this.closeAll());
  }

  /** At shutdown: every socket is told the server is going away (1001), and cut if it does not answer within a second. */
  closeAll(): void {
    this.stopped = true;
    for (const socket of this.connections.keys()) {
      socket.close(SHUTDOWN_CLOSE.code, SHUTDOWN_CLOSE.reason);
      setTimeout(() => socket.terminate(), 1_000).unref();
    }
  }

  handleConnection(socket: WebSocket, request: IncomingMessage): void {
    const address = this.addressOf(request);
    const id = this.admitted.get(request) ?? randomUUID();
    this.admitted.delete(request);
    const connection: Connection = { id, address, lastSeen: performance.now(), queue: Promise.resolve() };
    this.connections.set(socket, connection);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(socket, connection, data, isBinary));
    socket.once('close', () => this.forget(socket, connection));
    socket.on('error', () => socket.terminate());
  }

  /** This server's sockets leave the count of all servers at once (their rows, and its heartbeat's). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    await this.registry.leave().catch((error: unknown) => {
      this.logger.warn(`This server's chat sockets stay counted until its heartbeat lapses: ${String(error)}`);
    });
  }

  /** How many sockets are open now (for tests and the logs). */
  get openConnections(): number {
    return this.connections.size;
  }

  /**
   * Whether a handshake may go on. This server's own counts refuse without a round trip (they are
   * part of the whole); otherwise the registry counts every server's sockets and takes this one.
   */
  private async admit(request: IncomingMessage): Promise<{ status: number; message: string } | null> {
    if (!this.originAllowed(request)) return { status: 403, message: 'Refused: this chat connection came from another site.' };
    const busy = { status: 503, message: CHAT_ERRORS.busy };
    const tooMany = { status: 429, message: CHAT_ERRORS.busy };
    if (this.connections.size >= this.limits.maxConnections) return busy;
    const address = this.addressOf(request);
    if ((this.perAddress.get(address) ?? 0) >= this.limits.connectionsPerAddress) return tooMany;
    try {
      const { socketId, admission } = await this.registry.admit(address, {
        total: this.limits.maxConnections,
        perAddress: this.limits.connectionsPerAddress,
      });
      if (!admission.ok) return admission.reason === 'total' ? busy : tooMany;
      this.admitted.set(request, socketId);
      return null;
    } catch (error) {
      this.logger.warn(`A chat socket was refused: the open sockets could not be counted (${String(error)})`);
      return busy;
    }
  }

  /**
   * A browser always names the page's origin on a WebSocket handshake: it must be this site
   * (PUBLIC_ORIGIN, or without it the Host the request was sent to, as on a developer's machine
   * behind Vite's proxy). Clients that are not browsers send none and cannot carry a visitor's
   * cookies anyway, so they pass.
   */
  private originAllowed(request: IncomingMessage): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    if (!URL.canParse(origin)) return false;
    const from = new URL(origin);
    if (this.config.publicOrigin) return from.origin === new URL(this.config.publicOrigin).origin;
    return from.host === request.headers.host;
  }

  private addressOf(request: IncomingMessage): string {
    const trust = this.adapterHost.httpAdapter?.getInstance<{ get(name: string): unknown }>()?.get('trust proxy fn');
    const ip = typeof trust === 'function' ? proxyaddr(request, trust as (a: string, i: number) => boolean) : request.socket.remoteAddress;
    return clientAddressOf({ ip, socket: request.socket } as unknown as Request) ?? 'unknown';
  }

  private onFrame(socket: WebSocket, connection: Connection, data: RawData, isBinary: boolean): void {
    connection.lastSeen = performance.now();
    // A socket lives on one server: its own rate is kept here, and a frame over it costs no round trip.
    if (!this.socketRates.take(connection.id, connection.lastSeen)) {
      this.send(socket, { type: 'error', message: CHAT_ERRORS.tooFast });
      return;
    }
    connection.queue = connection.queue.then(async () => {
      try {
        // Counted before the turn: a flood refused here never delays another visitor's answer.
        if (!(await this.addressAllows(connection.address))) {
          this.send(socket, { type: 'error', message: CHAT_ERRORS.tooFast });
          return;
        }
        const reading = isBinary ? ({ ok: false, error: CHAT_ERRORS.notJson } as const) : readClientFrame(rawText(data));
        if (!reading.ok) {
          this.send(socket, { type: 'error', message: reading.error });
          return;
        }
        const message = await this.turns.run(() => this.assistant.respond(reading.frame));
        const { intent: _intent, ...metadata } = message.metadata;
        this.send(socket, { type: 'chat_response', message: { ...message, metadata } });
      } catch (error) {
        // No message text in the log: the question may hold a name or a number.
        this.logger.error('A chat answer failed', error instanceof Error ? error.stack : String(error));
        this.send(socket, { type: 'error', message: CHAT_ERRORS.unavailable });
      }
    });
  }

  private send(socket: WebSocket, frame: ChatServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  /**
   * The questions of all sockets of one address, on every server: a sliding window whose length is
   * the time the address's rate takes to earn a burst back, with the burst as its limit. A burst
   * goes through at once, and over any longer time the rate holds.
   */
  private async addressAllows(address: string): Promise<boolean> {
    const { addressBurst, addressPerMinute } = this.limits;
    const windowMs = Math.max(1_000, Math.round((60_000 * addressBurst) / addressPerMinute));
    return (await this.rates.take(`chat ${address}`, addressBurst, windowMs)).allowed;
  }

  private forget(socket: WebSocket, connection: Connection): void {
    if (!this.connections.delete(socket)) return;
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    this.socketRates.forget(connection.id);
    // At shutdown the server's rows go all at once (onModuleDestroy).
    if (!this.stopped) {
      this.registry.release(connection.id).catch((error: unknown) => {
        this.logger.warn(`A closed chat socket stays counted until the next heartbeat: ${String(error)}`);
      });
    }
  }

  /** Keeps this server's sockets counted, and its rows of sockets it no longer holds removed. */
  private startHeartbeat(): void {
    this.heartbeatTimer = setInterval(() => {
      const held = [...this.connections.values()].map((c) => c.id);
      this.registry.heartbeat(held).catch((error: unknown) => {
        this.logger.warn(`The chat sockets' heartbeat failed; it runs again in ${HEARTBEAT_EVERY_MS / 1000} s: ${String(error)}`);
      });
    }, HEARTBEAT_EVERY_MS);
    this.heartbeatTimer.unref();
  }

  /** Looks for quiet sockets every quarter of the idle time (at least every second), read afresh each round. */
  private startIdleSweep(): void {
    const every = Math.max(50, Math.min(1_000, Math.floor(this.limits.idleMs / 4)));
    this.idleTimer = setTimeout(() => {
      const now = performance.now();
      for (const [socket, connection] of this.connections) {
        if (now - connection.lastSeen >= this.limits.idleMs) socket.close(IDLE_CLOSE.code, IDLE_CLOSE.reason);
      }
      if (!this.stopped) this.startIdleSweep();
    }, every);
    this.idleTimer.unref();
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
