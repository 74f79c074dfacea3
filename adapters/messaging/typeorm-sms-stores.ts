import { DataSource } from 'typeorm';
import { CustomerDirectory, InboundSms, InboxStore, OptOutStore, StoredInboundSms } from '../../application/messaging/sms-inbox';
import { prepared, sqlPool } from '../persistence/sql-pool';

export class TypeOrmInboxStore implements InboxStore {
  constructor(private readonly dataSource: DataSource) {}

  async receive(sms: InboundSms): Promise<boolean> {
    const { rowCount } = await sqlPool(this.dataSource).query(
      prepared(
        `INSERT INTO inbound_sms ("providerId", "from", "to", "body", "receivedAt") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("providerId") DO NOTHING`,
        [sms.providerId, sms.from, sms.to, sms.body, sms.receivedAt],
      ),
    );
    return (rowCount ?? 0) > 0;
  }

  async senders(limit: number): Promise<{ phone: string; lastBody: string; lastAt: Date; unread: number }[]> {
    const { rows } = await sqlPool(this.dataSource).query<{ phone: string; lastBody: string; lastAt: Date; unread: string }>(
      prepared(
        `SELECT DISTINCT ON ("from") "from" AS "phone", "body" AS "lastBody", "receivedAt" AS "lastAt",
           (SELECT count(*) FROM inbound_sms u WHERE u."from" = i."from" AND u."readAt" IS NULL) AS "unread"
         FROM inbound_sms i ORDER BY "from", "receivedAt" DESC, "id" DESC`,
      ),
    );
    return rows
      .map((r) => ({ ...r, unread: Number(r.unread) }))
      .sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime())
      .slice(0, limit);
  }

  async from(phone: string, limit: number): Promise<StoredInboundSms[]> {
    const { rows } = await sqlPool(this.dataSource).query<StoredInboundSms>(
      prepared(
        `SELECT "id"::text AS "id", "providerId", "from", "to", "body", "receivedAt", "readAt"
         FROM inbound_sms WHERE "from" = $1 ORDER BY "receivedAt" DESC, "id" DESC LIMIT $2`,
        [phone, limit],
      ),
    );
    return rows;
  }

  async markRead(phone: string, at: Date, by: string): Promise<number> {
    const { rowCount } = await sqlPool(this.dataSource).query(
      prepared(`UPDATE inbound_sms SET "readAt" = $2, "readBy" = $3 WHERE "from" = $1 AND "readAt" IS NULL`, [phone, at, by]),
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
