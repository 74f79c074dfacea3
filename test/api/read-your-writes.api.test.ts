import { beforeAll, describe, expect, test } from '@jest/globals';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { READ_YOUR_WRITES } from '../../adapters/shared/tokens';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';
import { form, NOW } from '../support/email-campaigns-api';

/**
 * A request waits for the read models of earlier commands only when its answer reads them: the
 * test card's confirmation and the booking's payment report answer from the gateway and the
 * booking's stream, so they go on while the read models catch up in the background; every read
 * and every other command waits, before Nest (the answers kept in memory) or in its guard.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('waiting for the read models on %s', (_name, db) => {
  const suite = useApiApp(db, { clock: new TestClock(NOW) });
  const waits: string[] = [];
  let current = '';

  beforeAll(() => {
    const settled = suite.app.app.get<ReadYourWrites>(READ_YOUR_WRITES);
    const fresh = settled.fresh.bind(settled);
    settled.fresh = (timeoutMs?: number) => {
      waits.push(current);
      return fresh(timeoutMs);
    };
  });

  /** The request, and whether it waited for the read models before its answer. */
  async function waited(call: string, method: string, path: string, body?: unknown) {
    current = call;
    const before = waits.length;
    const res = await suite.app.request(method, path, body);
    return { status: res.status, body: res.body, waited: waits.slice(before).includes(call) };
  }

  test('the card and the payment report answer without waiting; the checkout and the reads wait', async () => {
    const started = await waited('checkout', 'POST', '/api/create-payment-intent', { amount: 1, bookingData: form() });
    expect([started.status, started.waited]).toEqual([201, true]);
    const { paymentIntentId, clientSecret } = started.body as { paymentIntentId: string; clientSecret: string };

    const card = await waited('card', 'POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect([card.status, card.waited]).toEqual([200, false]);
    const paid = await waited('report', 'POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    expect([paid.status, (paid.body as { status: string }).status, paid.waited]).toEqual([200, 'confirmed', false]);

    expect((await waited('calendar', 'GET', '/api/availability')).waited).toBe(true);
    expect((await waited('packages', 'GET', '/api/packages')).waited).toBe(true);
  });
});
