import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Stripe from 'stripe';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { giftCardForm } from '../support/gift-cards-api';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { flows, SITE } from '../support/notification-flows';
import { StripeStandIn } from '../support/stripe-stand-in';
import { TestClock } from '../support/test-clock';

const WEBHOOK_SECRET = 'whsec_stand_in_gift_cards';
// The SDK's own signing helper: the same scheme Stripe uses for real deliveries.
const signer = new Stripe('sk_test_signer_only');

/**
 * A gift card paid through Stripe (the real SDK against the local stand-in): the payment is a CAD
 * PaymentIntent marked as a gift card's, and Stripe's signed webhook issues the card, which is
 * emailed; the same payment reported twice issues one card.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('gift cards paid through Stripe on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const stripe = new StripeStandIn();
  const { mail, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE }, { sms: false });
  Object.assign(env, {
    STRIPE_SECRET_KEY: 'sk_test_stand_in_secret',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in_publishable',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  beforeAll(async () => {
    await stripe.start();
    env.STRIPE_API_BASE = stripe.url;
  });
  const suite = useApiApp(db, { clock, env });
  const { dispatch } = flows(suite);
  afterAll(() => stripe.stop());

  const deliver = async (object: unknown) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type: 'payment_intent.succeeded',
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const res = await fetch(`${suite.app.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test('a CAD PaymentIntent marked as a gift card; the signed webhook issues the card and its emails go out once', async () => {
    const started = await suite.app.request(
      'POST',
      '/api/gift-cards',
      giftCardForm({ amount: 75, recipientEmail: 'stripe.ray@example.com' }),
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amountCents: 7_500, testMode: false });
    const { paymentIntentId, giftCardId } = started.body;
    const created = stripe.requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(created.idempotencyKey).toBe(`giftcard-${giftCardId}`);
    expect(created.body).toMatchObject({ amount: '7500', currency: 'cad', metadata: { kind: 'gift_card', giftCardId } });

    const succeeded = stripe.succeed(paymentIntentId);
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, outcome: 'confirmed' } });
    // Delivered again (Stripe retries): the same card, no second email.
    expect((await deliver(succeeded)).status).toBe(200);

    const listed = (
      (await suite.admin.request('GET', '/api/gift-cards')).body as { id: string; status: string; balanceCents: number }[]
    ).find((c) => c.id === giftCardId);
    expect(listed).toMatchObject({ status: 'active', balanceCents: 7_500 });
    await dispatch();
    const emails = mail.to('stripe.ray@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain('Amount: $75.00 CAD');
    expect(emails[0]!.attachments.map((a) => a.mimeType)).toEqual(['application/pdf']);
  });
});
