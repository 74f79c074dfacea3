import { DataSource } from 'typeorm';
import { NewOutboxMessage, OutboxMessage, OutboxQuery, OutboxStore, OutboxUpdate } from '../../application/messaging/outbox';
import { OutboxMessageEntity } from './messaging-tables';

const COLUMNS = Object.freeze([
  'id',
  'dedupeKey',
  'kind',
  'bookingId',
  'channel',
  'audience',
  'recipient',
  'subject',
  'body',
  'html',
  'status',
  'attempts',
  'nextAttemptAt',
  'claimedAt',
  'lastError',
  'providerId',
  'createdAt',
  'sentAt',
] satisfies (keyof OutboxMessage)[]);

const SELECTED = COLUMNS.map((c) => (c === 'id' ? '"id"::text AS "id"' : `"${c}"`)).join(', ');

/** The outbox table, on PostgreSQL or PGlite. */
export class TypeOrmOutboxStore implements OutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async enqueue(messages: readonly NewOutboxMessage[]): Promise<number> {
    if (messages.length === 0) return 0;
    const columns = COLUMNS.filter((c) => c !== 'id');
    const rows = (await this.dataSource.query(
      `INSERT INTO outbox_messages (${columns.map((c) => `"${c}"`).join(', ')})
       SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM jsonb_populate_recordset(NULL::outbox_messages, $1::jsonb)
       ON CONFLICT ("dedupeKey") DO NOTHING
       RETURNING "id"`,
      [JSON.stringify(messages)],
    )) as unknown[];
    return rows.length;
  }

  async claimDue(now: Date, staleBefore: Date, limit: number): Promise<OutboxMessage[]> {
    // One statement: rows another dispatcher has locked are skipped, not waited for, and a row
    // claimed by one is no longer 'pending' for the next. Works the same on PGlite (one session).
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_messages SET "status" = 'sending', "claimedAt" = $1
       WHERE "id" IN (
         SELECT "id" FROM outbox_messages
         WHERE ("status" = 'pending' AND "nextAttemptAt" <= $1) OR ("status" = 'sending' AND "claimedAt" < $2)
         ORDER BY "nextAttemptAt", "id"
         LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${SELECTED}`,
      [now, staleBefore, limit],
    )) as [Record<string, unknown>[], number];
    return rows.map(toMessage).sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  }

  async release(claimed: Pick<OutboxMessage, 'id' | 'claimedAt'>, update: OutboxUpdate): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxMessageEntity)
      .set({ ...update, claimedAt: null })
      .where('"id" = :id AND "status" = \'sending\' AND "claimedAt" = :claimedAt', { id: claimed.id, claimedAt: claimed.claimedAt })
      .execute();
  }

  async list(query: OutboxQuery = {}): Promise<OutboxMessage[]> {
    const params: unknown[] = [query.limit ?? 200];
    const where = query.status ? `WHERE "status" = $${params.push(query.status)}` : '';
    const rows = (await this.dataSource.query(
      `SELECT ${SELECTED} FROM outbox_messages ${where} ORDER BY "createdAt" DESC, "id" DESC LIMIT $1`,
      params,
    )) as Record<string, unknown>[];
    return rows.map(toMessage);
  }
}

function toMessage(row: Record<string, unknown>): OutboxMessage {
  return Object.fromEntries(COLUMNS.map((c) => [c, row[c]])) as unknown as OutboxMessage;
}
