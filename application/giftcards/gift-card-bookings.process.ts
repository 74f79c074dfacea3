import { bookingDecider, BookingEvent, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { GIFT_CARD_MESSAGES, giftCardDecider, giftCardStreamId } from '../../domain/giftcards/gift-card';
import { giftCardCancellationReturn, giftCardPartOf } from '../../domain/giftcards/gift-card-pricing';
import { Actor } from '../../domain/shared/actor';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { appendedBy } from '../referrals/referral-events';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';

const GIFT_CARDS: Actor = { kind: 'system', process: 'gift_cards' };

/**
 * What a booking paid with a gift card gives back to it:
 * - its checkout ended unpaid (the hold lapsed or was let go): all it took;
 * - cancelled before it was paid (the slot went to another booking as the payment arrived): all;
 * - cancelled once paid: the cancellation policy's share of the gift-card part, judged at the
 *   moment of the cancellation as the refunds process judges the card part
 *   (application/bookings/booking-refunds.process.ts), so both parts go back where they came from.
 * Each return names the booking event it answers, so a repeat after a crash gives nothing twice.
 * Not a background manager: the cancellation answers with the card's balance back.
 */
export class GiftCardBookingsProcess extends ReactingProcessManager {
  readonly name = 'gift_card_returns';
  // Each step touches its booking's card only through commands that check the card's version.
  readonly streamsApart = true;
  protected readonly on = reactions(asBookingEvent, {
    BookingHoldEnded: (event, recorded) =>
      this.giveBack(recorded, event.metadata.occurredAt, () => ({ reason: GIFT_CARD_MESSAGES.checkoutEnded })),
    BookingStatusChanged: {
      when: (event) => event.data.to === 'cancelled',
      then: (event, recorded) => this.giveBack(recorded, event.metadata.occurredAt, (booking) => cancellationShare(booking, event)),
    },
  });
  private readonly pipeline: CommandPipeline;

  constructor(private readonly events: EventStore) {
    super();
    this.pipeline = new CommandPipeline(events, 60);
  }

  private async giveBack(
    recorded: RecordedEvent,
    at: string,
    share: (booking: ExistingBooking) => { reason: string; amountCents?: number },
  ): Promise<Appended | undefined> {
    const bookingId = bookingIdOf(recorded);
    // The booking as the event left it: what its gift card paid, and whether it was paid.
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId), { toVersion: recorded.version });
    if (state.status === 'none') return undefined;
    const part = giftCardPartOf(state);
    if (!part) return undefined;
    const { reason, amountCents } = share(state);
    if (amountCents === 0) return undefined;
    const result = await this.pipeline.execute(giftCardDecider, giftCardStreamId(part.giftCardId), {
      type: 'ReturnGiftCard',
      bookingId,
      reason,
      ...(amountCents !== undefined ? { amountCents } : {}),
      forVersion: recorded.version,
      actor: GIFT_CARDS,
      at,
    });
    return appendedBy([result]);
  }
}

/** What the cancellation gives back to the card (gift-card-pricing.ts), the same the cancellation's messages quote. */
function cancellationShare(
  booking: ExistingBooking,
  cancellation: Extract<BookingEvent, { type: 'BookingStatusChanged' }>,
): { reason: string; amountCents?: number } {
  if (!booking.paidAt) return { reason: GIFT_CARD_MESSAGES.bookingCancelled };
  const { cents, explanation } = giftCardCancellationReturn(booking, cancellation);
  return {
    reason: explanation ? `${GIFT_CARD_MESSAGES.bookingCancelled}: ${explanation}` : GIFT_CARD_MESSAGES.bookingCancelled,
    amountCents: cents,
  };
}
