import { PriceBreakdown } from '../bookings/pricing';
import { BookingStatusChanged } from '../bookings/booking-events';
import { ExistingBooking } from '../bookings/booking-state';
import { refundFor } from '../bookings/refund-policy';
import { MINIMUM_CHARGE_CENTS } from '../payments/charge-rules';
import { giftCardReturnFor, giftCardShare } from './gift-card-rules';

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

/**
 * What a cancellation gives back to the booking's gift card, as the booking stood with it: the
 * policy's share of the gift-card part (judged at the moment of the cancellation, as the card part
 * is: domain/bookings/cancellation-refund.ts), or all of it for a booking never paid. 0 without one.
 */
export function giftCardCancellationReturn(
  booking: ExistingBooking,
  cancellation: Pick<BookingStatusChanged, 'data' | 'metadata'>,
): { cents: number; explanation: string | null } {
  const part = giftCardPartOf(booking);
  if (!part) return { cents: 0, explanation: null };
  if (!booking.paidAt) return { cents: part.cents, explanation: null };
  const { date, time } = booking.details;
  const decision = refundFor(part.cents, date, time, new Date(cancellation.metadata.occurredAt), cancellation.data.weather ?? false);
  return { cents: giftCardReturnFor(part.cents, decision.percent), explanation: decision.explanation };
}
