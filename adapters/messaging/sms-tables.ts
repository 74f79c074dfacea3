import { Column, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';

/** A text received through Twilio's webhook. */
@Entity({ name: 'inbound_sms' })
export class InboundSmsEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column('text', { unique: true }) providerId!: string;
  @Index() @Column('text') from!: string;
  @Column('text') to!: string;
  @Column('text') body!: string;
  @Column('timestamptz') receivedAt!: Date;
  @Column('timestamptz', { nullable: true }) readAt!: Date | null;
  @Column('text', { nullable: true }) readBy!: string | null;
  /** 'sms' (Twilio's webhook) or 'website-chat' (a visitor's hand-off, with a number they typed). */
  @Column('text', { default: 'sms' }) source!: string;
}

/**
 * A conversation: one per number and source, so a number typed in the chat never joins the
 * conversation of the customer who owns it. Its id, not the number, is what addresses name.
 */
@Entity({ name: 'sms_threads' })
@Index(['source', 'phone'], { unique: true })
export class SmsThreadEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') source!: string;
  @Column('text') phone!: string;
  @Column('timestamptz') createdAt!: Date;
}

/** A number's latest stop or start word. */
@Entity({ name: 'sms_opt_outs' })
export class SmsOptOutEntity {
  @PrimaryColumn('text') phone!: string;
  @Column('boolean') optedOut!: boolean;
  @Column('text') keyword!: string;
  @Column('timestamptz') changedAt!: Date;
}

export class CreateSmsInbox1763800099000 implements MigrationInterface {
  name = 'CreateSmsInbox1763800099000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inbound_sms (
        "id" bigserial PRIMARY KEY,
        "providerId" text NOT NULL CONSTRAINT inbound_sms_provider_id UNIQUE,
        "from" text NOT NULL,
        "to" text NOT NULL,
        "body" text NOT NULL,
        "receivedAt" timestamptz NOT NULL,
        "readAt" timestamptz,
        "readBy" text
      )`);
    await q.query('CREATE INDEX inbound_sms_from ON inbound_sms ("from", "receivedAt" DESC)');
    await q.query(`
      CREATE TABLE sms_opt_outs (
        "phone" text PRIMARY KEY,
        "optedOut" boolean NOT NULL,
        "keyword" text NOT NULL,
        "changedAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sms_opt_outs');
    await q.query('DROP TABLE inbound_sms');
  }
}

/**
 * Conversations by id and source. The chat's hand-offs stored before this were marked only by
 * their "to" (website-chat): they become conversations of their own.
 */
export class SmsThreads1763800210000 implements MigrationInterface {
  name = 'SmsThreads1763800210000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE inbound_sms ADD COLUMN "source" text NOT NULL DEFAULT 'sms'`);
    await q.query(`UPDATE inbound_sms SET "source" = 'website-chat' WHERE "to" = 'website-chat'`);
    await q.query(`
      CREATE TABLE sms_threads (
        "id" uuid PRIMARY KEY,
        "source" text NOT NULL,
        "phone" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        CONSTRAINT sms_threads_source_phone UNIQUE ("source", "phone")
      )`);
    await q.query(`
      INSERT INTO sms_threads ("id", "source", "phone", "createdAt")
      SELECT gen_random_uuid(), "source", "from", min("receivedAt") FROM inbound_sms GROUP BY "source", "from"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sms_threads');
    await q.query('ALTER TABLE inbound_sms DROP COLUMN "source"');
  }
}

export const smsEntities = [InboundSmsEntity, SmsOptOutEntity, SmsThreadEntity];
export const smsMigrations = [CreateSmsInbox1763800099000, SmsThreads1763800210000];
