import { ExistingBooking } from '../../domain/bookings/booking';
import { giftCardDecider, GiftCardEmptyError, giftCardStreamId, heldByBooking } from '../../domain/giftcards/gift-card';
import { giftCardPartOf } from '../../domain/giftcards/gift-card-pricing';
import { Actor } from '../../domain/shared/actor';
import { PaidBookingSteps } from '../checkout/booking-payments.process';
import { EventStore } from '../ports/event-store';
import { CommandPipeline, NewStreamStep } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';

const GIFT_CARDS: Actor = { kind: 'system', process: 'gift_cards' };

/**
 * The payments process's steps for a paid booking (its referral code, ...) plus the gift card's:
 * a booking is never confirmed without its redemption recorded. The checkout took the card's part
 * before the booking was held; only a payment that arrived after its hold had ended (and the part
 * had gone back: gift-card-bookings.process.ts) takes it again here. A booking without a gift card
 * reads nothing more.
 */
export function withGiftCardSteps(steps: PaidBookingSteps, events: EventStore): PaidBookingSteps {
  const pipeline = new CommandPipeline(events, 60);
  return {
    startedWith: (booking: ExistingBooking, at: string): readonly NewStreamStep[] => steps.startedWith(booking, at),
    async afterPaid(booking, at, options) {
      const done = await steps.afterPaid(booking, at, options);
      const part = giftCardPartOf(booking);
      if (!part) return done;
      const stream = giftCardStreamId(part.giftCardId);
      const { state } = await loadStream(events, giftCardDecider, stream);
      if (state.status !== 'issued' || heldByBooking(state, booking.bookingId) >= part.cents) return done;
      try {
        const taken = await pipeline.execute(giftCardDecider, stream, {
          type: 'RedeemGiftCard',
          bookingId: booking.bookingId,
          amountCents: part.cents,
          actor: GIFT_CARDS,
          at,
        });
        return [...done, taken];
      } catch (error) {
        // Spent meanwhile on another booking: the booking stands as paid, and the card's history says what it gave.
        if (error instanceof GiftCardEmptyError) return done;
        throw error;
      }
    },
  };
}
