import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { prepared, sqlPool } from '../persistence/sql-pool';
import {
  ClaimedMessage,
  NewOutboxMessage,
  OutboxChannel,
  OutboxMessage,
  OutboxQuery,
  OutboxStore,
  OutboxUpdate,
  RecipientQuery,
} from '../../application/messaging/outbox';
import { recipientKeyOf } from '../../domain/messaging/phone-numbers';
import type { ManageLinkRow } from '../../application/manage/manage-links';

const COLUMNS = Object.freeze([
  'id',
  'dedupeKey',
  'kind',
  'bookingId',
  'channel',
  'audience',
  'recipient',
  'recipientKey',
  'sentBy',
  'subject',
  'body',
  'html',
  'attachment',
  'headers',
  'status',
  'attempts',
  'nextAttemptAt',
  'claimedAt',
  'claimToken',
  'claimExpiresAt',
  'lastError',
  'providerId',
  'createdAt',
  'sentAt',
] satisfies (keyof OutboxMessage)[]);

const SELECTED = COLUMNS.map((c) => (c === 'id' ? '"id"::text AS "id"' : `"${c}"`)).join(', ');

const RELEASE = `UPDATE outbox_messages SET "claimedAt" = NULL, "claimToken" = NULL, "claimExpiresAt" = NULL,
    "status" = CASE WHEN $3 THEN $4 ELSE "status" END,
    "attempts" = CASE WHEN $5 THEN $6::int ELSE "attempts" END,
    "nextAttemptAt" = CASE WHEN $7 THEN $8::timestamptz ELSE "nextAttemptAt" END,
    "lastError" = CASE WHEN $9 THEN $10 ELSE "lastError" END,
    "providerId" = CASE WHEN $11 THEN $12 ELSE "providerId" END,
    "sentAt" = CASE WHEN $13 THEN $14::timestamptz ELSE "sentAt" END
  FROM unnest($1::bigint[], $2::text[]) AS c(id, token)
  WHERE outbox_messages."id" = c.id AND "status" = 'sending' AND "claimToken" = c.token`;

const RENEW = `UPDATE outbox_messages SET "claimExpiresAt" = $3
  FROM unnest($1::bigint[], $2::text[]) AS c(id, token)
  WHERE outbox_messages."id" = c.id AND "status" = 'sending' AND "claimToken" = c.token
  RETURNING outbox_messages."id"::text AS "id"`;

// Not guarded by the claim: the sender's word that the provider took the message outranks any
// claim taken over meanwhile (a second sender seeing 'sent' has nothing left to do).
const RECORD_SENT = `UPDATE outbox_messages SET "status" = 'sent', "sentAt" = $2::timestamptz, "providerId" = $3,
    "attempts" = COALESCE($4::int, "attempts"),
    "nextAttemptAt" = NULL, "lastError" = NULL, "claimedAt" = NULL, "claimToken" = NULL, "claimExpiresAt" = NULL
  WHERE "id" = $1 AND "sentAt" IS NULL`;

/** The outbox table, on PostgreSQL or PGlite. */
export class TypeOrmOutboxStore implements OutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async enqueue(messages: readonly NewOutboxMessage[], carrying: { readonly manageLink?: ManageLinkRow } = {}): Promise<number> {
    if (messages.length === 0) return 0;
    const columns = COLUMNS.filter((c) => c !== 'id');
    const rows = JSON.stringify(
      messages.map((m) => ({
        ...m,
        recipientKey: recipientKeyOf(m.channel, m.recipient),
        sentBy: m.sentBy ?? null,
        headers: m.headers ?? null,
      })),
    );
    const insert = `INSERT INTO outbox_messages (${columns.map((c) => `"${c}"`).join(', ')})
         SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM jsonb_populate_recordset(NULL::outbox_messages, $1::jsonb)
         ON CONFLICT ("dedupeKey") DO NOTHING
         RETURNING "id"`;
    const link = carrying.manageLink;
    if (!link) return (await sqlPool(this.dataSource).query(prepared(insert, [rows]))).rows.length;
    // The link the messages carry, in the same statement: stored if and only if they are new.
    const { rows: added } = await sqlPool(this.dataSource).query<{ added: number }>(
      prepared(
        `WITH added AS (${insert}),
         link AS (
           INSERT INTO booking_manage_links ("tokenHash", "bookingId", "createdAt")
           SELECT $2, $3, $4 WHERE EXISTS (SELECT 1 FROM added)
           ON CONFLICT ("tokenHash") DO NOTHING)
         SELECT count(*)::integer AS added FROM added`,
        [rows, link.tokenHash, link.bookingId, link.createdAt],
      ),
    );
    return added[0]?.added ?? 0;
  }

  async claimDue(now: Date, expiresAt: Date, limit: number): Promise<OutboxMessage[]> {
    // One statement: rows another dispatcher has locked are skipped, not waited for, and a row
    // claimed by one is no longer due for the next. Works the same on PGlite (one session). The
    // token, not a timestamp, names the claim: two claims made in the same millisecond differ.
    const [rows] = (await this.dataSource.query(
      `UPDATE outbox_messages SET "status" = 'sending', "claimedAt" = $1, "claimToken" = $4, "claimExpiresAt" = $2
       WHERE "id" IN (
         SELECT "id" FROM outbox_messages
         WHERE ("status" = 'pending' AND "nextAttemptAt" <= $1) OR ("status" = 'sending' AND "claimExpiresAt" < $1)
         ORDER BY "nextAttemptAt", "id"
         LIMIT $3
         FOR UPDATE SKIP LOCKED
       )
       RETURNING ${SELECTED}`,
      [now, expiresAt, limit, randomUUID()],
    )) as [Record<string, unknown>[], number];
    return rows.map(toMessage).sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  }

  async renew(claimed: readonly ClaimedMessage[], expiresAt: Date): Promise<string[]> {
    if (claimed.length === 0) return [];
    const { rows } = await sqlPool(this.dataSource).query<{ id: string }>(
      prepared(RENEW, [claimed.map((c) => c.id), claimed.map((c) => c.claimToken), expiresAt]),
    );
    return rows.map((r) => r.id);
  }

  async recordSent(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(RECORD_SENT, [claimed.id, update.sentAt ?? null, update.providerId ?? null, update.attempts ?? null]),
    );
  }

  async release(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void> {
    await this.releaseAll([claimed], update);
  }

  async releaseAll(claimed: readonly ClaimedMessage[], update: OutboxUpdate): Promise<void> {
    if (claimed.length === 0) return;
    // Each column is set from the update when it carries it, kept otherwise: one statement for every outcome.
    const has = (key: keyof OutboxUpdate) => key in update;
    await sqlPool(this.dataSource).query(
      prepared(RELEASE, [
        claimed.map((c) => c.id),
        claimed.map((c) => c.claimToken),
        has('status'),
        update.status ?? null,
        has('attempts'),
        update.attempts ?? null,
        has('nextAttemptAt'),
        update.nextAttemptAt ?? null,
        has('lastError'),
        update.lastError ?? null,
        has('providerId'),
        update.providerId ?? null,
        has('sentAt'),
        update.sentAt ?? null,
      ]),
    );
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

  async toRecipient(query: RecipientQuery): Promise<OutboxMessage[]> {
    const { rows } = await sqlPool(this.dataSource).query<Record<string, unknown>>(
      prepared(
        `SELECT ${SELECTED} FROM outbox_messages WHERE "channel" = $1 AND "recipientKey" = $2 ORDER BY "createdAt" DESC, "id" DESC LIMIT $3`,
        [query.channel, query.recipientKey, query.limit],
      ),
    );
    return rows.map(toMessage);
  }

  async latestTo(channel: OutboxChannel, recipientKeys: readonly string[]): Promise<Map<string, OutboxMessage>> {
    if (recipientKeys.length === 0) return new Map();
    const { rows } = await sqlPool(this.dataSource).query<Record<string, unknown>>(
      prepared(
        `SELECT DISTINCT ON ("recipientKey") ${SELECTED} FROM outbox_messages
         WHERE "channel" = $1 AND "recipientKey" = ANY($2::text[]) ORDER BY "recipientKey", "createdAt" DESC, "id" DESC`,
        [channel, [...recipientKeys]],
      ),
    );
    return new Map(rows.map(toMessage).map((m) => [m.recipientKey!, m]));
  }

  async cancelPending(channel: OutboxChannel, recipientKey: string, kinds: readonly string[], reason: string): Promise<number> {
    if (kinds.length === 0) return 0;
    const { rowCount } = await sqlPool(this.dataSource).query(
      prepared(
        `UPDATE outbox_messages SET "status" = 'cancelled', "lastError" = $4, "nextAttemptAt" = NULL
         WHERE "channel" = $1 AND "recipientKey" = $2 AND "kind" = ANY($3::text[]) AND "status" = 'pending'`,
        [channel, recipientKey, [...kinds], reason],
      ),
    );
    return rowCount ?? 0;
  }

  async byDedupeKeys(keys: readonly string[]): Promise<OutboxMessage[]> {
    if (keys.length === 0) return [];
    const rows = (await this.dataSource.query(`SELECT ${SELECTED} FROM outbox_messages WHERE "dedupeKey" = ANY($1::text[])`, [
      [...keys],
    ])) as Record<string, unknown>[];
    return rows.map(toMessage);
  }
}

function toMessage(row: Record<string, unknown>): OutboxMessage {
  return Object.fromEntries(COLUMNS.map((c) => [c, row[c]])) as unknown as OutboxMessage;
}
