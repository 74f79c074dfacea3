import { GIFT_CARD_CODE_EVENT_TYPES, GIFT_CARD_EVENT_TYPES, GiftCardCodeEvent, GiftCardEvent } from '../../domain/giftcards/gift-card';
import { RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';

/** The gift-card event inside a recorded event of the global log, or undefined for other streams. */
export function asGiftCardEvent(recorded: RecordedEvent): GiftCardEvent | undefined {
  if (recorded.category !== 'giftcard' || !GIFT_CARD_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<GiftCardEvent>(recorded);
}

export function giftCardIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('giftcard-'.length);
}

export function asGiftCardCodeEvent(recorded: RecordedEvent): GiftCardCodeEvent | undefined {
  if (recorded.category !== 'giftcardcode' || !GIFT_CARD_CODE_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<GiftCardCodeEvent>(recorded);
}

/** The outbox kind of the recipient's email (with the card as a PDF) and of the buyer's receipt. */
export const GIFT_CARD_EMAIL = 'gift-card';
export const GIFT_CARD_RECEIPT = 'gift-card-receipt';
