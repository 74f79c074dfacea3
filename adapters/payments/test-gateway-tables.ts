import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import type { PaymentIntentStatus } from '../../application/payments/payment-gateway';

/** A payment of the built-in test gateway: the record Stripe would otherwise keep. */
@Entity({ name: 'test_payment_intents' })
export class TestPaymentIntentEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') clientSecret!: string;
  @Column('text') status!: PaymentIntentStatus;
  @Column('integer') amountCents!: number;
  @Column('text') currency!: string;
  @Column('jsonb') metadata!: Record<string, string>;
  @Column('text') description!: string;
  @Column('text', { unique: true }) idempotencyKey!: string;
  @Column('text', { nullable: true }) lastError!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

@Entity({ name: 'test_refunds' })
export class TestRefundEntity {
  @PrimaryColumn('text') id!: string;
  @Column('text') paymentIntentId!: string;
  @Column('integer') amountCents!: number;
  @Column('text') reason!: string;
  @Column('text', { unique: true }) idempotencyKey!: string;
  @Column('timestamptz') createdAt!: Date;
}

export class CreateTestPayments1763800030000 implements MigrationInterface {
  name = 'CreateTestPayments1763800030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE test_payment_intents (
        "id" text PRIMARY KEY,
        "clientSecret" text NOT NULL,
        "status" text NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" text NOT NULL,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "description" text NOT NULL,
        "idempotencyKey" text NOT NULL CONSTRAINT test_payment_intents_idempotency_key UNIQUE,
        "lastError" text,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE test_refunds (
        "id" text PRIMARY KEY,
        "paymentIntentId" text NOT NULL REFERENCES test_payment_intents ("id"),
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "reason" text NOT NULL,
        "idempotencyKey" text NOT NULL CONSTRAINT test_refunds_idempotency_key UNIQUE,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX test_refunds_payment_intent ON test_refunds ("paymentIntentId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE test_refunds');
    await q.query('DROP TABLE test_payment_intents');
  }
}

export const paymentEntities = [TestPaymentIntentEntity, TestRefundEntity];
export const paymentMigrations = [CreateTestPayments1763800030000];
