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

export const smsEntities = [InboundSmsEntity, SmsOptOutEntity];
export const smsMigrations = [CreateSmsInbox1763800099000];
