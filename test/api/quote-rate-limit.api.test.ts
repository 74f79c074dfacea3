import { describe, expect, test } from '@jest/globals';
import { useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

describe.each(testDatabases().map((db) => [db.name, db] as const))('the live price under a flood on %s', (_name, db) => {
  // Monday 2026-11-23, 08:00 on the lake.
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const suite = useApiApp(db, { clock, env: { QUOTE_RATE_LIMIT: '5' } });
  const body = (date: string) => ({ package: 'Half-Day Adventure', date, people: 2 });

  test('a sixth price within a minute from one address is refused with 429 and Retry-After; the checkout is not slowed by it', async () => {
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const answers = await Promise.all(dates.map((date) => suite.app.request('POST', '/api/quote', body(date))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.body.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The quote's count is its own: a checkout call from the same address still gets through to its own checks.
    const checkout = await suite.app.request('POST', '/api/create-payment-intent', { amount: 1, bookingData: {} });
    expect(checkout.status).toBe(400);
  });
});
