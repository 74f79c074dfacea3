import { Actor } from '../../domain/shared/actor';
import { table } from '../ports/read-models';

/**
 * Where a card is, as staff read it: ordered (its payment not reported yet), paid (being issued),
 * active (issued, with a balance) or used (issued, nothing left; a return makes it active again).
 */
export type GiftCardListStatus = 'ordered' | 'paid' | 'active' | 'used';
export const GIFT_CARD_LIST_STATUSES: readonly GiftCardListStatus[] = ['ordered', 'paid', 'active', 'used'];

/** One card: what it was bought for, by whom and for whom, and its balance now. */
export interface GiftCardRow {
  id: string;
  /** Null until it is issued. */
  code: string | null;
  status: GiftCardListStatus;
  /** What it was bought for (and issued with), in cents. */
  amountCents: number;
  balanceCents: number;
  redeemedCents: number;
  returnedCents: number;
  packageName: string | null;
  people: number | null;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** The order's card payment, which the reconciliation asks the gateway about. */
  paymentIntentId: string;
  orderedAt: Date;
  issuedAt: Date | null;
  updatedAt: Date;
  version: number;
}

export type GiftCardMovementKind = 'ordered' | 'paid' | 'issued' | 'redeemed' | 'returned' | 'resent';
export const GIFT_CARD_MOVEMENT_KINDS: readonly GiftCardMovementKind[] = ['ordered', 'paid', 'issued', 'redeemed', 'returned', 'resent'];

/** One event of a card's history, as it happened. */
export interface GiftCardMovementRow {
  giftCardId: string;
  /** The card stream's version of the event: the history's order. */
  version: number;
  kind: GiftCardMovementKind;
  /** Always positive (0 for a resend); `kind` says which way it went. */
  amountCents: number;
  bookingId: string | null;
  reason: string | null;
  actor: Actor;
  at: Date;
}

export const giftCardsTable = table<GiftCardRow>('gift_cards', ['id']);
export const giftCardMovementsTable = table<GiftCardMovementRow>('gift_card_movements', ['giftCardId', 'version']);

/** GET /api/gift-cards: a card with its history, oldest first. */
export interface GiftCardView extends Omit<GiftCardRow, 'version'> {
  history: Omit<GiftCardMovementRow, 'giftCardId'>[];
}

/** Gift-card money over a time range, for the reports: what was sold, and what paid for bookings. */
export interface GiftCardRevenue {
  /** Cards issued in the range (paid for), and their worth. */
  readonly soldCount: number;
  readonly soldCents: number;
  /** Redeemed on bookings in the range, and given back to cards in it. */
  readonly redeemedCents: number;
  readonly returnedCents: number;
}
