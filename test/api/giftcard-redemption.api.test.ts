import { randomBytes, randomUUID } from 'node:crypto';
import { manageTokenHash } from '../../application/manage/manage-links';
import { EventStore } from '../../application/ports/event-store';
import { CommandPipeline } from '../../application/shared/command-pipeline';
import { PaymentReconciliation } from '../../adapters/checkout/payment-reconciliation';
import { EVENT_STORE } from '../../adapters/shared/tokens';
import { giftCardDecider, giftCardStreamId } from '../../domain/giftcards/gift-card';
import { beforeEach, describe, expect, test } from '@jest/globals';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { refundFor } from '../../domain/bookings/refund-policy';
import { logSettled, messagesSettled, useApiApp } from '../support/api-suite';
import { GiftCardService } from '../../application/giftcards/gift-card-service';
import { formatCad } from '../../domain/shared/money-text';
import { testDatabases } from '../support/databases';
import { giftCardFlows } from '../support/gift-cards-api';
import { TestClock } from '../support/test-clock';

// Monday 2026-11-23, 8:00 AM on the lake.
const START = new Date('2026-11-23T15:00:00Z');
// A Saturday (the full-day trip), 5 days ahead: far enough ahead for the policy's full refund.
const FIVE_DAYS_AHEAD = '2026-11-28';

/**
 * A gift card pays all or part of a booking at checkout; the rest is paid by card as always. No
 * balance is spent twice, a checkout that ends unpaid gives it back, and a cancellation returns
 * each part where it came from by the policy: the gift-card part to the card, the card part
 * through the gateway.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('paying bookings with gift cards on %s', (_name, db) => {
  const clock = new TestClock(START);
  const suite = useApiApp(db, { clock, env: { TRUST_PROXY: '1' } });
  const cards = giftCardFlows(suite);
  beforeEach(() => {
    clock.set(START);
  });

  let visitors = 0;
  /** A visitor of their own (address, email, phone), so that no cap on open checkouts is met. */
  const checkout = (bookingData: Record<string, unknown>) => {
    const n = ++visitors;
    // The default week: mornings on weekdays, the full day at weekends.
    const weekend = [0, 6].includes(new Date(`${String(bookingData.date ?? FIVE_DAYS_AHEAD)}T12:00:00Z`).getUTCDay());
    const trip = weekend ? { package: 'Full-Day Adventure', time: 'full-day' } : { package: 'Half-Day Adventure', time: 'morning' };
    return suite.app.request(
      'POST',
      '/api/create-payment-intent',
      {
        amount: 1,
        bookingData: {
          date: FIVE_DAYS_AHEAD,
          ...trip,
          name: `Gift Visitor ${n}`,
          email: `gift.visitor.${n}@example.com`,
          phone: `(780) 555-${String(1000 + n).slice(-4)}`,
          people: 2,
          ...bookingData,
        },
      },
      { 'X-Forwarded-For': `10.44.${Math.floor(n / 250)}.${n % 250}` },
    );
  };
  const refundsOf = (paymentIntentId: string) =>
    suite.database.dataSource.query('SELECT "amountCents" FROM test_refunds WHERE "paymentIntentId" = $1', [paymentIntentId]);
  const cancel = (id: string) =>
    suite.admin.request('PATCH', `/api/bookings/${id}/status`, { status: 'cancelled', reason: 'Customer asked' });

  test('part by gift card, the rest by card; cancelled 5 days ahead, both parts go back where they came from', async () => {
    const { code } = await cards.boughtCard({ amount: 100, recipientEmail: 'part@example.com' });
    const started = await checkout({ giftCardCode: code.toLowerCase() });
    expect([started.status, started.body.message]).toEqual([201, undefined]);
    const priceCents = started.body.breakdown.totalCents + started.body.breakdown.giftCardCents;
    expect(started.body.breakdown.giftCardCents).toBe(10_000);
    expect(started.body.amountCents).toBe(priceCents - 10_000);
    expect(started.body.booking).toBeUndefined();
    // Taken from the card as the checkout started, before the card payment.
    expect(await cards.balanceOf(code)).toBe(0);

    const { paymentIntentId, clientSecret, bookingId } = started.body;
    await cards.payWithTestCard(paymentIntentId, clientSecret);
    const confirmed = await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    expect([confirmed.status, confirmed.body.status, confirmed.body.amountCents]).toEqual([200, 'confirmed', priceCents - 10_000]);

    // Five days ahead the policy gives everything back: the same share of both parts.
    const policy = refundFor(priceCents, FIVE_DAYS_AHEAD, 'full-day', clock.now(), false);
    expect([policy.rule, policy.percent]).toEqual(['48h-or-more', 100]);
    const cancelled = await cancel(bookingId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refundedCents).toBe(priceCents - 10_000);
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: priceCents - 10_000 }]);
    expect(await cards.balanceOf(code)).toBe(10_000);
    // The customer is told where each part went.
    await messagesSettled(suite.app, suite.database);
    const told = (
      (await suite.admin.request('GET', '/api/outbox?limit=1000')).body as {
        bookingId: string;
        kind: string;
        channel: string;
        audience: string;
        body: string;
      }[]
    ).filter((m) => m.bookingId === bookingId && m.kind === 'booking-cancelled' && m.audience !== 'guide');
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const message of told) {
      expect(message.body).toContain(`${formatCad(priceCents - 10_000)}`);
      expect(message.body).toContain('$100.00 CAD is back on your gift card');
    }

    const card = (
      (await suite.admin.request('GET', '/api/gift-cards')).body as {
        code: string;
        history: { kind: string; amountCents: number; bookingId: string | null }[];
      }[]
    ).find((c) => c.code === code.replace(/-/g, ''))!;
    expect(card.history.slice(-2)).toMatchObject([
      { kind: 'redeemed', amountCents: 10_000, bookingId },
      { kind: 'returned', amountCents: 10_000, bookingId },
    ]);
  });

  test("moved through the manage link to a trip of the same price: nothing to pay, and the gift card's part stays paid", async () => {
    const { code } = await cards.boughtCard({ amount: 100, recipientEmail: 'moved@example.com' });
    const started = await checkout({ giftCardCode: code });
    const { paymentIntentId, clientSecret, bookingId } = started.body;
    await cards.payWithTestCard(paymentIntentId, clientSecret);
    await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    // The customer's link, as the confirmation hands it out (application/manage/manage-links.ts).
    const token = randomBytes(24).toString('base64url');
    await suite.database.dataSource.query(
      'INSERT INTO booking_manage_links ("tokenHash", "bookingId", "createdAt") VALUES ($1, $2, now())',
      [manageTokenHash(token), bookingId],
    );
    // Saturday to Saturday, the same full day: the price is the same, of which the card paid $100.
    const moved = await suite.app.request('POST', `/api/manage/${token}/reschedule`, { date: '2026-12-05', time: 'full-day' });
    expect([moved.status, moved.body.priceDifferenceCents]).toEqual([200, 0]);
    const booking = (await suite.admin.request('GET', `/api/bookings/${bookingId}`)).body;
    expect(booking.price).toMatchObject({ giftCardCents: 10_000, totalCents: started.body.amountCents });
    // Cancelled later, 7 days ahead: the card's part goes back to the card, not through the gateway.
    expect((await cancel(bookingId)).status).toBe(200);
    await logSettled(suite.app, suite.database);
    expect(await cards.balanceOf(code)).toBe(10_000);
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: started.body.amountCents }]);
  });

  test('cancelled 24 to 48 hours ahead: half of each part goes back', async () => {
    const { code } = await cards.boughtCard({ amount: 101, recipientEmail: 'half@example.com' });
    const started = await checkout({ giftCardCode: code, date: '2026-11-25' }); // starts in 46 hours
    const { paymentIntentId, clientSecret, bookingId, amountCents } = started.body;
    await cards.payWithTestCard(paymentIntentId, clientSecret);
    await suite.app.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    await cancel(bookingId);
    expect(await refundsOf(paymentIntentId)).toEqual([{ amountCents: Math.floor(amountCents / 2) }]);
    expect(await cards.balanceOf(code)).toBe(5_050);
  });

  test('a gift card covering the whole booking: confirmed at once without a card payment; the balance left stays on the card', async () => {
    const { code } = await cards.boughtCard({ amount: 2000, recipientEmail: 'whole@example.com' });
    const started = await checkout({ giftCardCode: code });
    expect(started.status).toBe(201);
    const price = started.body.breakdown.giftCardCents as number;
    expect(price).toBeGreaterThan(0);
    expect(started.body).toMatchObject({ amountCents: 0, breakdown: { totalCents: 0 }, booking: { status: 'confirmed', amountCents: 0 } });
    expect(await cards.balanceOf(code)).toBe(200_000 - price);
    const listed = ((await suite.admin.request('GET', '/api/bookings')).body as { id: string; status: string }[]).find(
      (b) => b.id === started.body.bookingId,
    );
    expect(listed?.status).toBe('confirmed');

    // Cancelled 5 days ahead: all of it back on the card, nothing through the gateway.
    expect((await cancel(started.body.bookingId)).body.refundedCents).toBe(0);
    expect(await refundsOf(started.body.paymentIntentId)).toEqual([]);
    expect(await cards.balanceOf(code)).toBe(200_000);
  });

  test('an unknown or empty card is refused under its field; nothing is held', async () => {
    const unknown = await checkout({ giftCardCode: 'ABCD-EFGH-JKMN-PQRS' });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { giftCardCode: GIFT_CARD_MESSAGES.notFound }]);
    const garbage = await checkout({ giftCardCode: 'not a code' });
    expect([garbage.status, garbage.body.errors]).toEqual([400, { giftCardCode: GIFT_CARD_MESSAGES.notFound }]);

    const { code } = await cards.boughtCard({ amount: 100, recipientEmail: 'empty@example.com' });
    expect((await checkout({ giftCardCode: code })).body.breakdown.giftCardCents).toBe(10_000);
    const empty = await checkout({ giftCardCode: code, date: '2026-12-10' });
    expect([empty.status, empty.body.errors]).toEqual([400, { giftCardCode: GIFT_CARD_MESSAGES.empty }]);
  });

  test('the live quote shows the part a gift card would pay, and takes nothing from it', async () => {
    const { code } = await cards.boughtCard({ amount: 100, recipientEmail: 'quote@example.com' });
    const trip = { package: 'Half-Day Adventure', date: '2026-12-15', people: 2 };
    const plain = (await suite.app.request('POST', '/api/quote', trip)).body;
    const quoted = await suite.app.request('POST', '/api/quote', { ...trip, giftCardCode: code });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ giftCardCents: 10_000, totalCents: plain.totalCents - 10_000 });
    expect(await cards.balanceOf(code)).toBe(10_000);
    const unknown = await suite.app.request('POST', '/api/quote', { ...trip, giftCardCode: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
    expect([unknown.status, unknown.body.errors]).toEqual([400, { giftCardCode: GIFT_CARD_MESSAGES.notFound }]);
  });

  test("the reports' figures: cards sold, and what they paid for bookings and got back, over a time range", async () => {
    const giftCards = suite.app.app.get(GiftCardService);
    const window = [new Date(START.getTime() - 3_600_000), new Date(START.getTime() + 3_600_000)] as const;
    const before = await giftCards.revenue(...window);
    const { code } = await cards.boughtCard({ amount: 60, recipientEmail: 'report@example.com' });
    const started = await checkout({ giftCardCode: code, date: '2026-12-29' });
    expect(started.status).toBe(201);
    // The read models follow the checkout in the background.
    await logSettled(suite.app, suite.database);
    const after = await giftCards.revenue(...window);
    expect(after).toEqual({
      soldCount: before.soldCount + 1,
      soldCents: before.soldCents + 6_000,
      redeemedCents: before.redeemedCents + 6_000,
      returnedCents: before.returnedCents,
    });
    // The admin's report of the lake's day shows the same figures, what cancellations gave back taken off.
    const report = await suite.admin.request('GET', '/api/reports/summary?from=2026-11-23&to=2026-11-23');
    expect([report.status, report.body.giftCards]).toEqual([
      200,
      { soldCount: after.soldCount, soldCents: after.soldCents, redeemedCents: after.redeemedCents - after.returnedCents },
    ]);
    const dayBefore = await suite.admin.request('GET', '/api/reports/summary?from=2026-11-22&to=2026-11-22');
    expect(dayBefore.body.giftCards).toEqual({ soldCount: 0, soldCents: 0, redeemedCents: 0 });
    // Outside the range: nothing.
    expect(await giftCards.revenue(new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'))).toEqual({
      soldCount: 0,
      soldCents: 0,
      redeemedCents: 0,
      returnedCents: 0,
    });
  });

  test('a checkout let go before paying gives the balance back', async () => {
    const { code } = await cards.boughtCard({ amount: 100, recipientEmail: 'letgo@example.com' });
    const started = await checkout({ giftCardCode: code, date: '2026-12-09' });
    expect(started.status).toBe(201);
    expect(await cards.balanceOf(code)).toBe(0);
    const released = await suite.app.request('POST', '/api/release-payment-hold', {
      paymentIntentId: started.body.paymentIntentId,
      clientSecret: started.body.clientSecret,
    });
    expect(released.status).toBe(204);
    expect(await cards.balanceOf(code)).toBe(10_000);
  });

  test('a part taken for a booking that was never written (the server stopped in between) goes back once its hold would have lapsed', async () => {
    const { code, giftCardId } = await cards.boughtCard({ amount: 100, recipientEmail: 'stranded@example.com' });
    // What a checkout does first, and nothing after it.
    await new CommandPipeline(suite.app.app.get<EventStore>(EVENT_STORE)).execute(giftCardDecider, giftCardStreamId(giftCardId), {
      type: 'RedeemGiftCard',
      bookingId: randomUUID(),
      amountCents: 4_000,
      actor: { kind: 'system', process: 'checkout' },
      at: clock.now().toISOString(),
    });
    await logSettled(suite.app, suite.database);
    const reconciliation = suite.app.app.get(PaymentReconciliation);
    await reconciliation.run();
    expect(await cards.balanceOf(code)).toBe(6_000); // its checkout could still be under way
    clock.advance(16 * 60_000);
    await reconciliation.run();
    expect(await cards.balanceOf(code)).toBe(10_000);
  });

  test('checkouts racing for one balance never spend more than it holds', async () => {
    // Eight weekday trips at once on a card worth two and a half of them.
    const dates = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24'];
    const quoted = await suite.app.request('POST', '/api/quote', { package: 'Half-Day Adventure', date: dates[0], people: 2 });
    const tripCents = quoted.body.totalCents as number;
    const amount = Math.floor((tripCents * 2.5) / 100);
    const { code } = await cards.boughtCard({ amount, recipientEmail: 'race@example.com' });
    const answers = await Promise.all(dates.map((date) => checkout({ giftCardCode: code, date })));
    const taken = answers.filter((a) => a.status === 201).map((a) => a.body.breakdown.giftCardCents as number);
    for (const refused of answers.filter((a) => a.status !== 201))
      expect([refused.status, refused.body.errors]).toEqual([400, { giftCardCode: GIFT_CARD_MESSAGES.empty }]);
    // Two paid in full by the card, one in part, the others refused: the balance shared, never exceeded.
    expect(taken.sort((x, y) => y - x)).toEqual([tripCents, tripCents, amount * 100 - 2 * tripCents]);
    expect(await cards.balanceOf(code)).toBe(0);
    // The card's history agrees: what it gave the bookings is what they were told, and nothing more.
    const history = (
      (await suite.admin.request('GET', '/api/gift-cards')).body as { code: string; history: { kind: string; amountCents: number }[] }[]
    ).find((c) => c.code === code.replace(/-/g, ''))!.history;
    const net = history.reduce((sum, h) => sum + (h.kind === 'redeemed' ? h.amountCents : h.kind === 'returned' ? -h.amountCents : 0), 0);
    expect(net).toBe(amount * 100);
  });
});
