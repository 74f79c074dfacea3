import { Column, Entity, Index, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { CreateSendQuota1763800160000 } from './send-quota-table';
import { OutboxAttachment, OutboxAudience, OutboxChannel, OutboxMessage, OutboxStatus } from '../../application/messaging/outbox';

@Entity({ name: 'outbox_messages' })
export class OutboxMessageEntity implements OutboxMessage {
  // bigint comes back from pg as text: the id is a string everywhere.
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column('text', { unique: true }) dedupeKey!: string;
  @Column('text') kind!: string;
  @Column('text', { nullable: true }) bookingId!: string | null;
  @Column('text') channel!: OutboxChannel;
  @Column('text') audience!: OutboxAudience;
  @Column('text') recipient!: string;
  @Index() @Column('text', { nullable: true }) recipientKey!: string | null;
  @Column('text', { nullable: true }) sentBy!: string | null;
  @Column('text', { nullable: true }) subject!: string | null;
  @Column('text') body!: string;
  @Column('text', { nullable: true }) html!: string | null;
  @Column('jsonb', { nullable: true }) attachment!: OutboxAttachment | null;
  /** Added with the email campaigns (AddOutboxHeaders1763800095000 in adapters/campaigns/campaign-tables.ts). */
  @Column('jsonb', { nullable: true }) headers!: Readonly<Record<string, string>> | null;
  @Column('text') status!: OutboxStatus;
  @Column('integer') attempts!: number;
  @Column('timestamptz', { nullable: true }) nextAttemptAt!: Date | null;
  @Column('timestamptz', { nullable: true }) claimedAt!: Date | null;
  /** Added with short, renewed claims (AddOutboxClaimLease1764000210000 below). */
  @Column('text', { nullable: true }) claimToken!: string | null;
  @Column('timestamptz', { nullable: true }) claimExpiresAt!: Date | null;
  @Column('text', { nullable: true }) lastError!: string | null;
  @Column('text', { nullable: true }) providerId!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
}

export class CreateMessaging1763800040000 implements MigrationInterface {
  name = 'CreateMessaging1763800040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_messages (
        "id" bigserial PRIMARY KEY,
        "dedupeKey" text NOT NULL CONSTRAINT outbox_messages_dedupe_key UNIQUE,
        "kind" text NOT NULL,
        "bookingId" text,
        "channel" text NOT NULL CHECK ("channel" IN ('email', 'sms')),
        "audience" text NOT NULL,
        "recipient" text NOT NULL,
        "subject" text,
        "body" text NOT NULL,
        "html" text,
        "status" text NOT NULL CHECK ("status" IN ('pending', 'sending', 'sent', 'recorded', 'failed')),
        "attempts" integer NOT NULL DEFAULT 0,
        "nextAttemptAt" timestamptz,
        "claimedAt" timestamptz,
        "lastError" text,
        "providerId" text,
        "createdAt" timestamptz NOT NULL,
        "sentAt" timestamptz
      )`);
    // The dispatcher's question every few seconds: which messages are due?
    await q.query(`CREATE INDEX outbox_messages_due ON outbox_messages ("nextAttemptAt") WHERE "status" IN ('pending', 'sending')`);
    await q.query('CREATE INDEX outbox_messages_created ON outbox_messages ("createdAt")');
    await q.query(`
      CREATE TABLE messaging_bookings (
        "bookingId" text PRIMARY KEY,
        "package" text NOT NULL,
        "date" text NOT NULL,
        "time" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "people" integer NOT NULL,
        "kidsCount" integer NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE messaging_bookings');
    await q.query('DROP TABLE outbox_messages');
  }
}

/**
 * The notifications projection's copy of each booking's contact facts is gone: the notifications
 * process reads the booking's own stream instead, so it knows bookings older than itself.
 */
export class DropMessagingBookings1763800062000 implements MigrationInterface {
  name = 'DropMessagingBookings1763800062000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE messaging_bookings');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE messaging_bookings (
        "bookingId" text PRIMARY KEY, "package" text NOT NULL, "date" text NOT NULL, "time" text NOT NULL, "name" text NOT NULL,
        "email" text NOT NULL, "phone" text NOT NULL, "people" integer NOT NULL, "kidsCount" integer NOT NULL
      )`);
  }
}

/**
 * An email may name a file to attach (the signer's copy of a waiver): a reference to the record it
 * is made from, never the file's bytes, so the dispatcher makes it when it sends.
 */
export class AddOutboxAttachment1763800091000 implements MigrationInterface {
  name = 'AddOutboxAttachment1763800091000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE outbox_messages ADD COLUMN "attachment" jsonb
        CONSTRAINT outbox_messages_attachment_email CHECK ("attachment" IS NULL OR ("channel" = 'email' AND jsonb_typeof("attachment") = 'object'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages DROP COLUMN "attachment"');
  }
}

/**
 * The admin's own texts (docs/product/messaging.md): who sent each message, the recipient as
 * conversations match it (E.164 for an SMS), and 'cancelled' for what an opt-out withdrew before it
 * went. The key of earlier messages is worked out here from North American numbers as typed.
 */
export class AddOutboxRecipientKey1763800093000 implements MigrationInterface {
  name = 'AddOutboxRecipientKey1763800093000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages ADD COLUMN "recipientKey" text, ADD COLUMN "sentBy" text');
    await q.query(`
      UPDATE outbox_messages SET "recipientKey" = CASE
        WHEN "channel" = 'email' THEN lower(btrim("recipient"))
        WHEN length(regexp_replace("recipient", '\\D', '', 'g')) = 10 THEN '+1' || regexp_replace("recipient", '\\D', '', 'g')
        WHEN length(regexp_replace("recipient", '\\D', '', 'g')) = 11 AND regexp_replace("recipient", '\\D', '', 'g') LIKE '1%'
          THEN '+' || regexp_replace("recipient", '\\D', '', 'g')
        ELSE NULL END`);
    await q.query('CREATE INDEX outbox_messages_recipient ON outbox_messages ("recipientKey", "createdAt")');
    await q.query('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check');
    await q.query(`
      ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check
        CHECK ("status" IN ('pending', 'sending', 'sent', 'recorded', 'failed', 'cancelled'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox_messages WHERE "status" = 'cancelled'`);
    await q.query('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check');
    await q.query(
      `ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK ("status" IN ('pending', 'sending', 'sent', 'recorded', 'failed'))`,
    );
    await q.query('ALTER TABLE outbox_messages DROP COLUMN "recipientKey", DROP COLUMN "sentBy"');
  }
}

/**
 * A claim is named by a token and lapses at `claimExpiresAt` unless its dispatcher renews it: a
 * dead server's messages are taken over within a minute instead of ten, and no two claims made in
 * the same millisecond can be mistaken for each other. Claims standing at the upgrade keep the
 * ten minutes they were given.
 */
export class AddOutboxClaimLease1764000210000 implements MigrationInterface {
  name = 'AddOutboxClaimLease1764000210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages ADD COLUMN "claimToken" text, ADD COLUMN "claimExpiresAt" timestamptz');
    await q.query(`
      UPDATE outbox_messages SET "claimToken" = 'before-claim-tokens', "claimExpiresAt" = "claimedAt" + interval '10 minutes'
      WHERE "status" = 'sending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE outbox_messages DROP COLUMN "claimToken", DROP COLUMN "claimExpiresAt"');
  }
}

export const messagingEntities = [OutboxMessageEntity];
export const messagingMigrations = [
  CreateMessaging1763800040000,
  DropMessagingBookings1763800062000,
  AddOutboxAttachment1763800091000,
  AddOutboxRecipientKey1763800093000,
  CreateSendQuota1763800160000,
  AddOutboxClaimLease1764000210000,
];
