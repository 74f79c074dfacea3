import { Column, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import {
  CampaignRow,
  CampaignState,
  OptInRow,
  OptInTokenRow,
  UnsubscribeRow,
  UnsubscribeSource,
  UnsubscribeTokenRow,
} from '../../application/campaigns/campaign-ports';
import { MarketingContactBookingRow, MarketingContactRow } from '../../application/campaigns/contact-read-models';
import { CampaignRecipients } from '../../domain/campaigns/campaign-rules';
import { ConsentSource, ExclusionCounts } from '../../domain/campaigns/consent-rules';

/** The contacts read model (application/campaigns/marketing-contacts.projection.ts); the booking events are the record. */
@Entity({ name: 'marketing_contacts' })
export class MarketingContactEntity implements MarketingContactRow {
  @PrimaryColumn('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('text') name!: string;
  @Column('timestamptz', { nullable: true }) expressConsentAt!: Date | null;
  @Column('text', { nullable: true }) expressConsentSource!: ConsentSource | null;
  @Column('text', { nullable: true }) expressConsentBookingId!: string | null;
  @Column('timestamptz', { nullable: true }) lastPurchaseAt!: Date | null;
  @Column('timestamptz') firstSeenAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

@Entity({ name: 'marketing_contact_bookings' })
export class MarketingContactBookingEntity implements MarketingContactBookingRow {
  @PrimaryColumn('text') bookingId!: string;
  @Column('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('text') name!: string;
  @Column('boolean') marketingConsent!: boolean;
  @Column('boolean') byGuide!: boolean;
  @Column('timestamptz', { nullable: true }) purchasedAt!: Date | null;
}

/** Unsubscribes: a record of their own, never rebuilt, so a projection rebuild cannot forget one. */
@Entity({ name: 'marketing_unsubscribes' })
export class MarketingUnsubscribeEntity implements UnsubscribeRow {
  @PrimaryColumn('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('timestamptz') unsubscribedAt!: Date;
  @Column('text') source!: UnsubscribeSource;
}

/** The unsubscribe link of each campaign email, by the SHA-256 of its token. */
@Entity({ name: 'marketing_unsubscribe_tokens' })
export class UnsubscribeTokenEntity implements UnsubscribeTokenRow {
  @PrimaryColumn('text') tokenHash!: string;
  @Index() @Column('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('integer') campaignId!: number;
  @Column('timestamptz') createdAt!: Date;
}

/** Confirmed opt-ins (the opt-in email's link): a record of their own, never rebuilt, like the unsubscribes. */
@Entity({ name: 'marketing_opt_ins' })
export class MarketingOptInEntity implements OptInRow {
  @PrimaryColumn('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('timestamptz') confirmedAt!: Date;
  @Column('text') bookingId!: string;
}

/** The link of each opt-in email, by the SHA-256 of its token. */
@Entity({ name: 'marketing_opt_in_tokens' })
export class OptInTokenEntity implements OptInTokenRow {
  @PrimaryColumn('text') tokenHash!: string;
  @Index() @Column('text') emailKey!: string;
  @Column('text') email!: string;
  @Column('text') bookingId!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
}

@Entity({ name: 'email_campaigns' })
export class EmailCampaignEntity implements CampaignRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
  @Column('text') subject!: string;
  @Column('text') content!: string;
  @Column('jsonb') recipients!: CampaignRecipients;
  @Column('text') state!: CampaignState;
  @Column('text') createdBy!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz', { nullable: true }) scheduledFor!: Date | null;
  @Column('timestamptz', { nullable: true }) claimedAt!: Date | null;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { nullable: true }) cancelledAt!: Date | null;
  @Column('text', { nullable: true }) cancelledBy!: string | null;
  @Column('integer', { nullable: true }) reached!: number | null;
  @Column('jsonb', { nullable: true }) excluded!: ExclusionCounts | null;
}

/**
 * Header fields an outbox email carries (a campaign's List-Unsubscribe), which the dispatcher
 * hands to the mail server. The column belongs to the outbox (adapters/messaging/messaging-tables.ts).
 */
export class AddOutboxHeaders1763800095000 implements MigrationInterface {
  name = 'AddOutboxHeaders1763800095000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages ADD COLUMN "headers" jsonb');
    await q.query(
      `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_headers_email CHECK ("headers" IS NULL OR "channel" = 'email')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages DROP COLUMN "headers"');
  }
}

/** Email campaigns (docs/product/messaging.md): the contacts read model, unsubscribes and their links, the campaigns. */
export class CreateEmailCampaigns1763800095001 implements MigrationInterface {
  name = 'CreateEmailCampaigns1763800095001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE marketing_contacts (
        "emailKey" text PRIMARY KEY,
        "email" text NOT NULL,
        "name" text NOT NULL,
        "expressConsentAt" timestamptz,
        "expressConsentSource" text,
        "expressConsentBookingId" text,
        "lastPurchaseAt" timestamptz,
        "firstSeenAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE marketing_contact_bookings (
        "bookingId" text PRIMARY KEY,
        "emailKey" text NOT NULL,
        "purchasedAt" timestamptz
      )`);
    await q.query(`
      CREATE TABLE marketing_unsubscribes (
        "emailKey" text PRIMARY KEY,
        "email" text NOT NULL,
        "unsubscribedAt" timestamptz NOT NULL,
        "source" text NOT NULL CHECK ("source" IN ('link', 'one-click'))
      )`);
    await q.query(`
      CREATE TABLE marketing_unsubscribe_tokens (
        "tokenHash" text PRIMARY KEY,
        "emailKey" text NOT NULL,
        "email" text NOT NULL,
        "campaignId" integer NOT NULL,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX marketing_unsubscribe_tokens_email ON marketing_unsubscribe_tokens ("emailKey")');
    await q.query(`
      CREATE TABLE email_campaigns (
        "id" serial PRIMARY KEY,
        "name" text NOT NULL,
        "subject" text NOT NULL,
        "content" text NOT NULL,
        "recipients" jsonb NOT NULL,
        "state" text NOT NULL CHECK ("state" IN ('scheduled', 'sending', 'queued', 'cancelled')),
        "createdBy" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "scheduledFor" timestamptz,
        "claimedAt" timestamptz,
        "sentAt" timestamptz,
        "cancelledAt" timestamptz,
        "cancelledBy" text,
        "reached" integer,
        "excluded" jsonb
      )`);
    // The minute job's "what is due": campaigns not yet out, by their moment.
    await q.query(
      `CREATE INDEX email_campaigns_due ON email_campaigns ((COALESCE("scheduledFor", "createdAt"))) WHERE "state" IN ('scheduled', 'sending')`,
    );
    await q.query('CREATE INDEX email_campaigns_list ON email_campaigns ("createdAt" DESC, "id" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE email_campaigns');
    await q.query('DROP TABLE marketing_unsubscribe_tokens');
    await q.query('DROP TABLE marketing_unsubscribes');
    await q.query('DROP TABLE marketing_contact_bookings');
    await q.query('DROP TABLE marketing_contacts');
  }
}

/** Confirmed opt-ins and the links of opt-in emails (application/campaigns/marketing-opt-in.process.ts). */
export class CreateMarketingOptIns1763800180000 implements MigrationInterface {
  name = 'CreateMarketingOptIns1763800180000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE marketing_opt_ins (
        "emailKey" text PRIMARY KEY,
        "email" text NOT NULL,
        "confirmedAt" timestamptz NOT NULL,
        "bookingId" text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE marketing_opt_in_tokens (
        "tokenHash" text PRIMARY KEY,
        "emailKey" text NOT NULL,
        "email" text NOT NULL,
        "bookingId" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "usedAt" timestamptz
      )`);
    await q.query('CREATE INDEX marketing_opt_in_tokens_email ON marketing_opt_in_tokens ("emailKey")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE marketing_opt_in_tokens');
    await q.query('DROP TABLE marketing_opt_ins');
  }
}

/**
 * The contacts read model is made from paid bookings (and the guide's) only: each booking's row
 * keeps what its first event said, for the payment that comes later. The rows an earlier release
 * made of unpaid checkouts (contacts, consents and names anybody could type) are emptied with the
 * projection's checkpoint, so the upgraded site replays the whole log into it when it starts
 * (the projection runner starts a projection without a checkpoint at the beginning of the log).
 */
export class RebuildMarketingContactsFromPurchases1763800180001 implements MigrationInterface {
  name = 'RebuildMarketingContactsFromPurchases1763800180001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('TRUNCATE marketing_contacts, marketing_contact_bookings');
    await q.query(`
      ALTER TABLE marketing_contact_bookings
        ADD COLUMN "email" text NOT NULL,
        ADD COLUMN "name" text NOT NULL,
        ADD COLUMN "marketingConsent" boolean NOT NULL,
        ADD COLUMN "byGuide" boolean NOT NULL`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'marketing_contacts'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // The earlier release rebuilds its own rows the same way.
    await q.query('TRUNCATE marketing_contacts, marketing_contact_bookings');
    await q.query(`
      ALTER TABLE marketing_contact_bookings
        DROP COLUMN "email",
        DROP COLUMN "name",
        DROP COLUMN "marketingConsent",
        DROP COLUMN "byGuide"`);
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'marketing_contacts'`);
  }
}

export const campaignEntities = [
  MarketingContactEntity,
  MarketingContactBookingEntity,
  MarketingUnsubscribeEntity,
  UnsubscribeTokenEntity,
  MarketingOptInEntity,
  OptInTokenEntity,
  EmailCampaignEntity,
];
export const campaignMigrations = [
  AddOutboxHeaders1763800095000,
  CreateEmailCampaigns1763800095001,
  CreateMarketingOptIns1763800180000,
  RebuildMarketingContactsFromPurchases1763800180001,
];
