import { formatGiftCardCode, giftCardDecider, giftCardStreamId, IssuedGiftCard } from '../../domain/giftcards/gift-card';
import { ContactEntries } from '../content/site-content-service';
import { businessContactOf } from '../messaging/business-contact';
import { EventStore } from '../ports/event-store';
import { loadStream } from '../shared/stream-state';
import { GiftCardFacts, packageLineOf } from './gift-card-messages';
import { GiftCardDocument } from './gift-card-pdf';

/** No issued card by that id: it cannot be printed. */
export class GiftCardNotIssuedError extends Error {}

/** The card as its stream holds it now, issued, or GiftCardNotIssuedError. */
export async function issuedGiftCard(events: EventStore, giftCardId: string): Promise<IssuedGiftCard> {
  const { state } = await loadStream(events, giftCardDecider, giftCardStreamId(giftCardId));
  if (state.status !== 'issued') throw new GiftCardNotIssuedError(`Gift card ${giftCardId} is not issued`);
  return state;
}

export function giftCardFactsOf(card: IssuedGiftCard): GiftCardFacts {
  return {
    code: card.code,
    amountCents: card.issuedCents,
    packageLine: packageLineOf(card.package),
    buyerName: card.buyer.name,
    recipientName: card.recipient.name,
    message: card.message ?? null,
  };
}

/** The printable card: its stream, and the business as the site content names it now. */
export class GiftCardDocuments {
  constructor(
    private readonly events: EventStore,
    private readonly content: ContactEntries,
    private readonly siteOrigin: string,
  ) {}

  async document(giftCardId: string): Promise<GiftCardDocument> {
    const [card, business] = await Promise.all([issuedGiftCard(this.events, giftCardId), businessContactOf(this.content, this.siteOrigin)]);
    const facts = giftCardFactsOf(card);
    return {
      giftCardId,
      businessName: business.name,
      businessPhone: business.phone,
      website: business.website,
      code: formatGiftCardCode(card.code),
      amountCents: facts.amountCents,
      packageLine: facts.packageLine,
      recipientName: facts.recipientName,
      buyerName: facts.buyerName,
      message: facts.message,
      issuedAt: card.issuedAt,
    };
  }
}
