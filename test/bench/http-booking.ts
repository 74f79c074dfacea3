import type { TimeSlot } from '../../domain/availability/slot-windows';
import type { TestClient, TestResponse } from '../support/test-app';

/**
 * One whole booking as the public site makes it, over HTTP and nothing else: this module imports
 * no app code, so that the visitors' worker (http-visitors.ts) loads only what a browser would be.
 */

/** Packages the app seeds on first start, each booked in a slot it runs in. */
export const HTTP_PACKAGES = { halfDay: 'Half-Day Adventure', fullDay: 'Full-Day Adventure' } as const;
const packageFor = (time: TimeSlot) => (time === 'full-day' ? HTTP_PACKAGES.fullDay : HTTP_PACKAGES.halfDay);

/** A slot to book: a day on the lake and one of its times. */
export interface BookingSlot {
  readonly date: string;
  readonly time: TimeSlot;
}

/**
 * Booking `i`'s visitor: an address, an email and a phone of their own, as real visitors have, so
 * that no two bookings count against one visitor's caps or share one customer's records. The
 * address reaches the app as a proxy would hand it on (startBenchApp trusts the loopback proxy).
 */
export function benchVisitor(i: number): { address: string; email: string; phone: string } {
  const exchange = 200 + (Math.floor(i / 10_000) % 800);
  return {
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    email: `bench${i}@example.com`,
    phone: `(780) ${exchange}-${String(i % 10_000).padStart(4, '0')}`,
  };
}

/**
 * Quote and hold the slot, pay with the test gateway's success card, confirm. Every answer is
 * checked: a refused booking must not count as done.
 */
export async function bookOnce(client: TestClient, slot: BookingSlot, i: number): Promise<void> {
  const visitor = benchVisitor(i);
  const from = { 'X-Forwarded-For': visitor.address };
  const bookingData = {
    package: packageFor(slot.time),
    date: slot.date,
    time: slot.time,
    name: `Bench Angler ${i}`,
    email: visitor.email,
    phone: visitor.phone,
    people: 1 + (i % 4),
    hasKids: false,
    kidsCount: 0,
  };
  const started = check(
    await client.request('POST', '/api/create-payment-intent', { amount: 1, bookingData }, from),
    201,
    'create-payment-intent',
    slot,
  );
  const { paymentIntentId, clientSecret, bookingId } = started.body as { paymentIntentId: string; clientSecret: string; bookingId: string };
  check(
    await client.request(
      'POST',
      `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`,
      {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      },
      from,
    ),
    200,
    'test-gateway confirm',
    slot,
  );
  const confirmed = check(
    await client.request('POST', '/api/confirm-booking-payment', { paymentIntentId, clientSecret }, from),
    200,
    'confirm-booking-payment',
    slot,
  );
  if (confirmed.body?.id !== bookingId || confirmed.body?.status !== 'confirmed') {
    throw new Error(`confirm-booking-payment for ${slot.date} ${slot.time} answered ${confirmed.text}`);
  }
}

function check(res: TestResponse, status: number, call: string, slot: BookingSlot): TestResponse {
  if (res.status !== status) throw new Error(`${call} for ${slot.date} ${slot.time}: expected ${status}, got ${res.status} ${res.text}`);
  return res;
}
