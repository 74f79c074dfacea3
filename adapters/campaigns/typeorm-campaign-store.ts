import { DataSource } from 'typeorm';
import {
  CampaignDelivery,
  CampaignRow,
  CampaignStore,
  ContactWithChoices,
  MarketingContacts,
  NewCampaign,
  OptInRow,
  OptInStore,
  OptInTokenRow,
  UnsubscribeRow,
  UnsubscribeStore,
  UnsubscribeTokenRow,
} from '../../application/campaigns/campaign-ports';
import { CAMPAIGN_EMAIL_KIND } from '../../domain/campaigns/campaign-rules';
import { ExclusionCounts } from '../../domain/campaigns/consent-rules';
import { prepared, sqlPool } from '../persistence/sql-pool';

const CAMPAIGN_COLUMNS = `"id", "name", "subject", "content", "recipients", "state", "createdBy", "createdAt", "scheduledFor", "claimedAt",
  "sentAt", "cancelledAt", "cancelledBy", "reached", "excluded"`;

/** The campaigns table, and what the outbox holds of their emails; PostgreSQL or PGlite. */
export class TypeOrmCampaignStore implements CampaignStore {
  constructor(private readonly dataSource: DataSource) {}

  async insert(campaign: NewCampaign): Promise<CampaignRow> {
    const { rows } = await sqlPool(this.dataSource).query<CampaignRow>(
      `INSERT INTO email_campaigns ("name", "subject", "content", "recipients", "state", "createdBy", "createdAt", "scheduledFor")
       VALUES ($1, $2, $3, $4::jsonb, 'scheduled', $5, $6, $7)
       RETURNING ${CAMPAIGN_COLUMNS}`,
      [
        campaign.name,
        campaign.subject,
        campaign.content,
        JSON.stringify(campaign.recipients),
        campaign.createdBy,
        campaign.createdAt,
        campaign.scheduledFor,
      ],
    );
    return rows[0]!;
  }

  async get(id: number): Promise<CampaignRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<CampaignRow>(
      prepared(`SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns WHERE "id" = $1`, [id]),
    );
    return rows[0];
  }

  async list(limit: number): Promise<CampaignRow[]> {
    const { rows } = await sqlPool(this.dataSource).query<CampaignRow>(
      prepared(`SELECT ${CAMPAIGN_COLUMNS} FROM email_campaigns ORDER BY "createdAt" DESC, "id" DESC LIMIT $1`, [limit]),
    );
    return rows;
  }

  async claimDue(now: Date, staleBefore: Date, limit: number, id?: number): Promise<CampaignRow[]> {
    // One statement: a campaign another server has locked is skipped, not waited for, and one it
    // claimed is no longer 'scheduled' for the next. The same on PGlite (one session).
    const { rows } = await sqlPool(this.dataSource).query<CampaignRow>(
      prepared(
        `UPDATE email_campaigns SET "state" = 'sending', "claimedAt" = $1
         WHERE "id" IN (
           SELECT "id" FROM email_campaigns
           WHERE (("state" = 'scheduled' AND COALESCE("scheduledFor", "createdAt") <= $1) OR ("state" = 'sending' AND "claimedAt" < $2))
             AND ($4::integer IS NULL OR "id" = $4)
           ORDER BY COALESCE("scheduledFor", "createdAt"), "id"
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         )
         RETURNING ${CAMPAIGN_COLUMNS}`,
        [now, staleBefore, limit, id ?? null],
      ),
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  async markQueued(id: number, claimedAt: Date, outcome: { sentAt: Date; reached: number; excluded: ExclusionCounts }): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        `UPDATE email_campaigns SET "state" = 'queued', "sentAt" = $3, "reached" = $4, "excluded" = $5::jsonb
         WHERE "id" = $1 AND "state" = 'sending' AND "claimedAt" = $2`,
        [id, claimedAt, outcome.sentAt, outcome.reached, JSON.stringify(outcome.excluded)],
      ),
    );
  }

  async cancel(id: number, at: Date, by: string): Promise<boolean> {
    const { rowCount } = await sqlPool(this.dataSource).query(
      prepared(
        `UPDATE email_campaigns SET "state" = 'cancelled', "cancelledAt" = $2, "cancelledBy" = $3 WHERE "id" = $1 AND "state" = 'scheduled'`,
        [id, at, by],
      ),
    );
    return (rowCount ?? 0) > 0;
  }

  async deliveries(ids: readonly number[]): Promise<Map<number, CampaignDelivery>> {
    if (ids.length === 0) return new Map();
    const { rows } = await sqlPool(this.dataSource).query<{ id: string } & CampaignDelivery>(
      prepared(
        `SELECT split_part("dedupeKey", ':', 2) AS "id",
           count(*) FILTER (WHERE "status" IN ('pending', 'sending'))::int AS "pending",
           count(*) FILTER (WHERE "status" = 'sent')::int AS "sent",
           count(*) FILTER (WHERE "status" = 'recorded')::int AS "recorded",
           count(*) FILTER (WHERE "status" = 'failed')::int AS "failed",
           count(*) FILTER (WHERE "status" = 'cancelled')::int AS "cancelled"
         FROM outbox_messages
         WHERE "kind" = $1 AND split_part("dedupeKey", ':', 2) = ANY($2::text[])
         GROUP BY 1`,
        [CAMPAIGN_EMAIL_KIND, ids.map(String)],
      ),
    );
    return new Map(rows.map(({ id, ...counts }) => [Number(id), counts]));
  }
}

/** A contact with what they chose themselves (campaign-ports.ts, ContactWithChoices). */
const CONTACT_WITH_CHOICES = `SELECT c.*, u."unsubscribedAt", o."confirmedAt" AS "optInConfirmedAt", o."bookingId" AS "optInBookingId"
  FROM marketing_contacts c
  LEFT JOIN marketing_unsubscribes u ON u."emailKey" = c."emailKey"
  LEFT JOIN marketing_opt_ins o ON o."emailKey" = c."emailKey"`;

/** The contacts read model with each contact's unsubscribe and confirmed opt-in. */
export class TypeOrmMarketingContacts implements MarketingContacts {
  constructor(private readonly dataSource: DataSource) {}

  async all(): Promise<ContactWithChoices[]> {
    const { rows } = await sqlPool(this.dataSource).query<ContactWithChoices>(prepared(`${CONTACT_WITH_CHOICES} ORDER BY c."emailKey"`));
    return rows;
  }

  async one(emailKey: string): Promise<ContactWithChoices | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<ContactWithChoices>(
      prepared(`${CONTACT_WITH_CHOICES} WHERE c."emailKey" = $1`, [emailKey]),
    );
    return rows[0];
  }
}

export class TypeOrmUnsubscribeStore implements UnsubscribeStore {
  constructor(private readonly dataSource: DataSource) {}

  async saveTokens(tokens: readonly UnsubscribeTokenRow[]): Promise<void> {
    if (tokens.length === 0) return;
    await sqlPool(this.dataSource).query(
      `INSERT INTO marketing_unsubscribe_tokens ("tokenHash", "emailKey", "email", "campaignId", "createdAt")
       SELECT "tokenHash", "emailKey", "email", "campaignId", "createdAt"
       FROM jsonb_to_recordset($1::jsonb) AS t("tokenHash" text, "emailKey" text, "email" text, "campaignId" integer, "createdAt" timestamptz)
       ON CONFLICT ("tokenHash") DO NOTHING`,
      [JSON.stringify(tokens)],
    );
  }

  async token(tokenHash: string): Promise<UnsubscribeTokenRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<UnsubscribeTokenRow>(
      prepared(`SELECT * FROM marketing_unsubscribe_tokens WHERE "tokenHash" = $1`, [tokenHash]),
    );
    return rows[0];
  }

  async get(emailKey: string): Promise<UnsubscribeRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<UnsubscribeRow>(
      prepared(`SELECT * FROM marketing_unsubscribes WHERE "emailKey" = $1`, [emailKey]),
    );
    return rows[0];
  }

  async save(row: UnsubscribeRow): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        `INSERT INTO marketing_unsubscribes ("emailKey", "email", "unsubscribedAt", "source") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("emailKey") DO UPDATE SET "email" = EXCLUDED."email", "unsubscribedAt" = EXCLUDED."unsubscribedAt", "source" = EXCLUDED."source"`,
        [row.emailKey, row.email, row.unsubscribedAt, row.source],
      ),
    );
  }
}

export class TypeOrmOptInStore implements OptInStore {
  constructor(private readonly dataSource: DataSource) {}

  async saveToken(token: OptInTokenRow): Promise<void> {
    await sqlPool(this.dataSource).query(
      prepared(
        `INSERT INTO marketing_opt_in_tokens ("tokenHash", "emailKey", "email", "bookingId", "createdAt", "usedAt")
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("tokenHash") DO NOTHING`,
        [token.tokenHash, token.emailKey, token.email, token.bookingId, token.createdAt, token.usedAt],
      ),
    );
  }

  async token(tokenHash: string): Promise<OptInTokenRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<OptInTokenRow>(
      prepared(`SELECT * FROM marketing_opt_in_tokens WHERE "tokenHash" = $1`, [tokenHash]),
    );
    return rows[0];
  }

  async get(emailKey: string): Promise<OptInRow | undefined> {
    const { rows } = await sqlPool(this.dataSource).query<OptInRow>(
      prepared(`SELECT * FROM marketing_opt_ins WHERE "emailKey" = $1`, [emailKey]),
    );
    return rows[0];
  }

  async confirm(tokenHash: string, at: Date, issuedAfter: Date): Promise<OptInRow | undefined> {
    // One statement: the link is used and its opt-in recorded together, and of two POSTs at once
    // only one finds the link unused.
    const { rows } = await sqlPool(this.dataSource).query<OptInRow>(
      prepared(
        `WITH used AS (
           UPDATE marketing_opt_in_tokens SET "usedAt" = $2
           WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "createdAt" > $3
           RETURNING "emailKey", "email", "bookingId"
         )
         INSERT INTO marketing_opt_ins ("emailKey", "email", "confirmedAt", "bookingId")
         SELECT "emailKey", "email", $2, "bookingId" FROM used
         ON CONFLICT ("emailKey") DO UPDATE SET "email" = EXCLUDED."email", "confirmedAt" = EXCLUDED."confirmedAt", "bookingId" = EXCLUDED."bookingId"
         RETURNING *`,
        [tokenHash, at, issuedAfter],
      ),
    );
    return rows[0];
  }
}
