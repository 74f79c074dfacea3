import { SlotUnavailableError } from '../../domain/availability/slot-day';
import { AUTOMATIC_REFUNDS } from '../../domain/bookings/refund-policy';
import { ExistingBooking, refundAnswering } from '../../domain/bookings/booking';
import { LogPosition } from '../ports/event-store';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';
import { SlotSchedule } from '../bookings/slot-schedule';

const PAYMENTS: Actor = { kind: 'system', process: 'payments' };

/**
 * What else a booking's payment starts, taken in the same step so that the payment's confirmation
 * answers with it (the booking's own referral code). Repeatable: after a crash the step is taken
 * again for a booking already paid.
 */
export interface PaidBookingSteps {
  afterPaid(booking: ExistingBooking, at: string): Promise<readonly { position?: LogPosition; events: readonly { type: string }[] }[]>;
}

/** What the payments process works with, each by name. */
export interface BookingPaymentsDeps {
  readonly events: EventStore;
  /** Refunds a payment, or cancels one still open. */
  readonly gateway: PaymentGateway;
  /** Whether the schedule offers a slot, which the booking's claim on its day records. */
  readonly schedule: SlotSchedule;
  readonly clock: Clock;
  /** What else a paid booking starts, in the same step (its own referral code). */
  readonly paid: PaidBookingSteps;
}

/**
 * A payment the gateway reported as succeeded becomes a confirmed booking: the booking takes its
 * slot, then the payment is recorded for it. When it cannot (someone else has the slot now, or the
 * admin cancelled the checkout first), the money goes back in full and the booking says why.
 */
export class BookingPaymentsProcess extends ReactingProcessManager {
  readonly name = 'booking_payments';
  // Each booking's steps touch that booking, and slot days only through commands that check their version.
  readonly streamsApart = true;
  protected readonly on = reactions(asBookingEvent, {
    BookingPaymentSucceeded: (_event, recorded) => this.paymentSucceeded(recorded),
  });
  private readonly steps: BookingSteps;
  private readonly schedule: SlotSchedule;
  private readonly clock: Clock;
  private readonly paid: PaidBookingSteps;

  constructor(deps: BookingPaymentsDeps) {
    super();
    ({ schedule: this.schedule, clock: this.clock, paid: this.paid } = deps);
    this.steps = new BookingSteps(deps.events, deps.gateway);
  }

  private async paymentSucceeded(recorded: RecordedEvent): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    // Usually this server reported the payment a moment ago and knows the booking without a read;
    // only that case is taken on what it knows (its writes are still checked against the stream's
    // version, and a refused one is decided again on a fresh read). Anything else is read now.
    let { state } = await this.steps.knownBooking(bookingId);
    const usual = state.status === 'held' && state.paymentSucceededAt && !state.paidAt && !state.refunds.length;
    if (!usual) state = (await this.steps.booking(bookingId)).state;
    if (state.status === 'none' || !state.payment) return undefined;
    const at = this.clock.now().toISOString();
    // Paid before (a step taken again after a crash): what the payment starts may not be done yet.
    if (state.paidAt) return this.afterPaid(state, state.paidAt);
    // After a crash mid-way the decision already made stands: a refunded payment never confirms.
    const refunded = refundAnswering(state, recorded.version);
    if (state.status === 'cancelled' && !refunded) {
      await this.steps.refundInFull(state, recorded.version, 'booking-cancelled', PAYMENTS, at);
      // A slot taken on an outdated view of the booking (it was cancelled meanwhile) is given back.
      if (!state.details.test) {
        await this.steps.onDay(state.details.date, {
          type: 'ReleaseSlot',
          bookingId,
          reason: 'Booking cancelled before its payment arrived',
          actor: PAYMENTS,
          at,
        });
      }
      return this.steps.takeAppended();
    }
    let lost = refunded !== undefined;
    if (!lost && !state.details.test) {
      const { date, time } = state.details;
      try {
        await this.steps.onDay(date, {
          type: 'TakeSlot',
          bookingId,
          timeSlot: time,
          offered: await this.schedule.isOffered(date, time),
          actor: PAYMENTS,
          at,
        });
      } catch (error) {
        if (!(error instanceof SlotUnavailableError)) throw error;
        lost = true;
      }
    }
    if (!lost) {
      const { paymentIntentId, amountCents, currency } = state.payment;
      await this.steps.onBooking(bookingId, { type: 'RecordPayment', paymentIntentId, amountCents, currency, actor: PAYMENTS, at });
      const { state: paid } = await this.steps.knownBooking(bookingId);
      return paid.status === 'none' ? this.steps.takeAppended() : this.afterPaid(paid, at);
    }
    if (!refunded) await this.steps.refundInFull(state, recorded.version, 'slot-taken', PAYMENTS, at);
    if (state.status !== 'cancelled') {
      await this.steps.onBooking(bookingId, {
        type: 'ChangeBookingStatus',
        to: 'cancelled',
        reason: `Refunded in full: ${AUTOMATIC_REFUNDS['slot-taken'].toVisitor}`,
        actor: PAYMENTS,
        at,
      });
    }
    return this.steps.takeAppended();
  }

  private async afterPaid(booking: ExistingBooking, at: string): Promise<Appended | undefined> {
    this.steps.tracked(await this.paid.afterPaid(booking, at));
    return this.steps.takeAppended();
  }
}
