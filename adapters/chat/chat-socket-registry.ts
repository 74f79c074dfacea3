import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** How often a server renews its heartbeat, and how old one may be before its sockets stop counting. */
export const HEARTBEAT_EVERY_MS = 15_000;
export const HEARTBEAT_LAPSES_AFTER_S = 45;
/** A server silent this long is deleted with its sockets' rows (it stopped counting long before). */
const DEAD_SERVER_KEPT_S = 600;
/** A socket admitted this recently may still be in its handshake, not yet among those the server holds. */
const HANDSHAKE_S = 30;

export type Admission = { readonly ok: true } | { readonly ok: false; readonly reason: 'total' | 'address' };

/**
 * The heartbeat: this server's row renewed, long-dead servers deleted (their sockets' rows go with
 * them), and this server's rows of sockets it no longer holds (a handshake that failed after its
 * admission, a delete at close that failed) removed.
 */
const HEARTBEAT = `
  WITH beat AS (
    INSERT INTO chat_servers ("serverId", "heartbeatAt") VALUES ($1, now())
    ON CONFLICT ("serverId") DO UPDATE SET "heartbeatAt" = now()
  ), dead AS (
    DELETE FROM chat_servers WHERE "serverId" <> $1 AND "heartbeatAt" < now() - make_interval(secs => ${DEAD_SERVER_KEPT_S})
  )
  DELETE FROM chat_sockets
  WHERE "serverId" = $1 AND NOT ("socketId" = ANY ($2::text[])) AND "openedAt" < now() - make_interval(secs => ${HANDSHAKE_S})`;

/**
 * The open chat sockets of every server in the database (chat-tables.ts), so that the caps on
 * sockets per address and in all mean the same with one server or several. A socket costs one
 * statement when it opens and one when it closes; a server's heartbeat keeps its sockets counted,
 * and a server that died without closing them stops counting within HEARTBEAT_LAPSES_AFTER_S.
 */
export class ChatSocketRegistry {
  /** This process's name in the table. */
  readonly serverId = randomUUID();

  constructor(private readonly dataSource: DataSource) {}

  /** A new socket's id, and whether both caps let it in (it is then counted). */
  async admit(address: string, caps: { total: number; perAddress: number }): Promise<{ socketId: string; admission: Admission }> {
    const socketId = randomUUID();
    // One statement: chat-tables.ts's admit_chat_socket decides it under a lock shared by every server.
    const { rows } = await sqlPool(this.dataSource).query<{ refusal: 'total' | 'address' | null }>(
      prepared('SELECT admit_chat_socket($1, $2, $3, $4, $5, $6) AS refusal', [
        socketId,
        this.serverId,
        address,
        caps.total,
        caps.perAddress,
        HEARTBEAT_LAPSES_AFTER_S,
      ]),
    );
    const refusal = rows[0]?.refusal ?? null;
    return { socketId, admission: refusal ? { ok: false, reason: refusal } : { ok: true } };
  }

  async release(socketId: string): Promise<void> {
    await sqlPool(this.dataSource).query(prepared('DELETE FROM chat_sockets WHERE "socketId" = $1', [socketId]));
  }

  /** Renews this server's heartbeat; `held` are the sockets it has open (any other row of its own is removed). */
  async heartbeat(held: readonly string[]): Promise<void> {
    await sqlPool(this.dataSource).query(prepared(HEARTBEAT, [this.serverId, held]));
  }

  /** At shutdown: this server and its sockets leave the count at once. */
  async leave(): Promise<void> {
    await sqlPool(this.dataSource).query(prepared('DELETE FROM chat_servers WHERE "serverId" = $1', [this.serverId]));
  }
}
