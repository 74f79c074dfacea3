import { PriceBreakdown } from '../../domain/bookings/pricing';
import {
  GIFT_CARD_MESSAGES,
  giftCardDecider,
  GiftCardEmptyError,
  GiftCardNotFoundError,
  giftCardStreamId,
  heldByBooking,
} from '../../domain/giftcards/gift-card';
import { priceWithGiftCard } from '../../domain/giftcards/gift-card-pricing';
import { Actor } from '../../domain/shared/actor';
import { EventStore } from '../ports/event-store';
import { CommandPipeline } from '../shared/command-pipeline';
import { FieldErrors } from '../shared/field-errors';
import { findGiftCard, FoundGiftCard } from './gift-card-lookup';

const CHECKOUT: Actor = { kind: 'system', process: 'checkout' };

/** The checkout's field for the code (bookingData.giftCardCode): its refusals are shown under it. */
export const GIFT_CARD_CODE_FIELD = 'giftCardCode';

/**
 * The id of the payment of a booking a gift card pays in full: no gateway takes part, so the
 * booking records this in place of a payment intent (letters, digits and '_', as the routes accept).
 */
export function giftCardOnlyPaymentId(bookingId: string): string {
  return `giftcard_${bookingId.replace(/-/g, '')}`;
}

export function isGiftCardOnlyPayment(paymentIntentId: string): boolean {
  return paymentIntentId.startsWith('giftcard_');
}

/**
 * What the checkout asks of gift cards: the card a typed code names, the part of a price it pays,
 * taken from its balance before the booking is held (the card's stream decides, so two checkouts
 * racing for one balance never take more than it holds), and given back when the checkout fails.
 */
export class GiftCardRedemptions {
  private readonly pipeline: CommandPipeline;

  constructor(private readonly events: EventStore) {
    this.pipeline = new CommandPipeline(events, 60);
  }

  /** The card a typed code names, with a balance; else refused under the checkout's field. */
  async find(typed: string): Promise<FoundGiftCard> {
    try {
      const found = await findGiftCard(this.events, typed);
      if (found.card.balanceCents <= 0) throw new GiftCardEmptyError();
      return found;
    } catch (error) {
      throw asFieldError(error);
    }
  }

  /**
   * Takes the card's part of `price` for the booking and answers the price with it. What is left
   * when this checkout comes to it (another one may have spent some meanwhile) is what it takes;
   * a part that would leave a charge too small for a card goes back at once.
   */
  async redeem<P extends PriceBreakdown>(found: FoundGiftCard, bookingId: string, price: P, at: string): Promise<P> {
    const wanted = priceWithGiftCard(price, found.card.balanceCents).giftCardCents ?? 0;
    if (wanted <= 0) throw FieldErrors.on(GIFT_CARD_CODE_FIELD, GIFT_CARD_MESSAGES.empty);
    const stream = giftCardStreamId(found.giftCardId);
    let taken: number;
    try {
      const result = await this.pipeline.execute(giftCardDecider, stream, {
        type: 'RedeemGiftCard',
        bookingId,
        amountCents: wanted,
        actor: CHECKOUT,
        at,
      });
      taken = result.state.status === 'issued' ? heldByBooking(result.state, bookingId) : 0;
    } catch (error) {
      throw asFieldError(error);
    }
    const priced = priceWithGiftCard(price, taken);
    const extra = taken - (priced.giftCardCents ?? 0);
    if (extra > 0) await this.giveBack(found.giftCardId, bookingId, GIFT_CARD_MESSAGES.checkoutEnded, at, extra);
    return priced;
  }

  /** Gives back what the booking took from the card (or `amountCents` of it). */
  async giveBack(giftCardId: string, bookingId: string, reason: string, at: string, amountCents?: number): Promise<void> {
    await this.pipeline.execute(giftCardDecider, giftCardStreamId(giftCardId), {
      type: 'ReturnGiftCard',
      bookingId,
      reason,
      ...(amountCents !== undefined ? { amountCents } : {}),
      actor: CHECKOUT,
      at,
    });
  }
}

function asFieldError(error: unknown): unknown {
  if (error instanceof GiftCardNotFoundError || error instanceof GiftCardEmptyError)
    return FieldErrors.on(GIFT_CARD_CODE_FIELD, error.message);
  return error;
}
