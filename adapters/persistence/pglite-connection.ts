import { EventEmitter } from 'node:events';
import { Client, ClientConfig } from 'pg';
import { serialize } from 'pg-protocol';

/** What this adapter needs of a PGlite instance (its package is ES modules only, so no class import). */
export interface PgliteSession {
  readonly waitReady: Promise<void>;
  execProtocolStream(message: Uint8Array, options: { throwOnError: boolean }): Promise<readonly { readonly name: string }[]>;
}

/**
 * What every connection over one PGlite session shares: the order in which messages reach it, and
 * the named statements it has prepared (they live in the session, not in a connection).
 */
interface SharedSession {
  readonly pglite: PgliteSession;
  queue: Promise<unknown>;
  readonly parsedStatements: Record<string, string>;
  readonly submittedNamedStatements: Record<string, string>;
}

/**
 * A node-postgres connection over the one PGlite session: one per pool client.
 *
 * PGlite's own adapter (`createPgConfig`) hands every client the same connection object. When the
 * pool drops a client (pg-pool does so after any failed `pool.query`, such as a unique violation),
 * that object's `end()` strips the listeners and emits 'end' later, by which time the pool's next
 * client listens on the same object: it reads 'Connection terminated unexpectedly' and can miss the
 * answers to its own messages ('unexpected parseComplete'), and the process managers retried for
 * ever. Here each client has its own connection, so answers and 'end' reach only the client that
 * asked, while every message still joins the session's single queue in the order it was sent (an
 * ended client's pending Sync still reaches PGlite before the next client's Parse).
 */
export class PgliteConnection extends EventEmitter {
  /** Read by pg's Client.end(), which skips `end()` without it. */
  _connecting = false;
  /** pg's Client.end() destroys the stream when a query is still active. */
  readonly stream = { destroy: () => this.end() };
  private ended = false;
  private emitMessages = false;

  constructor(private readonly session: SharedSession) {
    super();
    this.on('newListener', (event) => {
      if (event === 'message') this.emitMessages = true;
    });
  }

  get parsedStatements(): Record<string, string> {
    return this.session.parsedStatements;
  }

  get submittedNamedStatements(): Record<string, string> {
    return this.session.submittedNamedStatements;
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.session.pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // The session is already open and trusted: there is no startup, password or TLS to exchange.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.send(serialize.query(text));
  }
  parse(query: Parameters<typeof serialize.parse>[0]): void {
    this.send(serialize.parse(query));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.send(serialize.bind(config));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.send(serialize.execute(config));
  }
  describe(message: Parameters<typeof serialize.describe>[0]): void {
    this.send(serialize.describe(message));
  }
  close(message: Parameters<typeof serialize.close>[0]): void {
    this.send(serialize.close(message));
  }
  flush(): void {
    this.send(serialize.flush());
  }
  sync(): void {
    this.send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.send(serialize.copyFail(message));
  }

  /** Like a socket closing: answers still due to this client are dropped, then 'end' reaches it alone. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.session.queue = this.session.queue.then(() => this.emit('end'));
  }

  private send(message: Uint8Array): void {
    const { session } = this;
    session.queue = session.queue
      .then(() => session.pglite.execProtocolStream(message, { throwOnError: false }))
      .then((answers) => {
        for (const answer of answers) {
          if (this.ended) return;
          if (this.emitMessages) this.emit('message', answer);
          // node-postgres expects an ErrorResponse as 'errorMessage'
          this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
        }
      })
      .catch((error: unknown) => {
        if (!this.ended) this.emit('error', error);
      });
  }
}

/**
 * The pool options that run node-postgres over a PGlite instance: one client at a time (PGlite is
 * one session), each with a connection of its own over the shared session.
 */
export function pglitePoolOptions(pglite: PgliteSession): { Client: typeof Client; max: 1 } {
  const session: SharedSession = { pglite, queue: pglite.waitReady, parsedStatements: {}, submittedNamedStatements: {} };
  class PgliteClient extends Client {
    constructor(config?: ClientConfig) {
      super({ ...config, connection: new PgliteConnection(session) } as ClientConfig);
    }
  }
  return { Client: PgliteClient, max: 1 };
}
