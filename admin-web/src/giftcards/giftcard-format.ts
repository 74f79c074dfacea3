import { formatCad } from '@browser-kit/format/money-format';
import type { GiftCard, GiftCardMovement, GiftCardMovementKind, GiftCardStatus } from './giftcard-types';

export const NO_GIFT_CARDS = 'No gift cards yet. Cards bought on the /gift-cards page appear here once ordered.';

export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  ordered: 'Awaiting payment',
  paid: 'Being issued',
  active: 'Active',
  used: 'Used up',
};

export const GIFT_CARD_MOVEMENT_LABELS: Record<GiftCardMovementKind, string> = {
  ordered: 'Ordered',
  paid: 'Paid',
  issued: 'Issued',
  redeemed: 'Redeemed on a booking',
  returned: 'Returned to the card',
  resent: 'Email sent again',
};

/** ABCDEFGHJKMNPQRS as printed on the card: ABCD-EFGH-JKMN-PQRS; a card not issued yet has none. */
export function giftCardCodeText(code: string | null): string {
  return code ? (code.match(/.{1,4}/g) ?? [code]).join('-') : 'Not issued yet';
}

/** What the card was bought for: an amount, or a package for a party. */
export function giftCardWorthText(card: Pick<GiftCard, 'amountCents' | 'packageName' | 'people'>): string {
  const amount = formatCad(card.amountCents);
  if (!card.packageName) return amount;
  const party = card.people === 1 ? '1 person' : `${card.people ?? 1} people`;
  return `${amount} (${card.packageName} for ${party})`;
}

/** A movement's amount with its direction: what left the card, what came back. */
export function giftCardMovementAmount(movement: Pick<GiftCardMovement, 'kind' | 'amountCents'>): string {
  switch (movement.kind) {
    case 'redeemed':
      return `−${formatCad(movement.amountCents)}`;
    case 'returned':
    case 'issued':
      return `+${formatCad(movement.amountCents)}`;
    case 'resent':
      return '—';
    default:
      return formatCad(movement.amountCents);
  }
}

export function giftCardCountText(count: number): string {
  return count === 1 ? '1 gift card' : `${count} gift cards`;
}
