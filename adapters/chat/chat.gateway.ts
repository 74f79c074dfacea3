import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyaddr from 'proxy-addr';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import { ChatAssistant } from '../../application/chat/chat-assistant';
import { CHAT_ERRORS, ChatServerFrame, readClientFrame } from '../../domain/chat/chat-protocol';
import { AppConfig } from '../config/app-config';
import { clientAddressOf } from '../http/client-address';
import { DrainingExpressAdapter } from '../http/graceful-shutdown';
import { APP_CONFIG } from '../shared/tokens';
import { CHAT_LIMITS_TOKEN, ChatLimits, DEFAULT_CHAT_LIMITS } from './chat-limits';
import { TokenBuckets } from './token-buckets';

/** Close codes: 1000 normal (idle), 1008 policy (a frame too large is closed by ws itself with 1009). */
const IDLE_CLOSE = { code: 1000, reason: 'Closed after a quiet while' } as const;
const SHUTDOWN_CLOSE = { code: 1001, reason: 'Server shutting down' } as const;

interface Connection {
  readonly address: string;
  lastSeen: number;
  /** Answers go out in the order the questions came in. */
  queue: Promise<void>;
}

/**
 * The chat's WebSocket at `/ws` on the site's own HTTP server (SPEC section 7). Before the
 * handshake: the Origin must be the site's own, and the server-wide and per-address socket counts
 * must have room (otherwise HTTP 403 / 503 / 429, no socket). After it: every frame is checked
 * (readClientFrame), counted against the socket's and the address's rate, and answered by the
 * ChatAssistant; anything wrong gets an `error` frame and the socket stays open. One socket's
 * trouble never touches another's. Quiet sockets are closed. Nothing a visitor wrote is logged.
 */
@WebSocketGateway({ path: '/ws', maxPayload: DEFAULT_CHAT_LIMITS.maxPayloadBytes })
export class ChatGateway implements OnGatewayInit<WebSocketServer>, OnGatewayConnection<WebSocket>, OnModuleDestroy {
  private readonly logger = new Logger('Chat');
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly perAddress = new Map<string, number>();
  private readonly socketRates: TokenBuckets;
  private readonly addressRates: TokenBuckets;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private nextSocketId = 0;
  private readonly socketIds = new WeakMap<WebSocket, string>();

  constructor(
    private readonly assistant: ChatAssistant,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CHAT_LIMITS_TOKEN) private readonly limits: ChatLimits,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.socketRates = new TokenBuckets(() => ({ burst: limits.connectionBurst, perMinute: limits.connectionPerMinute }));
    this.addressRates = new TokenBuckets(() => ({ burst: limits.addressBurst, perMinute: limits.addressPerMinute }));
  }

  afterInit(server: WebSocketServer): void {
    server.options.maxPayload = this.limits.maxPayloadBytes;
    // ws asks this before every handshake (websocket-server.js reads the option on each upgrade).
    server.options.verifyClient = (
      info: { origin: string; req: IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      const refusal = this.refusalOf(info.req);
      if (refusal) done(false, refusal.status, refusal.message);
      else done(true);
    };
    this.startIdleSweep();
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
    const connection: Connection = { address, lastSeen: performance.now(), queue: Promise.resolve() };
    this.connections.set(socket, connection);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.socketIds.set(socket, `s${++this.nextSocketId}`);
    socket.on('message', (data: RawData, isBinary: boolean) => this.onFrame(socket, connection, data, isBinary));
    socket.once('close', () => this.forget(socket, connection));
    socket.on('error', () => socket.terminate());
  }

  onModuleDestroy(): void {
    this.stopped = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
  }

  /** How many sockets are open now (for tests and the logs). */
  get openConnections(): number {
    return this.connections.size;
  }

  private refusalOf(request: IncomingMessage): { status: number; message: string } | null {
    if (!this.originAllowed(request)) return { status: 403, message: 'Refused: this chat connection came from another site.' };
    if (this.connections.size >= this.limits.maxConnections) return { status: 503, message: CHAT_ERRORS.busy };
    const address = this.addressOf(request);
    if ((this.perAddress.get(address) ?? 0) >= this.limits.connectionsPerAddress) return { status: 429, message: CHAT_ERRORS.busy };
    return null;
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
    const now = performance.now();
    const id = this.socketIds.get(socket) ?? '';
    // Both buckets are charged: a flood from one socket also spends its address's share.
    const socketOk = this.socketRates.take(id, now);
    const addressOk = this.addressRates.take(connection.address, now);
    if (!socketOk || !addressOk) {
      this.send(socket, { type: 'error', message: CHAT_ERRORS.tooFast });
      return;
    }
    const reading = isBinary ? ({ ok: false, error: CHAT_ERRORS.notJson } as const) : readClientFrame(rawText(data));
    if (!reading.ok) {
      this.send(socket, { type: 'error', message: reading.error });
      return;
    }
    connection.queue = connection.queue.then(async () => {
      try {
        const message = await this.assistant.respond(reading.frame);
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

  private forget(socket: WebSocket, connection: Connection): void {
    if (!this.connections.delete(socket)) return;
    const left = (this.perAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(connection.address, left);
    else this.perAddress.delete(connection.address);
    this.socketRates.forget(this.socketIds.get(socket) ?? '');
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
