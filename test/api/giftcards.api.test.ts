import { beforeEach, describe, expect, test } from '@jest/globals';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { GIFT_CARD_LOOKUPS_PER_MINUTE } from '../../adapters/giftcards/gift-card-lookup-rate-limit';
import { useApiApp } from '../support/api-suite';
import { PaymentReconciliation } from '../../adapters/checkout/payment-reconciliation';
import { testDatabases } from '../support/databases';
import { giftCardFlows, giftCardForm } from '../support/gift-cards-api';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { flows, SITE } from '../support/notification-flows';
import { pdfText } from '../support/pdf-text';
import { TestClock } from '../support/test-clock';

const START = new Date('2026-11-23T15:00:00Z');
const CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/**
 * Buying a gift card: priced on the server, paid through the gateway like a booking, issued by the
 * gift card process with an unguessable code, emailed to the recipient with a printable PDF and
 * to the buyer as a receipt; its balance looked up by code, with a limit per client.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('buying gift cards on %s', (_name, db) => {
  const clock = new TestClock(START);
  const { mail, env } = useMessagingStandIns({ PUBLIC_ORIGIN: SITE, TRUST_PROXY: '1' }, { sms: false });
  const suite = useApiApp(db, { clock, env });
  const { dispatch } = flows(suite);
  const cards = giftCardFlows(suite);
  beforeEach(() => {
    clock.set(START);
  });

  test('bought for an amount: issued once paid, the recipient gets the code and the card as a PDF, the buyer a receipt', async () => {
    const started = await suite.app.request('POST', '/api/gift-cards', giftCardForm({ recipientEmail: 'ray.1@example.com' }));
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amountCents: 10_000, currency: 'CAD', testMode: true });
    const { paymentIntentId, clientSecret, giftCardId } = started.body;

    // Not paid yet: nothing is issued.
    const early = await suite.app.request('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret });
    expect(early.status).toBe(409);
    // Someone without the payment's secret learns nothing.
    const stranger = await suite.app.request('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret: 'pi_x_secret_y' });
    expect(stranger.status).toBe(404);

    await cards.payWithTestCard(paymentIntentId, clientSecret);
    const confirmed = await suite.app.request('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ giftCardId, status: 'issued', amountCents: 10_000, recipientName: 'Ray Recipient' });
    expect(confirmed.body.code).toMatch(CODE);
    // Confirmed again (the webhook, a reload): the same card, not a second one.
    const again = await suite.app.request('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret });
    expect(again.body.code).toBe(confirmed.body.code);

    await dispatch();
    const [email, ...more] = mail.to('ray.1@example.com');
    expect(more).toEqual([]);
    expect(email!.subject).toBe('Bea Buyer sent you a Wabamun Lake Fishing Tours gift card');
    expect(email!.text).toContain(`Gift card code: ${confirmed.body.code}`);
    expect(email!.text).toContain('Amount: $100.00 CAD');
    expect(email!.text).toContain('Happy birthday! Tight lines.');
    expect(email!.text).toContain('This gift card never expires.');
    expect(email!.text).toContain('Gift card code" field');
    expect(email!.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(email!.attachments).toHaveLength(1);
    const [pdf] = email!.attachments;
    expect([pdf!.filename, pdf!.mimeType]).toEqual([`gift-card-${confirmed.body.code}.pdf`, 'application/pdf']);
    const printed = (await pdfText(pdf!.content)).pages.join('\n');
    for (const text of [
      'GIFT CARD',
      '$100.00 CAD',
      confirmed.body.code,
      'To: Ray Recipient',
      'From: Bea Buyer',
      'This gift card never expires.',
    ])
      expect(printed).toContain(text);

    const receipt = mail.to('bea@example.com').find((m) => m.text.includes('ray.1@example.com'));
    expect(receipt?.subject).toBe('Your gift card receipt \u2013 Wabamun Lake Fishing Tours');
    expect(receipt?.text).toContain('Amount paid: $100.00 CAD');
    expect(receipt?.attachments).toEqual([]);

    expect(await cards.balanceOf(confirmed.body.code)).toBe(10_000);
  });

  test('a payment never reported (the tab closed, no webhook) is found by the reconciliation, and the card issued', async () => {
    const started = await suite.app.request('POST', '/api/gift-cards', giftCardForm({ recipientEmail: 'ray.4@example.com' }));
    const { paymentIntentId, clientSecret, giftCardId } = started.body;
    await cards.payWithTestCard(paymentIntentId, clientSecret);
    await suite.app.app.get(PaymentReconciliation).run();
    const listed = (
      (await suite.admin.request('GET', '/api/gift-cards')).body as { id: string; status: string; code: string | null }[]
    ).find((c) => c.id === giftCardId);
    expect(listed).toMatchObject({ status: 'active', code: expect.stringMatching(/^[A-Z2-9]{16}$/) });
    await dispatch();
    expect(mail.to('ray.4@example.com')).toHaveLength(1);
  });

  test('/gift-cards is rendered on the server with its title and its form', async () => {
    const res = await suite.app.request('GET', '/gift-cards');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Gift Cards | Wabamun Lake Fishing Tours</title>');
    expect(res.text).toContain('Give a Day on the Lake');
    expect(res.text).toContain('Buy a gift card');
    expect(res.text).toContain('This gift card never expires.');
  });

  test('bought for a package: worth its price for the party, from the catalogue', async () => {
    const started = await suite.app.request(
      'POST',
      '/api/gift-cards',
      giftCardForm({ amount: undefined, package: 'Half-Day Adventure', people: 2 }),
    );
    expect(started.status).toBe(201);
    const packages = (await suite.app.request('GET', '/api/packages')).body as { name: string; price: number }[];
    const price = packages.find((p) => p.name === 'Half-Day Adventure')!.price;
    expect(started.body.amountCents).toBe(price * 100 * 2);
  });

  test('the form is checked with its messages, field by field', async () => {
    const res = await suite.app.request('POST', '/api/gift-cards', giftCardForm({ amount: 10, recipientEmail: 'nope' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ amount: GIFT_CARD_MESSAGES.amount, recipientEmail: 'Please enter a valid email address' });
    const cents = await suite.app.request('POST', '/api/gift-cards', giftCardForm({ amount: 50.5 }));
    expect(cents.body.errors).toMatchObject({ amount: GIFT_CARD_MESSAGES.amount });
    const unknown = await suite.app.request('POST', '/api/gift-cards', giftCardForm({ amount: undefined, package: 'Moon Trip' }));
    expect([unknown.status, unknown.body.errors]).toEqual([400, { package: 'Unknown package: please choose one of the packages offered' }]);
  });

  test('a balance look-up answers the balance only, any way the code is typed; unknown codes are not found; the limit answers 429', async () => {
    const { code } = await cards.boughtCard({ recipientEmail: 'ray.2@example.com' });
    const from = { 'X-Forwarded-For': '10.77.0.1' };
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const found = await suite.app.request('GET', `/api/gift-cards/${encodeURIComponent(typed)}/balance`, undefined, from);
    expect([found.status, found.body]).toEqual([200, { code, balanceCents: 10_000, currency: 'CAD', status: 'active' }]);
    const unknown = await suite.app.request('GET', '/api/gift-cards/ABCD-EFGH-JKMN-PQRS/balance', undefined, from);
    expect([unknown.status, unknown.body.message]).toEqual([404, GIFT_CARD_MESSAGES.notFound]);
    const garbage = await suite.app.request('GET', '/api/gift-cards/hello/balance', undefined, from);
    expect([garbage.status, garbage.body.message]).toEqual([404, GIFT_CARD_MESSAGES.notFound]);
    for (let i = 3; i < GIFT_CARD_LOOKUPS_PER_MINUTE; i++)
      expect((await suite.app.request('GET', `/api/gift-cards/${code}/balance`, undefined, from)).status).toBe(200);
    const limited = await suite.app.request('GET', `/api/gift-cards/${code}/balance`, undefined, from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another client is not held back by this one.
    expect((await suite.app.request('GET', `/api/gift-cards/${code}/balance`, undefined, { 'X-Forwarded-For': '10.77.0.2' })).status).toBe(
      200,
    );
  });

  test('the admin lists cards with their history and sends the email again; the auditor reads but cannot resend', async () => {
    const { giftCardId, code } = await cards.boughtCard({ recipientEmail: 'ray.3@example.com', buyerName: 'Listed Buyer' });
    const listed = ((await suite.admin.request('GET', '/api/gift-cards')).body as { id: string }[]).find((c) => c.id === giftCardId);
    expect(listed).toMatchObject({
      code: code.replace(/-/g, ''),
      status: 'active',
      amountCents: 10_000,
      balanceCents: 10_000,
      buyerName: 'Listed Buyer',
      recipientEmail: 'ray.3@example.com',
    });
    expect((listed as unknown as { history: { kind: string }[] }).history.map((h) => h.kind)).toEqual(['ordered', 'paid', 'issued']);

    const auditor = await suite.app.signIn('auditor', 'auditor');
    expect((await auditor.request('GET', '/api/gift-cards')).status).toBe(200);
    expect((await auditor.request('POST', `/api/gift-cards/${giftCardId}/resend`)).status).toBe(403);
    expect((await suite.app.request('GET', '/api/gift-cards')).status).toBe(401);

    expect((await suite.admin.request('POST', `/api/gift-cards/${giftCardId}/resend`)).status).toBe(204);
    await dispatch();
    const emails = mail.to('ray.3@example.com');
    expect(emails).toHaveLength(2);
    expect(emails[1]!.attachments).toHaveLength(1);
    const history = ((await suite.admin.request('GET', '/api/gift-cards')).body as { id: string; history: { kind: string }[] }[]).find(
      (c) => c.id === giftCardId,
    )!.history;
    expect(history.map((h) => h.kind)).toEqual(['ordered', 'paid', 'issued', 'resent']);
  });
});
