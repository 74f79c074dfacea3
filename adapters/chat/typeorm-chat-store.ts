import { DataSource } from 'typeorm';
import {
  ChatConversation,
  ChatSessionPage,
  ChatSessionStore,
  ChatSessionSummary,
  ChatSessionView,
} from '../../application/chat/chat-sessions';
import { BookingContext, ChatMessage, ChatMessageMetadata, ChatSender } from '../../domain/chat/chat-protocol';
import { DialogueState } from '../../domain/chat/dialogue-state';
import { prepared, sqlPool } from '../persistence/sql-pool';

/** The conversations in PostgreSQL or PGlite (chat-tables.ts): one statement per question and answer. */
export class TypeOrmChatSessionStore implements ChatSessionStore {
  constructor(private readonly dataSource: DataSource) {}

  async record(
    sessionId: string,
    messages: readonly ChatMessage[],
    context: BookingContext | null = null,
    dialogue: DialogueState | null = null,
  ): Promise<void> {
    const last = messages.at(-1);
    if (!last) return;
    const first = messages[0]!;
    // One round trip: the session's row is created or moved on (with the conversation's context),
    // then its messages are added.
    const values: unknown[] = [
      sessionId,
      new Date(first.timestamp),
      new Date(last.timestamp),
      messages.length,
      last.message,
      context ? JSON.stringify(context) : null,
      dialogue ? JSON.stringify(dialogue) : null,
    ];
    const rows = messages.map((m) => {
      values.push(m.id, m.sender, m.message, new Date(m.timestamp), JSON.stringify(m.metadata));
      const n = values.length;
      return `($${n - 4}::text, $${n - 3}::text, $${n - 2}::text, $${n - 1}::timestamptz, $${n}::jsonb)`;
    });
    await sqlPool(this.dataSource).query(
      prepared(
        `WITH session AS (
           INSERT INTO chat_sessions ("sessionId", "startedAt", "lastMessageAt", "messageCount", "lastMessage", "bookingContext", "dialogueState")
           VALUES ($1, $2::timestamptz, $3::timestamptz, $4::integer, $5, $6::jsonb, $7::jsonb)
           ON CONFLICT ("sessionId") DO UPDATE SET
             "lastMessageAt" = GREATEST(chat_sessions."lastMessageAt", EXCLUDED."lastMessageAt"),
             "messageCount" = chat_sessions."messageCount" + EXCLUDED."messageCount",
             "lastMessage" = EXCLUDED."lastMessage",
             "bookingContext" = COALESCE(EXCLUDED."bookingContext", chat_sessions."bookingContext"),
             "dialogueState" = COALESCE(EXCLUDED."dialogueState", chat_sessions."dialogueState")
           RETURNING "sessionId"
         )
         INSERT INTO chat_messages ("id", "sessionId", "sender", "message", "timestamp", "metadata")
         SELECT v.id, s."sessionId", v.sender, v.message, v.ts, v.meta
         FROM session s, (VALUES ${rows.join(', ')}) AS v(id, sender, message, ts, meta)
         ON CONFLICT ("id") DO NOTHING`,
        values,
      ),
    );
  }

  async context(sessionId: string): Promise<BookingContext | null> {
    return (await this.conversation(sessionId)).context;
  }

  async conversation(sessionId: string): Promise<ChatConversation> {
    const { rows } = await sqlPool(this.dataSource).query<{ bookingContext: BookingContext | null; dialogueState: DialogueState | null }>(
      prepared('SELECT "bookingContext", "dialogueState" FROM chat_sessions WHERE "sessionId" = $1', [sessionId]),
    );
    return { context: rows[0]?.bookingContext ?? null, dialogue: rows[0]?.dialogueState ?? null };
  }

  async list(page: number, pageSize: number): Promise<ChatSessionPage> {
    const pool = sqlPool(this.dataSource);
    const [items, total] = await Promise.all([
      pool.query<ChatSessionSummary>(
        prepared(
          `SELECT "sessionId", "startedAt", "lastMessageAt", "messageCount", "lastMessage" FROM chat_sessions
           ORDER BY "lastMessageAt" DESC, "sessionId" LIMIT $1 OFFSET $2`,
          [pageSize, (page - 1) * pageSize],
        ),
      ),
      pool.query<{ total: string }>(prepared('SELECT count(*)::text AS total FROM chat_sessions')),
    ]);
    return { items: items.rows, total: Number(total.rows[0]?.total ?? 0) };
  }

  async get(sessionId: string): Promise<ChatSessionView | null> {
    const pool = sqlPool(this.dataSource);
    const session = await pool.query<{ startedAt: Date }>(
      prepared('SELECT "startedAt" FROM chat_sessions WHERE "sessionId" = $1', [sessionId]),
    );
    const found = session.rows[0];
    if (!found) return null;
    const { rows } = await pool.query<{ id: string; sender: ChatSender; message: string; timestamp: Date; metadata: ChatMessageMetadata }>(
      prepared('SELECT "id", "sender", "message", "timestamp", "metadata" FROM chat_messages WHERE "sessionId" = $1 ORDER BY "seq"', [
        sessionId,
      ]),
    );
    return {
      sessionId,
      startedAt: found.startedAt,
      messages: rows.map((r) => ({ ...r, sessionId, timestamp: r.timestamp.toISOString() })),
    };
  }

  async purgeInactiveSince(cutoff: Date): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(prepared('DELETE FROM chat_sessions WHERE "lastMessageAt" < $1', [cutoff]));
    return rowCount ?? 0;
  }
}
