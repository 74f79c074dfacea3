import { randomUUID } from 'node:crypto';
import { describe, expect, test } from '@jest/globals';
import { PaymentGateway, TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { TestPaymentGateway } from '../../adapters/payments/test-payment-gateway';
import { PAYMENT_GATEWAY } from '../../adapters/shared/tokens';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { REFUND_MESSAGES } from '../../domain/payments/refund-rules';
import { TEST_CARD_MESSAGES } from '../../domain/payments/test-card-rules';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { startTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const SUCCESS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

describe.each(testDatabases().map((db) => [db.name, db] as const))('built-in test payment gateway on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });
  const gateway = () => suite.app.app.get<PaymentGateway>(PAYMENT_GATEWAY);
  const testGateway = () => suite.app.app.get(TestPaymentGateway);

  const newIntent = (amountCents = 49_800, idempotencyKey = randomUUID()) =>
    gateway().createIntent({
      amountCents,
      currency: 'cad',
      description: 'Full-Day Adventure, 2026-12-05 morning',
      metadata: { bookingHold: 'hold-1', people: '2' },
      idempotencyKey,
    });
  const confirm = (id: string, body: Record<string, unknown>) =>
    suite.app.request('POST', `/api/test-gateway/payment-intents/${id}/confirm`, body);
  const card = (clientSecret: string, cardNumber = SUCCESS) => ({ clientSecret, cardNumber, expiry: '12/30', cvc: '123' });
  const paidIntent = async (amountCents = 10_000) => {
    const intent = await newIntent(amountCents);
    expect((await confirm(intent.id, card(intent.clientSecret))).status).toBe(200);
    return intent;
  };
  const rowCount = async (table: string, column: string, value: string) => {
    const rows = await suite.database.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE "${column}" = $1`, [value]);
    return Number(rows[0].n);
  };

  test('is the active gateway: health and GET /api/test-gateway say so, with the label and the test cards', async () => {
    expect(gateway().kind).toBe('test');
    expect((await suite.app.request('GET', '/api/health')).body.adapters.payments).toBe('test');
    const info = await suite.app.request('GET', '/api/test-gateway');
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      active: true,
      label: 'Test mode - no real charge',
      cards: { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
    });
    expect(info.body.label).toBe(TEST_MODE_LABEL);
  });

  test('a new payment waits for a card; the success card pays it, and it stays paid', async () => {
    const intent = await newIntent();
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_test_[0-9a-f]{24}$/),
      clientSecret: expect.stringMatching(/^pi_test_[0-9a-f]{24}_secret_[0-9a-f]{24}$/),
      status: 'requires_payment_method',
      amountCents: 49_800,
      currency: 'cad',
      metadata: { bookingHold: 'hold-1', people: '2' },
      lastError: null,
    });
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);

    const paid = await confirm(intent.id, card(intent.clientSecret, '4242424242424242'));
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ id: intent.id, status: 'succeeded', amountCents: 49_800, currency: 'cad' });
    expect(await gateway().retrieveIntent(intent.id)).toEqual({ ...intent, status: 'succeeded', lastError: null });

    // Paying again (a double click, a retried request) answers the same and changes nothing.
    const again = await confirm(intent.id, card(intent.clientSecret, DECLINED));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(paid.body);
    expect((await gateway().retrieveIntent(intent.id))?.status).toBe('succeeded');
  });

  test('the declined card answers 402 and leaves the payment open; a retry with the success card pays it', async () => {
    const intent = await newIntent();
    const declined = await confirm(intent.id, card(intent.clientSecret, DECLINED));
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual(errorAnswer({ message: 'Your card was declined.' }));
    expect(await gateway().retrieveIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });

    // Any card other than the success card is declined: a real card never "pays" in test mode.
    const otherCard = await confirm(intent.id, card(intent.clientSecret, '4111-1111-1111-1111'));
    expect(otherCard.status).toBe(402);
    expect(otherCard.body).toEqual(errorAnswer({ message: TEST_CARD_MESSAGES.declined }));

    const retry = await confirm(intent.id, card(intent.clientSecret));
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('succeeded');
    expect(await gateway().retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', lastError: null });
  });

  test('a wrong client secret or an unknown payment is 404 without telling which, and changes nothing', async () => {
    const intent = await newIntent();
    const other = await newIntent();
    const answers = [
      await confirm(intent.id, card(`${intent.clientSecret}x`)),
      await confirm(intent.id, card(other.clientSecret)),
      await confirm(intent.id, card('pi_test_000_secret_000')),
      await confirm('pi_test_000000000000000000000000', card(intent.clientSecret)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(errorAnswer({ message: 'No such payment' }));
    }
    expect(await gateway().retrieveIntent(intent.id)).toEqual(intent);
    expect(await gateway().retrieveIntent('pi_test_000000000000000000000000')).toBeNull();
  });

  test('a malformed card is 400 naming each wrong field, and leaves the payment untouched', async () => {
    const intent = await newIntent();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ cardNumber: '4242 4242 4242 4241' }, { cardNumber: 'Your card number is invalid.' }],
      [{ cardNumber: '4242 4242 42' }, { cardNumber: 'Your card number is invalid.' }],
      [{ expiry: '13/30' }, { expiry: "Your card's expiration date is invalid." }],
      [{ expiry: '1230' }, { expiry: "Your card's expiration date is invalid." }],
      // The clock says 22 November 2026: October's cards have expired, November's have not.
      [{ expiry: '10/26' }, { expiry: "Your card's expiration date is in the past." }],
      [{ cvc: '12' }, { cvc: "Your card's security code is invalid." }],
      [
        { cardNumber: '1234', expiry: '00/30', cvc: 'abc' },
        { cardNumber: TEST_CARD_MESSAGES.cardNumber, expiry: TEST_CARD_MESSAGES.expiry, cvc: TEST_CARD_MESSAGES.cvc },
      ],
      [
        { cardNumber: undefined, expiry: 1230, cvc: null },
        { cardNumber: TEST_CARD_MESSAGES.cardNumber, expiry: TEST_CARD_MESSAGES.expiry, cvc: TEST_CARD_MESSAGES.cvc },
      ],
      [{ clientSecret: '' }, { clientSecret: PAYMENT_MESSAGES.clientSecret }],
    ];
    for (const [change, errors] of cases) {
      const res = await confirm(intent.id, { ...card(intent.clientSecret), ...change });
      expect({ change, status: res.status, body: res.body }).toEqual({
        change,
        status: 400,
        body: errorAnswer({ message: Object.values(errors)[0]!, errors }),
      });
    }
    expect(await gateway().retrieveIntent(intent.id)).toEqual(intent);
    expect((await confirm(intent.id, { ...card(intent.clientSecret), expiry: '11 / 2026' })).status).toBe(200);
  });

  test('the same idempotency key returns the first payment, also under 10 concurrent requests', async () => {
    const key = randomUUID();
    const first = await newIntent(49_800, key);
    expect(await newIntent(49_800, key)).toEqual(first);
    await expect(newIntent(12_300, key)).rejects.toThrow(PAYMENT_MESSAGES.idempotencyKeyReused);

    const raceKey = randomUUID();
    const raced = await Promise.all(Array.from({ length: 10 }, () => newIntent(25_000, raceKey)));
    expect(new Set(raced.map((i) => i.id)).size).toBe(1);
    expect(new Set(raced.map((i) => i.clientSecret)).size).toBe(1);
    expect(await rowCount('test_payment_intents', 'idempotencyKey', raceKey)).toBe(1);
    expect(first.id).not.toBe(raced[0]!.id);
  });

  test('refunds: only of a paid payment, in full or in parts, never above the amount, once per key', async () => {
    const unpaid = await newIntent(10_000);
    await expect(gateway().refund(unpaid.id, { idempotencyKey: randomUUID(), reason: 'cancelled' })).rejects.toThrow(
      REFUND_MESSAGES.notPaid,
    );
    await expect(gateway().refund('pi_test_nothing', { idempotencyKey: randomUUID(), reason: 'cancelled' })).rejects.toThrow(
      'No such payment',
    );

    const full = await paidIntent(10_000);
    const fullRefund = await gateway().refund(full.id, { idempotencyKey: randomUUID(), reason: 'weather' });
    expect(fullRefund).toEqual({
      id: expect.stringMatching(/^re_test_[0-9a-f]{24}$/),
      paymentIntentId: full.id,
      amountCents: 10_000,
      status: 'succeeded',
    });
    await expect(gateway().refund(full.id, { amountCents: 1, idempotencyKey: randomUUID(), reason: 'again' })).rejects.toThrow(
      REFUND_MESSAGES.fullyRefunded,
    );
    // A refund leaves the payment succeeded, as Stripe does; the refunds say what went back.
    expect((await gateway().retrieveIntent(full.id))?.status).toBe('succeeded');

    const partial = await paidIntent(10_000);
    const key = randomUUID();
    const half = await gateway().refund(partial.id, { amountCents: 5_000, idempotencyKey: key, reason: '24-48 hours before' });
    expect(half.amountCents).toBe(5_000);
    expect(await gateway().refund(partial.id, { amountCents: 5_000, idempotencyKey: key, reason: '24-48 hours before' })).toEqual(half);
    expect(await gateway().refund(partial.id, { idempotencyKey: key, reason: 'retried without the amount' })).toEqual(half);
    expect(await rowCount('test_refunds', 'idempotencyKey', key)).toBe(1);
    await expect(gateway().refund(partial.id, { amountCents: 5_001, idempotencyKey: randomUUID(), reason: 'too much' })).rejects.toThrow(
      'The refund of 50.01 CAD is more than the 50.00 CAD left to refund on this payment.',
    );
    // A key already spent on another payment is refused rather than answered with that refund.
    await expect(gateway().refund(full.id, { idempotencyKey: key, reason: 'wrong payment' })).rejects.toThrow(
      PAYMENT_MESSAGES.idempotencyKeyReused,
    );
    const rest = await gateway().refund(partial.id, { idempotencyKey: randomUUID(), reason: 'the rest' });
    expect(rest.amountCents).toBe(5_000);
    expect(rest.id).not.toBe(half.id);
  });

  test('concurrent refunds never add up to more than the payment', async () => {
    const intent = await paidIntent(10_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => gateway().refund(intent.id, { amountCents: 3_000, idempotencyKey: randomUUID(), reason: 'race' })),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const refused of attempts.filter((a) => a.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason.message).toBe(REFUND_MESSAGES.tooMuch(3_000, 1_000));
    }
    const sameKey = randomUUID();
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => gateway().refund(intent.id, { amountCents: 1_000, idempotencyKey: sameKey, reason: 'race' })),
    );
    expect(new Set(replays.map((r) => r.id)).size).toBe(1);
    const [{ total }] = await suite.database.dataSource.query(
      'SELECT sum("amountCents")::int AS total FROM test_refunds WHERE "paymentIntentId" = $1',
      [intent.id],
    );
    expect(total).toBe(10_000);
  });

  test('20 concurrent confirmations of one payment all answer paid; exactly one makes the change', async () => {
    const overHttp = await newIntent();
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(overHttp.id, card(overHttp.clientSecret))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => a.body.status)).toEqual(Array(20).fill('succeeded'));
    expect(await gateway().retrieveIntent(overHttp.id)).toMatchObject({ status: 'succeeded', lastError: null });

    const direct = await newIntent();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => testGateway().confirmWithCard(direct.id, card(direct.clientSecret), clock.now())),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.every((r) => r.intent.status === 'succeeded')).toBe(true);
  });

  test('payments are kept in the database: another app on it sees them', async () => {
    const intent = await paidIntent(7_500);
    const restarted = await startTestApp({ database: suite.database, clock });
    try {
      expect(await restarted.app.get<PaymentGateway>(PAYMENT_GATEWAY).retrieveIntent(intent.id)).toMatchObject({
        id: intent.id,
        status: 'succeeded',
        amountCents: 7_500,
      });
    } finally {
      await restarted.close();
    }
  });
});
