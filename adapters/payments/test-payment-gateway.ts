import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../application/ports/clock';
import { CreatePaymentIntent, PaymentGateway, PaymentIntent, Refund } from '../../application/payments/payment-gateway';
import { FieldErrors } from '../../application/shared/field-errors';
import {
  IdempotencyKeyReusedError,
  InvalidPaymentAmountError,
  PaymentCanceledError,
  PaymentNotFoundError,
} from '../../domain/payments/payment-errors';
import { refundAmount } from '../../domain/payments/refund-rules';
import { CardDeclinedError, judgeTestCard, TestCardEntry } from '../../domain/payments/test-card-rules';
import { isUniqueViolation } from '../persistence/database-errors';
import { prepared, sqlPool } from '../persistence/sql-pool';
import { TestPaymentIntentEntity, TestRefundEntity } from './test-gateway-tables';

export interface TestCardConfirmation extends TestCardEntry {
  readonly clientSecret: string;
}

export interface ConfirmedTestPayment {
  readonly intent: PaymentIntent;
  /** True for the one call that moved the payment to 'succeeded'; false for a repeat. */
  readonly changed: boolean;
}

const CREATE_INTENT = `INSERT INTO test_payment_intents ("id", "clientSecret", "status", "amountCents", "currency", "metadata", "description", "idempotencyKey", "lastError", "createdAt", "updatedAt")
  VALUES ($1, $2, 'requires_payment_method', $3, $4, $5::jsonb, $6, $7, NULL, $8, $8)
  ON CONFLICT ("idempotencyKey") DO NOTHING
  RETURNING *`;

// The condition lets one of concurrent confirmations make the change, and a decline never
// overwrites a success that got there first.
const CONFIRM_INTENT = `UPDATE test_payment_intents SET "status" = $2, "lastError" = $3, "updatedAt" = $4
  WHERE "id" = $1 AND "status" NOT IN ('succeeded', 'canceled')
  RETURNING *`;

// As Stripe does: a payment that succeeded (or is being processed) cannot be cancelled.
const CANCEL_INTENT = `UPDATE test_payment_intents SET "status" = 'canceled', "updatedAt" = $2
  WHERE "id" = $1 AND "status" NOT IN ('succeeded', 'processing', 'canceled')
  RETURNING *`;

/**
 * The payment provider used when Stripe is not configured: payments are rows in the app's own
 * database (so they survive a restart like everything else) and a card form confirms them. It
 * behaves as Stripe does where the booking flow can tell: idempotency keys, statuses, the decline
 * message, refunds never above the amount paid.
 */
/** Payments being paid right now: the card form and the confirmation follow their creation within minutes. */
const RECENT_KEPT = 1_000;

export class TestPaymentGateway implements PaymentGateway {
  readonly kind = 'test' as const;
  private readonly pool: Pool;
  /**
   * Payments this process created or saw succeed lately. Their id, secret, amount and metadata
   * never change, and 'succeeded' is final, so only those facts are answered from here.
   */
  private readonly recent = new Map<string, TestPaymentIntentEntity>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.pool = sqlPool(dataSource);
  }

  async createIntent(input: CreatePaymentIntent): Promise<PaymentIntent> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new InvalidPaymentAmountError();
    const id = `pi_test_${randomHex()}`;
    const now = this.clock.now();
    // Two requests with one key may race: the unique key lets exactly one insert, and the other
    // reads that row back.
    const { rows } = await this.pool.query<TestPaymentIntentEntity>(
      prepared(CREATE_INTENT, [
        id,
        `${id}_secret_${randomHex()}`,
        input.amountCents,
        input.currency,
        JSON.stringify(input.metadata),
        input.description,
        input.idempotencyKey,
        now,
      ]),
    );
    const row = rows[0] ?? (await this.byKey(input.idempotencyKey));
    if (!row) throw new Error(`The test payment of key ${input.idempotencyKey} cannot be read back`);
    this.remember(row);
    if (row.id !== id && (row.amountCents !== input.amountCents || row.currency !== input.currency)) {
      throw new IdempotencyKeyReusedError();
    }
    return intentOf(row);
  }

  async retrieveIntent(paymentIntentId: string): Promise<PaymentIntent | null> {
    const known = this.recent.get(paymentIntentId);
    const row = known?.status === 'succeeded' ? known : await this.byId(paymentIntentId);
    return row ? intentOf(row) : null;
  }

  async cancelIntent(paymentIntentId: string): Promise<PaymentIntent | null> {
    const { rows } = await this.pool.query<TestPaymentIntentEntity>(prepared(CANCEL_INTENT, [paymentIntentId, this.clock.now()]));
    const row = rows[0] ?? (await this.byId(paymentIntentId));
    if (!row) return null;
    this.remember(row);
    return intentOf(row);
  }

  async refund(paymentIntentId: string, options: { amountCents?: number; idempotencyKey: string; reason: string }): Promise<Refund> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        // The lock on the payment serialises its refunds: the sum read below stays true until commit.
        const intent = await lockIntent(manager, paymentIntentId);
        if (!intent) throw new PaymentNotFoundError();
        const earlier = await manager.findOneBy(TestRefundEntity, { idempotencyKey: options.idempotencyKey });
        if (earlier) return replayedRefund(earlier, paymentIntentId, options.amountCents);
        const [{ refunded }] = (await manager.query(
          'SELECT COALESCE(SUM("amountCents"), 0) AS refunded FROM test_refunds WHERE "paymentIntentId" = $1',
          [paymentIntentId],
        )) as [{ refunded: string | number }];
        const amountCents = refundAmount({ ...intent, refundedCents: Number(refunded) }, options.amountCents);
        const row: TestRefundEntity = {
          id: `re_test_${randomHex()}`,
          paymentIntentId,
          amountCents,
          reason: options.reason,
          idempotencyKey: options.idempotencyKey,
          createdAt: this.clock.now(),
        };
        await manager.insert(TestRefundEntity, row);
        return refundOf(row);
      });
    } catch (error) {
      // Refunds of one payment are serialised above, so a clash here is the key's use on another.
      if (!isUniqueViolation(error, 'test_refunds_idempotency_key')) throw error;
      const earlier = await this.dataSource.getRepository(TestRefundEntity).findOneBy({ idempotencyKey: options.idempotencyKey });
      if (!earlier) throw error;
      return replayedRefund(earlier, paymentIntentId, options.amountCents);
    }
  }

  /**
   * What the test payment form does in place of Stripe's: the card is judged and the payment moves
   * to 'succeeded' once. A declined card leaves it open for another try and records why.
   */
  async confirmWithCard(paymentIntentId: string, card: TestCardConfirmation, now: Date): Promise<ConfirmedTestPayment> {
    // The secret never changes; a status read from here is only a guess, which the update below checks.
    const row = this.recent.get(paymentIntentId) ?? (await this.byId(paymentIntentId));
    if (!row || !sameSecret(row.clientSecret, card.clientSecret)) throw new PaymentNotFoundError();
    if (row.status === 'succeeded') return { intent: intentOf(row), changed: false };
    if (row.status === 'canceled') throw new PaymentCanceledError();
    const judgement = judgeTestCard(card, now);
    // A malformed card is answered like a validation failure, so the form marks each wrong field.
    if (judgement.outcome === 'invalid') throw new FieldErrors(judgement.problems);
    const approved = judgement.outcome === 'approved';
    const { rows } = await this.pool.query<TestPaymentIntentEntity>(
      prepared(CONFIRM_INTENT, [
        paymentIntentId,
        approved ? 'succeeded' : 'requires_payment_method',
        approved ? null : judgement.message,
        now,
      ]),
    );
    const updated = rows[0];
    if (!updated) {
      const now = (await this.byId(paymentIntentId))!;
      this.remember(now);
      if (now.status === 'canceled') throw new PaymentCanceledError();
      return { intent: intentOf(now), changed: false };
    }
    this.remember(updated);
    // Thrown after the write, so that the decline stays recorded on the payment.
    if (!approved) throw new CardDeclinedError(judgement.message);
    return { intent: intentOf(updated), changed: true };
  }

  private remember(row: TestPaymentIntentEntity): void {
    this.recent.delete(row.id);
    this.recent.set(row.id, row);
    if (this.recent.size > RECENT_KEPT) this.recent.delete(this.recent.keys().next().value!);
  }

  private async byId(id: string): Promise<TestPaymentIntentEntity | undefined> {
    return (await this.pool.query<TestPaymentIntentEntity>(prepared('SELECT * FROM test_payment_intents WHERE "id" = $1', [id]))).rows[0];
  }

  private async byKey(key: string): Promise<TestPaymentIntentEntity | undefined> {
    return (
      await this.pool.query<TestPaymentIntentEntity>(prepared('SELECT * FROM test_payment_intents WHERE "idempotencyKey" = $1', [key]))
    ).rows[0];
  }
}

function lockIntent(manager: EntityManager, id: string): Promise<TestPaymentIntentEntity | null> {
  return manager.findOne(TestPaymentIntentEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
}

function replayedRefund(earlier: TestRefundEntity, paymentIntentId: string, amountCents: number | undefined): Refund {
  if (earlier.paymentIntentId !== paymentIntentId || (amountCents !== undefined && amountCents !== earlier.amountCents)) {
    throw new IdempotencyKeyReusedError();
  }
  return refundOf(earlier);
}

/** Compared in constant time: the secret is the only proof that the caller started this payment. */
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function randomHex(): string {
  return randomBytes(12).toString('hex');
}

function intentOf(row: TestPaymentIntentEntity): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: row.metadata,
    lastError: row.lastError,
  };
}

function refundOf(row: TestRefundEntity): Refund {
  // No money moves in test mode: a refund is done the moment it is recorded.
  return { id: row.id, paymentIntentId: row.paymentIntentId, amountCents: row.amountCents, status: 'succeeded' };
}
