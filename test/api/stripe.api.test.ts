import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Stripe from 'stripe';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { AUTOMATIC_REFUND_REASON } from '../../domain/bookings/refund-policy';
import { PAYMENT_GATEWAY } from '../../adapters/shared/tokens';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { messagesSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { StripeStandIn } from '../support/stripe-stand-in';
import { startTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const WEBHOOK_SECRET = 'whsec_stand_in_0123456789';
// The SDK's own signing helper: the same scheme Stripe uses for real deliveries.
const signer = new Stripe('sk_test_signer_only');

// The package runs in the slot asked for: the half day in the morning or afternoon, the full day otherwise.
const form = (overrides: Record<string, unknown> = {}) => ({
  package: overrides.time === 'full-day' ? 'Full-Day Adventure' : 'Half-Day Adventure',
  date: '2026-11-26', // a Thursday: 17% off
  time: 'morning',
  name: 'Stripe Visitor',
  email: 'stripe.visitor@example.com',
  phone: '(780) 555-0123',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('card payments through Stripe on %s', (_name, db) => {
  // Monday 2026-11-23, 8:00 AM on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const stripe = new StripeStandIn();
  const env: NodeJS.ProcessEnv = {
    STRIPE_SECRET_KEY: 'sk_test_stand_in_secret',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in_publishable',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  // Registered before useApiApp's own beforeAll, so the app starts pointed at the running stand-in.
  beforeAll(async () => {
    await stripe.start();
    env.STRIPE_API_BASE = stripe.url;
  });
  const suite = useApiApp(db, { clock, env });
  afterAll(() => stripe.stop());

  /** Each payment's client secret, as the visitor's browser keeps it for the confirmation. */
  const secrets = new Map<string, string>();
  const start = async (overrides: Record<string, unknown> = {}) => {
    const res = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: form(overrides) });
    if (res.body?.paymentIntentId) secrets.set(res.body.paymentIntentId, res.body.clientSecret);
    return res;
  };
  const confirm = (paymentIntentId: string, clientSecret = secrets.get(paymentIntentId) ?? 'unknown') =>
    suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret, bookingData: form() });
  const history = async (bookingId: string) =>
    (await suite.admin.request('GET', `/api/bookings/${bookingId}/history`)).body as { type: string }[];
  const listed = async (bookingId: string) =>
    ((await suite.admin.request('GET', '/api/bookings')).body as { id: string }[]).find((b) => b.id === bookingId);

  const event = (type: string, object: unknown) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  /** As Stripe posts it: JSON, the signature header, and nothing a browser script would add. */
  const deliver = async (payload: string, signature: string | null = sign(payload), url = suite.app.url) => {
    const res = await fetch(`${url}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0',
        ...(signature ? { 'Stripe-Signature': signature } : {}),
      },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const succeeded = (paymentIntentId: string) => event('payment_intent.succeeded', stripe.succeed(paymentIntentId));

  test('Stripe is the gateway: health, the payment dialog config, Stripe.js allowed by the CSP, no test-card routes', async () => {
    const health = await suite.app.request('GET', '/api/health');
    expect(health.body.adapters.payments).toBe('stripe');
    const csp = health.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");

    const config = await suite.app.request('GET', '/api/payment-config');
    expect([config.status, config.body]).toEqual([200, { gateway: 'stripe', publishableKey: 'pk_test_stand_in_publishable' }]);
    expect(config.text).not.toContain('sk_test');

    // The test gateway would let anyone "pay" with 4242...: on a Stripe site its routes do not exist.
    expect((await suite.app.request('GET', '/api/test-gateway')).status).toBe(404);
    const fakePay = await suite.app.request('POST', '/api/test-gateway/payment-intents/pi_x/confirm', {
      clientSecret: 'pi_x_secret_y',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(fakePay.status).toBe(404);
  });

  test('the SDK creates a CAD PaymentIntent with automatic payment methods, metadata and an idempotency key; the signed webhook confirms the booking', async () => {
    const started = await start();
    expect(started.status).toBe(201);
    const { paymentIntentId, bookingId, clientSecret } = started.body;
    expect(started.body).toMatchObject({ amountCents: 41400, currency: 'CAD', testMode: false });
    expect(started.body.testModeLabel).toBeUndefined();

    const created = stripe.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(created.authorization).toBe('Bearer sk_test_stand_in_secret');
    expect(created.idempotencyKey).toBe(`booking-${bookingId}`);
    expect(created.body).toEqual({
      amount: '41400',
      currency: 'cad',
      automatic_payment_methods: { enabled: 'true' },
      description: 'Half-Day Adventure, 2026-11-26 (morning), 2 people',
      metadata: { bookingId, package: 'Half-Day Adventure', date: '2026-11-26', time: 'morning' },
    });
    // The browser gets Stripe's own client secret for the Payment Element, and Stripe's payment id.
    const intent = stripe.intents.get(paymentIntentId)!;
    expect(clientSecret).toBe(intent.client_secret);
    expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);

    expect((await confirm(paymentIntentId)).status).toBe(409); // not paid yet
    expect(await listed(bookingId)).toBeUndefined();

    const receipt = await deliver(succeeded(paymentIntentId));
    expect(receipt).toEqual({ status: 200, body: { received: true, outcome: 'confirmed' } });
    expect(await listed(bookingId)).toMatchObject({ status: 'confirmed', amountCents: 41400, paymentIntentId, name: 'Stripe Visitor' });
    const events = (await suite.admin.request('GET', `/api/bookings/${bookingId}/history`)).body;
    // The webhook's report is stored first; the payments process then confirms the booking.
    expect(events.map((e: { type: string }) => e.type)).toEqual(['BookingHeld', 'BookingPaymentSucceeded', 'BookingPaid']);
    expect(events[1].actor).toEqual({ kind: 'system', process: 'stripe-webhook' });
    expect(events[2].actor).toEqual({ kind: 'system', process: 'payments' });

    // The tab that stayed open confirms too, and gets the same booking.
    const fromBrowser = await confirm(paymentIntentId);
    expect(fromBrowser.status).toBe(200);
    expect(fromBrowser.body).toMatchObject({ id: bookingId, status: 'confirmed', date: '2026-11-26', time: 'morning', people: 2 });
    expect((await confirm(paymentIntentId)).body.id).toBe(bookingId);
    expect(await history(bookingId)).toHaveLength(3);
  });

  test('the same event delivered 5 times at once: one booking, one payment recorded', async () => {
    const started = (await start({ date: '2026-11-27', name: 'Duplicate Delivery' })).body;
    const payload = succeeded(started.paymentIntentId);
    const signature = sign(payload);
    const receipts = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
    expect(receipts.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(receipts.map((r) => r.body.outcome))).toEqual(new Set(['confirmed']));
    expect((await history(started.bookingId)).filter((e) => e.type === 'BookingPaid')).toHaveLength(1);
    const named = (await suite.admin.request('GET', '/api/bookings?q=Duplicate%20Delivery')).body;
    expect(named.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([[started.bookingId, 'confirmed']]);
  });

  test('a missing, wrong, stale or tampered signature is 400 and confirms nothing', async () => {
    const started = (await start({ date: '2026-12-03', name: 'Forged Event' })).body;
    const payload = succeeded(started.paymentIntentId);
    const refused = [
      await deliver(payload, null),
      await deliver(payload, 'garbage'),
      await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
      await deliver(payload.replace('"livemode":false', '"livemode":true'), sign(payload)),
    ];
    for (const answer of refused) expect(answer).toEqual({ status: 400, body: errorAnswer({ message: 'Invalid webhook signature' }) });
    expect(await listed(started.bookingId)).toBeUndefined();
    expect(await history(started.bookingId)).toEqual([expect.objectContaining({ type: 'BookingHeld' })]);
    // The genuine delivery still works afterwards.
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'confirmed' });
  });

  test('events that are not ours or not a success are acknowledged, so Stripe does not retry them', async () => {
    const started = (await start({ date: '2026-12-02', name: 'Declined Visitor' })).body;
    const failed = await deliver(event('payment_intent.payment_failed', stripe.decline(started.paymentIntentId)));
    expect(failed).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    expect(await listed(started.bookingId)).toBeUndefined();

    const foreign = await deliver(event('payment_intent.succeeded', stripe.foreignIntent(5_000)));
    expect(foreign).toEqual({ status: 200, body: { received: true, outcome: 'not-ours' } });
    const unknown = await deliver(event('payment_intent.succeeded', { id: 'pi_unknown_to_stripe', object: 'payment_intent' }));
    expect(unknown).toEqual({ status: 200, body: { received: true, outcome: 'not-ours' } });
    expect(stripe.requestsTo('GET', '/v1/payment_intents/pi_unknown_to_stripe')).toHaveLength(1);
  });

  test('when Stripe cannot be asked, the webhook answers 500 so that Stripe retries; the retry confirms', async () => {
    const started = (await start({ date: '2026-12-04', name: 'Retried Event' })).body;
    const payload = succeeded(started.paymentIntentId);
    stripe.failNextRetrievals = 1;
    const failed = await deliver(payload);
    expect(failed).toEqual({
      status: 500,
      body: errorAnswer({ message: 'The event could not be processed now; Stripe will deliver it again.' }),
    });
    expect(await listed(started.bookingId)).toBeUndefined();
    expect((await deliver(payload)).body).toEqual({ received: true, outcome: 'confirmed' });
  });

  test('a payment arriving after its hold lapsed and the slot was taken is refunded in full through Stripe', async () => {
    const late = (await start({ date: '2026-11-29', time: 'full-day', name: 'Late Stripe Payer' })).body;
    clock.advance(16 * 60_000);
    const quick = (await start({ date: '2026-11-29', time: 'full-day', name: 'Quick Stripe Payer' })).body;
    expect(quick.paymentIntentId).toBeDefined();
    expect((await deliver(succeeded(quick.paymentIntentId))).body.outcome).toBe('confirmed');

    const refunded = await deliver(succeeded(late.paymentIntentId)); // the first tab finally paid
    expect(refunded).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } });
    const [request] = stripe.requestsTo('POST', '/v1/refunds').filter((r) => r.body.payment_intent === late.paymentIntentId);
    expect(request).toMatchObject({ idempotencyKey: `refund-${late.paymentIntentId}`, body: { payment_intent: late.paymentIntentId } });
    expect(request!.body.amount).toBeUndefined(); // all of it
    expect(request!.body.metadata).toEqual({ reason: AUTOMATIC_REFUND_REASON, idempotency_key: `refund-${late.paymentIntentId}` });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === late.paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([late.amountCents]);

    // The visitor's tab is told; asking again (or a redelivery) refunds nothing more.
    const told = await confirm(late.paymentIntentId);
    expect(told.status).toBe(409);
    expect(told.body.message).toMatch(/Your payment has been refunded in full/);
    expect((await deliver(succeeded(late.paymentIntentId))).body.outcome).toBe('refunded');
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === late.paymentIntentId)).toHaveLength(1);
    expect(await listed(late.bookingId)).toMatchObject({ status: 'cancelled' });
    expect(await listed(quick.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  test("a dearer date's difference is its own PaymentIntent; the webhook moves the trip and never takes it for the booking's payment", async () => {
    const booked = (await start({ date: '2026-12-09', name: 'Stripe Mover', email: 'stripe.mover@example.com', phone: '(780) 555-0177' }))
      .body;
    expect((await deliver(succeeded(booked.paymentIntentId))).body.outcome).toBe('confirmed');
    await messagesSettled(suite.app, suite.database);
    const [sms] = (await suite.database.dataSource.query(
      `SELECT body FROM outbox_messages WHERE "bookingId" = $1 AND kind = 'booking-confirmed' AND channel = 'sms' AND audience = 'customer'`,
      [booked.bookingId],
    )) as { body: string }[];
    const token = /\/manage\/([A-Za-z0-9_-]{22})/.exec(sms!.body)![1]!;

    // Wednesday (17% off) to Friday: dearer by what the quote says.
    const asked = await suite.app.request('POST', `/api/manage/${token}/reschedule`, { date: '2026-12-11', time: 'morning' });
    expect([asked.status, asked.body.message]).toEqual([202, undefined]);
    const payment = asked.body.payment as { paymentIntentId: string; amountCents: number; gateway: string };
    expect(payment).toMatchObject({ gateway: 'stripe', amountCents: asked.body.priceDifferenceCents });
    const created = stripe.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(created.idempotencyKey).toMatch(new RegExp(`^move-${booked.bookingId}-`));
    expect(created.body).toMatchObject({
      amount: String(payment.amountCents),
      currency: 'cad',
      metadata: { bookingId: booked.bookingId, kind: 'reschedule', date: '2026-12-11', time: 'morning' },
    });

    // The booking's own payment is untouched by it: the booking confirmation does not take it.
    expect((await confirm(payment.paymentIntentId)).status).toBe(404);
    const receipt = await deliver(succeeded(payment.paymentIntentId));
    expect(receipt).toEqual({ status: 200, body: { received: true, outcome: 'moved' } });
    expect(await listed(booked.bookingId)).toMatchObject({
      status: 'confirmed',
      date: '2026-12-11',
      time: 'morning',
      amountCents: booked.amountCents + payment.amountCents,
      paymentIntentId: booked.paymentIntentId,
    });
    const types = (await history(booked.bookingId)).map((h) => h.type);
    expect(types.slice(-3)).toEqual(['BookingMovePaymentStarted', 'BookingMovePaid', 'BookingRescheduled']);
    // Redelivered: nothing more.
    expect((await deliver(succeeded(payment.paymentIntentId))).body.outcome).toBe('moved');
    expect(await history(booked.bookingId)).toHaveLength(types.length);

    // Cancelled more than 48 hours ahead: two Stripe refunds, one per PaymentIntent, each in full.
    expect((await suite.app.request('POST', `/api/manage/${token}/cancel`, {})).status).toBe(200);
    const refunds = [...stripe.refunds.values()].filter((r) =>
      [booked.paymentIntentId, payment.paymentIntentId].includes(r.payment_intent),
    );
    expect(refunds.map((r) => [r.payment_intent, r.amount]).sort()).toEqual(
      [
        [booked.paymentIntentId, booked.amountCents],
        [payment.paymentIntentId, payment.amountCents],
      ].sort(),
    );
  });

  test('the adapter keeps the promises of the gateway port: unknown payments, declines, refund retries', async () => {
    const gateway = suite.app.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    expect(gateway.kind).toBe('stripe');
    expect(await gateway.retrieveIntent('pi_nobody_knows')).toBeNull();

    const intent = await gateway.createIntent({
      amountCents: 12_300,
      currency: 'cad',
      description: 'Port check',
      metadata: { purpose: 'port' },
      idempotencyKey: 'port-check-1',
    });
    expect(
      await gateway.createIntent({
        amountCents: 12_300,
        currency: 'cad',
        description: 'Port check',
        metadata: { purpose: 'port' },
        idempotencyKey: 'port-check-1',
      }),
    ).toEqual(intent);
    stripe.decline(intent.id);
    expect(await gateway.retrieveIntent(intent.id)).toEqual({
      ...intent,
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    stripe.succeed(intent.id);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({
      status: 'succeeded',
      lastError: null,
      amountCents: 12_300,
      currency: 'cad',
      metadata: { purpose: 'port' },
    });

    const half = await gateway.refund(intent.id, { amountCents: 6_000, idempotencyKey: 'port-refund-1', reason: 'first wording' });
    expect(half).toEqual({ id: expect.stringMatching(/^re_/), paymentIntentId: intent.id, amountCents: 6_000, status: 'succeeded' });
    // A retry with the same key returns the first refund, even when the reason is worded otherwise.
    expect(await gateway.refund(intent.id, { amountCents: 6_000, idempotencyKey: 'port-refund-1', reason: 'first wording' })).toEqual(half);
    expect(await gateway.refund(intent.id, { idempotencyKey: 'port-refund-1', reason: 'second wording' })).toEqual(half);
    await expect(gateway.refund(intent.id, { amountCents: 10, idempotencyKey: 'port-refund-1', reason: 'other amount' })).rejects.toThrow(
      PAYMENT_MESSAGES.idempotencyKeyReused,
    );
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent.id).map((r) => r.amount)).toEqual([6_000]);
    const rest = await gateway.refund(intent.id, { idempotencyKey: 'port-refund-2', reason: 'the rest' });
    expect(rest.amountCents).toBe(6_300);
  });

  test('without STRIPE_WEBHOOK_SECRET the webhook is off (404), which start-up says once, not each request as an error', async () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, ...withoutSecret } = env;
    const logged: { level: string; message: string }[] = [];
    const record = (level: string) => (message: unknown) => void logged.push({ level, message: String(message) });
    const logger = { log: record('log'), warn: record('warn'), error: record('error') };
    const unconfigured = await startTestApp({ database: suite.database, clock, env: withoutSecret, logger });
    try {
      const payload = event('payment_intent.succeeded', { id: 'pi_whatever', object: 'payment_intent' });
      for (let i = 0; i < 2; i++) {
        expect(await deliver(payload, sign(payload), unconfigured.url)).toEqual({
          status: 404,
          body: errorAnswer({ message: 'No API route POST /api/stripe/webhook' }),
        });
      }
      expect(logged.filter((line) => line.level === 'error')).toEqual([]);
      expect(logged.filter((line) => line.message.includes('STRIPE_WEBHOOK_SECRET'))).toEqual([
        {
          level: 'warn',
          message: 'The Stripe webhook is off until STRIPE_WEBHOOK_SECRET is set to the signing secret of this endpoint: it answers 404.',
        },
      ]);
    } finally {
      await unconfigured.close();
    }
  });
});

describe('the webhook without Stripe', () => {
  const db = testDatabases()[0]!;
  const suite = useApiApp(db);

  test('does not exist when the test gateway is active, and the payment config describes the test gateway', async () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } });
    const res = await fetch(`${suite.app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(res.status).toBe(404);
    const config = await suite.app.request('GET', '/api/payment-config');
    expect(config.body).toEqual({
      gateway: 'test',
      label: 'Test mode - no real charge',
      cards: { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' },
    });
    expect((await suite.app.request('GET', '/')).headers.get('content-security-policy')).not.toContain('stripe');
  });
});
