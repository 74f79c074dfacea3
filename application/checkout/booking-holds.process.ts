import { BookingEvent } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';

const HOLDS: Actor = { kind: 'system', process: 'booking-holds' };

/** What the holds process works with, each by name. */
export interface BookingHoldsDeps {
  readonly events: EventStore;
  /** Refunds a payment, or cancels one still open. */
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
}

/**
 * An unpaid checkout that ended (its hold lapsed, or the visitor or the guide released it) gives
 * its slot back and has its payment cancelled at the gateway, so that nobody can pay for it later
 * and the reconciliation never needs to ask about it again. A payment that succeeded first cannot
 * be cancelled: it is recorded, and the payments process confirms the booking or refunds it.
 * Every step is safe to repeat after a crash.
 */
export class BookingHoldsProcess extends ReactingProcessManager {
  readonly name = 'booking_holds';
  // Each booking's steps touch that booking, and slot days only through commands that check their version.
  readonly streamsApart = true;
  protected readonly on = reactions(asBookingEvent, {
    BookingHoldEnded: (event, recorded) => this.holdEnded(event, recorded),
  });
  private readonly steps: BookingSteps;
  private readonly clock: Clock;

  constructor(deps: BookingHoldsDeps) {
    super();
    this.clock = deps.clock;
    this.steps = new BookingSteps(deps.events, deps.gateway);
  }

  private async holdEnded(
    event: Extract<BookingEvent, { type: 'BookingHoldEnded' }>,
    recorded: RecordedEvent,
  ): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.steps.booking(bookingId);
    // Taken on since (paid late, or by the guide): its slot and payment belong to the booking now.
    if (state.status !== 'released' || state.paymentSucceededAt) return undefined;
    const at = this.clock.now().toISOString();
    const payment = state.payment;
    if (payment) {
      const intent = await this.steps.requireGateway().cancelIntent(payment.paymentIntentId);
      if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
        // Processing: asked again after the runner's back-off, until the gateway knows the outcome.
        if (intent.status === 'processing') throw new Error(`The payment ${payment.paymentIntentId} is still processing`);
        await this.steps.onBooking(bookingId, {
          type: 'RecordPaymentSuccess',
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
          currency: intent.currency,
          actor: HOLDS,
          at,
        });
        return this.steps.takeAppended();
      }
    }
    if (!state.details.test) {
      await this.steps.onDay(state.details.date, { type: 'ReleaseSlot', bookingId, reason: event.data.reason, actor: HOLDS, at });
    }
    return this.steps.takeAppended();
  }
}
