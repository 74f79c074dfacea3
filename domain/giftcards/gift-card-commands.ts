import { Attributed } from '../shared/decider';
import { GiftCardPackage, GiftCardParty, GiftCardPayment } from './gift-card-events';

export interface OrderGiftCard extends Attributed {
  readonly type: 'OrderGiftCard';
  readonly giftCardId: string;
  readonly amountCents: number;
  readonly package?: GiftCardPackage;
  readonly buyer: GiftCardParty;
  readonly recipient: GiftCardParty;
  readonly message?: string;
  readonly payment: GiftCardPayment;
}

/** The gateway's report of the order's payment (the browser, the webhook, the reconciliation: any number of times). */
export interface RecordGiftCardPayment extends Attributed {
  readonly type: 'RecordGiftCardPayment';
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: string;
}

export interface IssueGiftCard extends Attributed {
  readonly type: 'IssueGiftCard';
  readonly code: string;
}

/** The booking takes up to `amountCents` in all (what it has taken and not had back counts): never more than the balance. */
export interface RedeemGiftCard extends Attributed {
  readonly type: 'RedeemGiftCard';
  readonly bookingId: string;
  readonly amountCents: number;
}

/** Gives back up to `amountCents` (all it holds when left out) of what the booking took, once per `forVersion`. */
export interface ReturnGiftCard extends Attributed {
  readonly type: 'ReturnGiftCard';
  readonly bookingId: string;
  readonly amountCents?: number;
  readonly reason: string;
  readonly forVersion?: number;
}

export interface ResendGiftCard extends Attributed {
  readonly type: 'ResendGiftCard';
}

export type GiftCardCommand = OrderGiftCard | RecordGiftCardPayment | IssueGiftCard | RedeemGiftCard | ReturnGiftCard | ResendGiftCard;
