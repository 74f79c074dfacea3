import { PriceBreakdown } from '../bookings/pricing';
import { ExistingBooking } from '../bookings/booking-state';
import { MINIMUM_CHARGE_CENTS } from '../payments/charge-rules';
import { giftCardShare } from './gift-card-rules';

/**
 * The price with a gift card's part taken off what the card payment would charge: at most the
 * card's `balanceCents`, and never leaving a charge too small for a card payment (the customer then
 * pays that minimum by card and keeps the difference on the gift card). The parts still add up:
 * base − discounts − credits − gift card = total.
 */
export function priceWithGiftCard<P extends PriceBreakdown>(price: P, balanceCents: number): P {
  const before = price.totalCents + (price.giftCardCents ?? 0);
  const giftCardCents = giftCardShare(Math.max(0, balanceCents), before, MINIMUM_CHARGE_CENTS);
  return { ...price, giftCardCents, totalCents: before - giftCardCents };
}

/** What a booking's gift card paid of it (0 without one). */
export function giftCardPartOf(booking: Pick<ExistingBooking, 'price' | 'details'>): { giftCardId: string; cents: number } | null {
  const cents = booking.price?.giftCardCents ?? 0;
  const giftCardId = booking.details.giftCardId;
  return giftCardId && cents > 0 ? { giftCardId, cents } : null;
}
