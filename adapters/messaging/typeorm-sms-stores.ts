import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  CustomerDirectory,
  InboundSms,
  InboxStore,
  OptOutStore,
  SmsThreadKey,
  StoredInboundSms,
} from '../../application/messaging/sms-inbox';
import { prepared, sqlPool } from '../persistence/sql-pool';

export class TypeOrmInboxStore implements InboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async receive(sms: InboundSms): Promise<boolean> {
    const pool = sqlPool(this.dataSource);
    // The conversation first: a text is never without one, whichever of two first texts wins.
    await pool.query(
      prepared(
        `INSERT INTO sms_threads ("id", "source", "phone", "createdAt") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("source", "phone") DO NOTHING`,
        [randomUUID(), sms.source, sms.from, sms.receivedAt],
      ),
    );
    const { rowCount } = await pool.query(
      prepared(
        `INSERT INTO inbound_sms ("providerId", "source", "from", "to", "body", "receivedAt") VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("providerId") DO NOTHING`,
        [sms.providerId, sms.source, sms.from, sms.to, sms.body, sms.receivedAt],
      ),
    );
    return (rowCount ?? 0) > 0;
  }

  async senders(limit: number): Promise<(SmsThreadKey & { lastBody: string; lastAt: Date; unread: number })[]> {
    const { rows } = await sqlPool(this.dataSource).query<SmsThreadKey & { lastBody: string; lastAt: Date; unread: string }>(
      prepared(
        `SELECT t."id", t."source", t."phone", last."body" AS "lastBody", last."receivedAt" AS "lastAt",
           (SELECT count(*) FROM inbound_sms u WHERE u."from" = t."phone" AND u."source" = t."source" AND u."readAt" IS NULL) AS "unread"
         FROM sms_threads t
         CROSS JOIN LATERAL (
           SELECT "body", "receivedAt" FROM inbound_sms i WHERE i."from" = t."phone" AND i."source" = t."source"
           ORDER BY "receivedAt" DESC, "id" DESC LIMIT 1
         ) last
         ORDER BY last."receivedAt" DESC LIMIT $1`,
        [limit],
      ),
    );
    return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
  }

  async thread(id: string): Promise<SmsThreadKey | null> {
    const { rows } = await sqlPool(this.dataSource).query<SmsThreadKey>(
      prepared(`SELECT "id", "source", "phone" FROM sms_threads WHERE "id" = $1`, [id]),
    );
    return rows[0] ?? null;
  }

  async from(thread: SmsThreadKey, limit: number): Promise<StoredInboundSms[]> {
    const { rows } = await sqlPool(this.dataSource).query<StoredInboundSms>(
      prepared(
        `SELECT "id"::text AS "id", "providerId", "source", "from", "to", "body", "receivedAt", "readAt"
         FROM inbound_sms WHERE "from" = $1 AND "source" = $2 ORDER BY "receivedAt" DESC, "id" DESC LIMIT $3`,
        [thread.phone, thread.source, limit],
      ),
    );
    return rows;
  }

  async markRead(thread: SmsThreadKey, at: Date, by: string): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(
      prepared(`UPDATE inbound_sms SET "readAt" = $3, "readBy" = $4 WHERE "from" = $1 AND "source" = $2 AND "readAt" IS NULL`, [
        thread.phone,
        thread.source,
        at,
        by,
      ]),
    );
    return rowCount ?? 0;
  }
}

export class TypeOrmOptOutStore implements OptOutStore {
  constructor(private readonly dataSource: DataSource) {}

  async isOptedOut(phone: string): Promise<boolean> {
    return (await this.optedOut([phone])).has(phone);
  }

  async optedOut(phones: readonly string[]): Promise<Set<string>> {
    if (phones.length === 0) return new Set();
    const { rows } = await sqlPool(this.dataSource).query<{ phone: string }>(
      prepared(`SELECT "phone" FROM sms_opt_outs WHERE "phone" = ANY($1::text[]) AND "optedOut"`, [[...phones]]),
    );
    return new Set(rows.map((r) => r.phone));
  }

  async record(phone: string, optedOut: boolean, keyword: string, at: Date): Promise<void> {
    // A late retry of an older webhook never undoes a newer word.
    await sqlPool(this.dataSource).query(
      prepared(
        `INSERT INTO sms_opt_outs ("phone", "optedOut", "keyword", "changedAt") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("phone") DO UPDATE SET "optedOut" = EXCLUDED."optedOut", "keyword" = EXCLUDED."keyword", "changedAt" = EXCLUDED."changedAt"
         WHERE sms_opt_outs."changedAt" <= EXCLUDED."changedAt"`,
        [phone, optedOut, keyword, at],
      ),
    );
  }

  async list(): Promise<{ phone: string; optedOut: boolean; keyword: string; changedAt: Date }[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ phone: string; optedOut: boolean; keyword: string; changedAt: Date }>(
      prepared(`SELECT "phone", "optedOut", "keyword", "changedAt" FROM sms_opt_outs ORDER BY "changedAt" DESC`),
    );
    return rows;
  }
}

/**
 * Customers grouped from the booking list by their number's ten digits (how a North American
 * number is written varies: '(780) 555-0123', '780.555.0123', '+1 780 555 0123'). Unpaid
 * checkouts and Test System bookings are nobody's bookings.
 */
const CUSTOMERS = `
  WITH b AS (
    SELECT *, right(regexp_replace("phone", '\\D', '', 'g'), 10) AS "digits" FROM booking_list
    WHERE "status" IN ('pending', 'confirmed', 'cancelled') AND NOT "test" AND length(regexp_replace("phone", '\\D', '', 'g')) >= 10
  )
  SELECT '+1' || "digits" AS "phone",
    (array_agg("phone" ORDER BY "createdAt" DESC))[1] AS "displayPhone",
    (array_agg("name" ORDER BY "createdAt" DESC))[1] AS "name",
    (array_agg("email" ORDER BY "createdAt" DESC))[1] AS "email",
    count(*) FILTER (WHERE "status" <> 'cancelled') AS "bookings",
    max("date") FILTER (WHERE "status" = 'confirmed') AS "lastTrip",
    max("createdAt") AS "latest"
  FROM b`;

export class SqlCustomerDirectory implements CustomerDirectory {
  constructor(private readonly dataSource: DataSource) {}

  async list(limit: number) {
    const { rows } = await sqlPool(this.dataSource).query<{
      phone: string;
      displayPhone: string;
      name: string;
      email: string;
      bookings: string;
      lastTrip: string | null;
    }>(prepared(`${CUSTOMERS} GROUP BY "digits" ORDER BY "latest" DESC LIMIT $1`, [limit]));
    return rows.map(({ phone, displayPhone, name, email, bookings, lastTrip }) => ({
      phone,
      displayPhone,
      name,
      email,
      bookings: Number(bookings),
      lastTrip,
    }));
  }

  async namesOf(phones: readonly string[]): Promise<Map<string, string>> {
    if (phones.length === 0) return new Map();
    const { rows } = await sqlPool(this.dataSource).query<{ phone: string; name: string }>(
      prepared(`SELECT * FROM (${CUSTOMERS} GROUP BY "digits") c WHERE c."phone" = ANY($1::text[])`, [[...phones]]),
    );
    return new Map(rows.map((r) => [r.phone, r.name]));
  }
}
