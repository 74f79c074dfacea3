import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { Database } from '../../adapters/persistence/database';
import { testDatabases } from '../support/databases';
import { startTestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

describe.each(testDatabases().map((db) => [db.name, db] as const))('a payment without its confirmation on %s', (_name, db) => {
  let database: Database;
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  beforeAll(async () => {
    database = await db.open();
  }, 30_000);
  afterAll(() => database.close());

  test('the server stops after the payment succeeded and before the booking was confirmed: the next start confirms it, once', async () => {
    const first = await startTestApp({ database, clock });
    const started = (
      await first.request('POST', '/api/create-payment-intent', {
        amount: 1,
        bookingData: {
          package: 'Full-Day Adventure',
          date: '2026-12-05',
          time: 'full-day',
          name: 'Closed Tab',
          email: 'tab@example.com',
          phone: '(780) 555-0188',
          people: 3,
        },
      })
    ).body;
    const paid = await first.request('POST', `/api/test-gateway/payment-intents/${started.paymentIntentId}/confirm`, {
      clientSecret: started.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    await first.close(); // killed before anyone asked for the confirmation

    for (const restart of [1, 2]) {
      const next = await startTestApp({ database, clock });
      try {
        const admin = await next.signIn('admin', 'guide');
        const listed = (await admin.request('GET', '/api/bookings?q=Closed%20Tab')).body;
        expect([restart, listed.map((b: { id: string; status: string }) => [b.id, b.status])]).toEqual([
          restart,
          [[started.bookingId, 'confirmed']],
        ]);
        const history = (await admin.request('GET', `/api/bookings/${started.bookingId}/history`)).body;
        expect(
          history.map((h: { type: string; actor: { kind: string; process?: string } }) => [h.type, h.actor.process ?? h.actor.kind]),
        ).toEqual([
          ['BookingHeld', 'visitor'],
          ['BookingPaymentSucceeded', 'payment-reconciliation'],
          ['BookingPaid', 'payments'],
        ]);
      } finally {
        await next.close();
      }
    }
  });
});
