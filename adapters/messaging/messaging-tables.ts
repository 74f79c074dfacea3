import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
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
  @Column('text', { nullable: true }) subject!: string | null;
  @Column('text') body!: string;
  @Column('text', { nullable: true }) html!: string | null;
  @Column('jsonb', { nullable: true }) attachment!: OutboxAttachment | null;
  @Column('text') status!: OutboxStatus;
  @Column('integer') attempts!: number;
  @Column('timestamptz', { nullable: true }) nextAttemptAt!: Date | null;
  @Column('timestamptz', { nullable: true }) claimedAt!: Date | null;
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

export const messagingEntities = [OutboxMessageEntity];
export const messagingMigrations = [CreateMessaging1763800040000, DropMessagingBookings1763800062000, AddOutboxAttachment1763800091000];
