import { DomainEvent } from '../shared/decider';

/** Who bought a card, or who it is for. */
export interface GiftCardParty {
  readonly name: string;
  readonly email: string;
}

/** A card bought for a package: its price for the party when it was bought. */
export interface GiftCardPackage {
  readonly packageId: number;
  readonly name: string;
  readonly people: number;
}

/** The card payment of the order (integer cents, CAD), as for a booking (domain/bookings/booking-events.ts). */
export interface GiftCardPayment {
  readonly paymentIntentId: string;
  readonly amountCents: number;
  readonly currency: 'CAD';
  readonly gateway?: 'test' | 'stripe';
}

// ---- events of stream `giftcard-<id>`: stored for ever, fields only ever added, as optional ----

/** A visitor started buying a card: nothing is issued until its payment succeeded. */
export type GiftCardOrdered = DomainEvent<
  'GiftCardOrdered',
  {
    giftCardId: string;
    amountCents: number;
    package?: GiftCardPackage;
    buyer: GiftCardParty;
    recipient: GiftCardParty;
    message?: string;
    payment: GiftCardPayment;
  }
>;

/** The gateway reported the order's payment succeeded: the gift-cards process then issues the card. */
export type GiftCardPaid = DomainEvent<'GiftCardPaid', { paymentIntentId: string; amountCents: number; currency: 'CAD' }>;

/** The card has its code and its balance: it can be spent, and its recipient is told. */
export type GiftCardIssued = DomainEvent<'GiftCardIssued', { code: string; amountCents: number }>;

/** Part of the balance paid for a booking. */
export type GiftCardRedeemed = DomainEvent<'GiftCardRedeemed', { bookingId: string; amountCents: number }>;

/**
 * Part of what a booking took went back onto the card: the checkout ended unpaid, or the booking
 * was cancelled and the policy gave this share back. `forVersion`: the booking event answered.
 */
export type GiftCardReturned = DomainEvent<
  'GiftCardReturned',
  { bookingId: string; amountCents: number; reason: string; forVersion?: number }
>;

/** The admin asked for the recipient's email to go out again. */
export type GiftCardResent = DomainEvent<'GiftCardResent', { email: string }>;

export type GiftCardEvent = GiftCardOrdered | GiftCardPaid | GiftCardIssued | GiftCardRedeemed | GiftCardReturned | GiftCardResent;

export const GIFT_CARD_EVENT_TYPES: ReadonlySet<string> = new Set<GiftCardEvent['type']>([
  'GiftCardOrdered',
  'GiftCardPaid',
  'GiftCardIssued',
  'GiftCardRedeemed',
  'GiftCardReturned',
  'GiftCardResent',
]);
