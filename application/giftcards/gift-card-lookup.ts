import {
  giftCardCodeDecider,
  giftCardCodeOf,
  giftCardCodeStreamId,
  giftCardDecider,
  GiftCardNotFoundError,
  giftCardStreamId,
  IssuedGiftCard,
} from '../../domain/giftcards/gift-card';
import { EventStore } from '../ports/event-store';
import { loadStream } from '../shared/stream-state';

/** An issued card and its id. */
export interface FoundGiftCard {
  readonly giftCardId: string;
  readonly card: IssuedGiftCard;
}

/**
 * The issued card a typed code names (any case, spaces and dashes allowed), read from its
 * streams, so that the balance is the one redemptions are decided on; GiftCardNotFoundError for a
 * code that is not one, names no card, or names a card that does not carry it (a draw a crash
 * left behind: gift-card-code-issuer.ts).
 */
export async function findGiftCard(events: EventStore, typed: string): Promise<FoundGiftCard> {
  const code = giftCardCodeOf(typed);
  if (!code) throw new GiftCardNotFoundError();
  const { state: named } = await loadStream(events, giftCardCodeDecider, giftCardCodeStreamId(code));
  if (named.status !== 'assigned') throw new GiftCardNotFoundError();
  const { state: card } = await loadStream(events, giftCardDecider, giftCardStreamId(named.giftCardId));
  if (card.status !== 'issued' || card.code !== code) throw new GiftCardNotFoundError();
  return { giftCardId: named.giftCardId, card };
}
