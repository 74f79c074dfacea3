import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import type { ManagedBooking, ManageView, MovePayment, RescheduleResult } from './manage-types';
import { MANAGE_MESSAGES } from './manage-view';
import { askToMove, confirmPaidMove } from './move-flow';

/*
 * The reschedule form's calls, each answer as the server gives it (test/api/manage-link.api.test.ts
 * shows the flow): `fetch` is faked, so the manage page's own API functions build the requests.
 */

const TOKEN = 'tok_3v9QxZ-secret';
const BOOKING: ManagedBooking = {
  id: 'b-1',
  reference: 'K7M2QX',
  package: 'Half-Day Adventure',
  date: '2026-12-16',
  time: 'morning',
  timeLabel: 'Morning (6:00-10:00 AM)',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  name: 'Mara Angler',
  email: 'mara@example.com',
  phone: '(780) 555-0111',
  status: 'confirmed',
  amountPaidCents: 41400,
  refundedCents: 0,
};
const VIEW: ManageView = {
  booking: BOOKING,
  cancellation: { allowed: true, refundCents: 41400, refundPercent: 100, policy: 'Policy', reason: null },
  reschedule: { allowed: true, until: '2026-12-14T13:00:00.000Z', reason: null },
  waivers: { needed: 2, signed: 0, missing: 2, link: '/liability-waiver?booking=b-1' },
  guide: { name: 'Dale', phone: '(780) 555-0142' },
};
const NOW = new Date('2026-11-20T15:00:00.000Z');
const PAYMENT: MovePayment = {
  paymentIntentId: 'pi_test_move1',
  clientSecret: 'pi_test_move1_secret_x',
  amountCents: 8400,
  currency: 'CAD',
  holdExpiresAt: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
  gateway: 'test',
  date: '2026-12-18',
  time: 'afternoon',
};
const FRIDAY = { date: PAYMENT.date, time: PAYMENT.time };
const MOVED: RescheduleResult = {
  ...VIEW,
  booking: { ...BOOKING, date: '2026-12-18', time: 'afternoon', timeLabel: 'Afternoon (1:00-5:00 PM)', amountPaidCents: 41400 + 8400 },
  priceDifferenceCents: 8400,
  refundCents: 0,
};

interface Sent {
  readonly url: string;
  readonly method: string | undefined;
  readonly body: unknown;
}

let sent: Sent[];
let answers: { status: number; body: unknown }[];
const realFetch = globalThis.fetch;

beforeEach(() => {
  sent = [];
  answers = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), method: init?.method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("'Move my trip'", () => {
  test('202 for a dearer date: nothing moved, the payment dialog opens for the difference', async () => {
    answers.push({ status: 202, body: { ...VIEW, priceDifferenceCents: 8400, refundCents: 0, payment: PAYMENT } });
    await expect(askToMove(TOKEN, FRIDAY, null, NOW)).resolves.toEqual({ kind: 'pay', payment: PAYMENT, reopened: false });
    expect(sent).toEqual([{ url: `/api/manage/${TOKEN}/reschedule`, method: 'POST', body: FRIDAY }]);
  });

  test('the same dearer choice again while its slot is held reopens its payment without a call; later, or another choice, asks again', async () => {
    await expect(askToMove(TOKEN, FRIDAY, PAYMENT, new Date(NOW.getTime() + 5 * 60_000))).resolves.toEqual({
      kind: 'pay',
      payment: PAYMENT,
      reopened: true,
    });
    expect(sent).toEqual([]);

    const again = { ...PAYMENT, paymentIntentId: 'pi_test_move2', holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString() };
    answers.push({ status: 202, body: { ...VIEW, priceDifferenceCents: 8400, refundCents: 0, payment: again } });
    await expect(askToMove(TOKEN, FRIDAY, PAYMENT, new Date(NOW.getTime() + 14.5 * 60_000))).resolves.toMatchObject({
      kind: 'pay',
      payment: again,
      reopened: false,
    });
    answers.push({ status: 200, body: { ...MOVED, booking: { ...BOOKING, date: '2026-12-17' }, priceDifferenceCents: 0 } });
    await expect(askToMove(TOKEN, { date: '2026-12-17', time: 'morning' }, PAYMENT, NOW)).resolves.toMatchObject({ kind: 'moved' });
    expect(sent).toHaveLength(2);
  });

  test('200 for a date at the same price or cheaper: moved at once, with the outcome', async () => {
    const cheaper: RescheduleResult = {
      ...VIEW,
      booking: { ...BOOKING, date: '2026-12-17', refundedCents: 0 },
      priceDifferenceCents: -8400,
      refundCents: 8400,
    };
    answers.push({ status: 200, body: cheaper });
    const step = await askToMove(TOKEN, { date: '2026-12-17', time: 'morning' }, null, NOW);
    expect(step).toMatchObject({ kind: 'moved', view: { booking: { date: '2026-12-17' } } });
    if (step.kind !== 'moved') throw new Error('not moved');
    expect(Object.keys(step.view).sort()).toEqual(['booking', 'cancellation', 'guide', 'reschedule', 'waivers']);
    expect(step.outcome.title).toBe('Your trip is rescheduled');
    expect(step.outcome.lines[1]).toContain('$84.00 is refunded to your card');
  });

  test('409 from a server that takes no payment for a move: its message with the difference, as before', async () => {
    const message = 'The new date costs $84.00 CAD more. Please call (780) 555-0142 to move your trip.';
    answers.push({ status: 409, body: { message, priceDifferenceCents: 8400 } });
    await expect(askToMove(TOKEN, FRIDAY, null, NOW)).resolves.toEqual({
      kind: 'refused',
      failure: { kind: 'refused', message, priceDifferenceCents: 8400 },
    });
  });
});

describe('the payment dialog took the difference', () => {
  test('200: the trip moved, the outcome says so with the difference paid', async () => {
    answers.push({ status: 200, body: MOVED });
    const step = await confirmPaidMove(TOKEN, PAYMENT);
    expect(sent).toEqual([{ url: `/api/manage/${TOKEN}/reschedule/confirm`, method: 'POST', body: { paymentIntentId: 'pi_test_move1' } }]);
    expect(step).toMatchObject({ kind: 'moved', view: { booking: { date: '2026-12-18', amountPaidCents: 49800 } } });
    if (step.kind !== 'moved') throw new Error('not moved');
    expect(step.outcome).toEqual({
      title: 'Your trip is rescheduled',
      lines: [
        'Your trip is now on Friday, December 18, 2026, Afternoon (1:00-5:00 PM).',
        'Difference paid: $84.00 (CAD), charged to your card.',
        'We have sent you a confirmation of the new date.',
      ],
    });
  });

  test('409, the slot taken meanwhile: the server’s words (the difference refunded), for the form’s alert', async () => {
    const message =
      'That time was taken by another booking before your payment arrived, so your trip has not moved. ' +
      'The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.';
    answers.push({ status: 409, body: { message } });
    await expect(confirmPaidMove(TOKEN, PAYMENT)).resolves.toEqual({
      kind: 'refused',
      failure: { kind: 'refused', message, priceDifferenceCents: null },
    });
  });

  test('409, the payment not through; 404, not this move’s payment; no answer: kept, to confirm again', async () => {
    const incomplete = 'The payment has not gone through yet. Please complete it and try again.';
    answers.push({ status: 409, body: { message: incomplete } }, { status: 404, body: { message: 'No such payment' } });
    await expect(confirmPaidMove(TOKEN, PAYMENT)).resolves.toMatchObject({ failure: { kind: 'refused', message: incomplete } });
    await expect(confirmPaidMove(TOKEN, PAYMENT)).resolves.toMatchObject({
      failure: { kind: 'refused', message: MANAGE_MESSAGES.paymentNotMatched },
    });
    // The network failed: the confirmation is safe to send again, so the form offers 'Try again'.
    await expect(confirmPaidMove(TOKEN, PAYMENT)).resolves.toEqual({
      kind: 'refused',
      failure: { kind: 'unconfirmed', message: MANAGE_MESSAGES.moveUnconfirmed, payment: PAYMENT },
    });
  });
});
