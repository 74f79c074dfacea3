import { apiRequest } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';

/** `POST /api/gift-cards` (201): the card's payment, set up. */
export type StartedGiftCard = ResponseOf<'/api/gift-cards', 'post'>;
export type GiftCardOrder = RequestBodyOf<'/api/gift-cards', 'post'>;
/** `POST /api/gift-cards/confirm-payment`: the card, issued. */
export type PurchasedGiftCard = ResponseOf<'/api/gift-cards/confirm-payment', 'post'>;
/** `GET /api/gift-cards/{code}/balance`. */
export type GiftCardBalance = ResponseOf<'/api/gift-cards/{code}/balance', 'get'>;

export async function orderGiftCard(order: GiftCardOrder): Promise<StartedGiftCard> {
  return (await (await apiRequest('POST', '/api/gift-cards', order)).json()) as StartedGiftCard;
}

/** The client secret proves this browser started the payment: nobody else is shown the card. */
export async function confirmGiftCardPayment(paymentIntentId: string, clientSecret: string): Promise<PurchasedGiftCard> {
  const res = await apiRequest('POST', '/api/gift-cards/confirm-payment', { paymentIntentId, clientSecret });
  return (await res.json()) as PurchasedGiftCard;
}

export async function giftCardBalance(code: string): Promise<GiftCardBalance> {
  return (await (await apiRequest('GET', `/api/gift-cards/${encodeURIComponent(code.trim())}/balance`)).json()) as GiftCardBalance;
}
