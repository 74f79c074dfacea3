import type { ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A gift card as `GET /api/gift-cards` lists it, with its history, the newest first. */
export type GiftCard = Schema<'GiftCardDto'>;

export type GiftCardStatus = GiftCard['status'];

/** One event of a card's history: ordered, paid, issued, redeemed, returned or resent. */
export type GiftCardMovement = Schema<'GiftCardMovementDto'>;

export type GiftCardMovementKind = GiftCardMovement['kind'];

export type GiftCardList = ResponseOf<'/api/gift-cards', 'get'>;
