import {
  BookingEvent,
  cancellationRefund,
  ExistingBooking,
  paidCents,
  refundableCents,
  refundAnswering,
  spreadRefund,
} from '../../domain/bookings/booking';
import { RESCHEDULE_REFUND } from '../../domain/bookings/refund-policy';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from './booking-events';
import { BookingSteps } from './booking-process-steps';

const REFUNDS: Actor = { kind: 'system', process: 'refunds' };

/** What the refunds process works with, each by name. */
export interface BookingRefundsDeps {
  readonly events: EventStore;
  /** Refunds a payment, or cancels one still open. */
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
}

/**
 * A paid booking that is cancelled gets its money back by the policy of docs/product/refunds.md,
 * judged at the moment of the cancellation (not when this runs), through the gateway, then
 * recorded. The gateway key names the cancellation, so a step repeated after a crash refunds once;
 * a later cancellation (after the booking was set back) is a new decision.
 */
export class BookingRefundsProcess extends ReactingProcessManager {
  readonly name = 'booking_refunds';
  // Each booking's steps touch that booking, and slot days only through commands that check their version.
  readonly streamsApart = true;
  protected readonly on = reactions(asBookingEvent, {
    BookingStatusChanged: {
      when: (event) => event.data.to === 'cancelled',
      then: (event, recorded) => this.refundCancellation(event, recorded),
    },
    BookingRescheduled: {
      when: (event) => (event.data.refundCents ?? 0) > 0,
      then: (event, recorded) => this.refundMove(recorded, event.data.refundCents ?? 0),
    },
  });
  private readonly steps: BookingSteps;
  private readonly clock: Clock;

  constructor(deps: BookingRefundsDeps) {
    super();
    this.clock = deps.clock;
    this.steps = new BookingSteps(deps.events, deps.gateway);
  }

  private async refundCancellation(
    event: Extract<BookingEvent, { type: 'BookingStatusChanged' }>,
    recorded: RecordedEvent,
  ): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    // The booking as the cancellation found it, and what has been refunded since.
    const { state } = await this.steps.bookingAsOf(bookingId, recorded.version);
    const now = await this.steps.booking(bookingId);
    if (state.status === 'none' || !state.payment || now.state.status === 'none') return undefined;
    const decision = cancellationRefund(state, event);
    if (!decision) return undefined;
    const at = this.clock.now().toISOString();
    const record = { percent: decision.percent, rule: decision.rule, forVersion: recorded.version, actor: REFUNDS, at };
    if (decision.amountCents === 0) {
      // A decision of no refund is recorded too, once, against the booking's own payment.
      if (!refundAnswering(now.state, recorded.version))
        await this.steps.onBooking(bookingId, {
          type: 'RecordRefund',
          paymentIntentId: state.payment.paymentIntentId,
          amountCents: 0,
          ...record,
        });
      return this.steps.takeAppended();
    }
    // Split over the payments as they stood at the cancellation, so a repeat splits alike; each part once.
    for (const part of spreadRefund(state, decision.amountCents)) {
      if (refundAnswering(now.state, recorded.version, part.paymentIntentId)) continue;
      const refund = await this.steps.requireGateway().refund(part.paymentIntentId, {
        amountCents: part.amountCents,
        idempotencyKey: partKey(`cancel-${bookingId}-v${recorded.version}`, state, part.paymentIntentId),
        reason: decision.explanation,
      });
      await this.steps.onBooking(bookingId, { type: 'RecordRefund', ...part, refundId: refund.id, ...record });
    }
    return this.steps.takeAppended();
  }

  /**
   * A move to a cheaper date: the difference the request worked out goes back, once,
   * under a gateway key that names the move, and is recorded as the answer to it.
   */
  private async refundMove(recorded: RecordedEvent, refundCents: number): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    // Split as the booking stood at the move (a repeat splits alike), each part once.
    const { state } = await this.steps.bookingAsOf(bookingId, recorded.version);
    const now = await this.steps.booking(bookingId);
    if (state.status === 'none' || !state.paidAt || !state.payment || now.state.status === 'none') return undefined;
    const paid = paidCents(state);
    for (const part of spreadRefund(state, Math.min(refundCents, refundableCents(state)))) {
      if (refundAnswering(now.state, recorded.version, part.paymentIntentId)) continue;
      const refund = await this.steps.requireGateway().refund(part.paymentIntentId, {
        amountCents: part.amountCents,
        idempotencyKey: partKey(`reschedule-${bookingId}-v${recorded.version}`, state, part.paymentIntentId),
        reason: RESCHEDULE_REFUND.explanation,
      });
      await this.steps.onBooking(bookingId, {
        type: 'RecordRefund',
        ...part,
        percent: Math.round((part.amountCents * 100) / paid),
        rule: RESCHEDULE_REFUND.rule,
        refundId: refund.id,
        forVersion: recorded.version,
        actor: REFUNDS,
        at: this.clock.now().toISOString(),
      });
    }
    return this.steps.takeAppended();
  }
}

/** The gateway key of one part: the booking's own payment keeps the key it always had. */
function partKey(key: string, booking: ExistingBooking, paymentIntentId: string): string {
  return booking.payment?.paymentIntentId === paymentIntentId ? key : `${key}-${paymentIntentId}`;
}
