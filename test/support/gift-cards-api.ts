import { expect } from '@jest/globals';
import { ApiSuite } from './api-suite';

/** The /gift-cards form as the page sends it. */
export const giftCardForm = (overrides: Record<string, unknown> = {}) => ({
  amount: 100,
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  recipientName: 'Ray Recipient',
  recipientEmail: 'ray@example.com',
  message: 'Happy birthday! Tight lines.',
  ...overrides,
});

const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Gift cards bought and spent through the API, paid with the built-in test gateway's success card. */
export function giftCardFlows(suite: ApiSuite) {
  const payWithTestCard = async (paymentIntentId: string, clientSecret: string) => {
    const paid = await suite.app.request('POST', `/api/test-gateway/payment-intents/${paymentIntentId}/confirm`, {
      clientSecret,
      ...TEST_CARD,
    });
    expect(paid.status).toBe(200);
  };
  // Each look-up from an address of its own (the suite trusts one proxy hop), so that no test meets the look-up limit by accident.
  let lookups = 0;
  return {
    payWithTestCard,
    /** A card bought and issued; its code as the confirmation shows it (grouped). */
    async boughtCard(overrides: Record<string, unknown> = {}): Promise<{ giftCardId: string; code: string; amountCents: number }> {
      const started = await suite.app.request('POST', '/api/gift-cards', giftCardForm(overrides));
      expect(started.status).toBe(201);
      const { paymentIntentId, clientSecret, giftCardId, amountCents } = started.body;
      await payWithTestCard(paymentIntentId, clientSecret);
      const confirmed = await suite.app.request('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret });
      expect([confirmed.status, confirmed.body.status]).toEqual([200, 'issued']);
      return { giftCardId, code: confirmed.body.code as string, amountCents };
    },
    async balanceOf(code: string): Promise<number> {
      const res = await suite.admin.request('GET', `/api/gift-cards/${encodeURIComponent(code)}/balance`, undefined, {
        'X-Forwarded-For': `10.9.${Math.floor(++lookups / 250)}.${lookups % 250}`,
      });
      expect(res.status).toBe(200);
      return res.body.balanceCents as number;
    },
  };
}
