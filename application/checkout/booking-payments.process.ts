import { SlotUnavailableError } from '../../domain/availability/slot-day';
import { AUTOMATIC_REFUNDS } from '../../domain/bookings/refund-policy';
import { ExistingBooking, refundAnswering } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock } from '../ports/clock';
import { ConcurrencyError, EventStore, LogPosition, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';
import { SlotSchedule } from '../bookings/slot-schedule';
import { NewStreamStep } from '../shared/command-pipeline';

const PAYMENTS: Actor = { kind: 'system', process: 'payments' };

/**
 * What else a booking's payment starts, taken in the same step so that the payment's confirmation
 * answers with it (the booking's own referral code). Repeatable: after a crash the step is taken
 * again for a booking already paid.
 */
export interface PaidBookingSteps {
  /** The new streams a paid booking starts (its own referral code), decided without a read, to be written with its payment. */
  startedWith(booking: ExistingBooking, at: string): readonly NewStreamStep[];
  /** Everything a paid booking starts; `startedWith`: the streams of startedWith were written with the payment. */
  afterPaid(
    booking: ExistingBooking,
    at: string,
    options?: { startedWith?: boolean },
  ): Promise<readonly { position?: LogPosition; events: readonly { type: string }[] }[]>;
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
    // Held and paid for, as usual (known or read): confirmed in one write.
    const payable = state.status === 'held' && state.paymentSucceededAt && !state.refunds.length;
    if (payable && !state.details.test) {
      const confirmed = await this.confirmAtOnce(state, at);
      if (confirmed) return confirmed.appended;
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

  /**
   * The usual confirmation in one write: the slot taken on its day, the payment recorded on the
   * booking and the booking's own referral code, each decided on what this process knows and
   * appended together (all or none on the SQL stores). A stream that moved on meanwhile (another
   * booking of the day, a code drawn twice) is read again and all is decided again. Null when the
   * slot is gone: the caller then takes the steps one by one, and gives the money back.
   */
  private async confirmAtOnce(state: ExistingBooking, at: string): Promise<{ appended: Appended | undefined } | null> {
    const { bookingId, details, payment } = state;
    const { paymentIntentId, amountCents, currency } = payment!;
    const offered = await this.schedule.isOffered(details.date, details.time);
    let paid: ExistingBooking | undefined;
    try {
      await this.steps.together(async () => {
        const [slot, recorded] = await Promise.all([
          this.steps.decideOnDay(details.date, { type: 'TakeSlot', bookingId, timeSlot: details.time, offered, actor: PAYMENTS, at }),
          this.steps.decideOnBooking(bookingId, { type: 'RecordPayment', paymentIntentId, amountCents, currency, actor: PAYMENTS, at }),
        ]);
        // Not payable now (cancelled behind this process's back), or paid already by another taking
        // of this step (the runner and the request that stored the report, two servers): the code it
        // started exists, and drawing new ones against it would only be refused again and again.
        if (recorded.events.length === 0 || recorded.after.status === 'none' || !recorded.after.paidAt) throw new NotAsUsual();
        paid = recorded.after;
        return [slot, recorded, ...this.paid.startedWith(paid, at)];
      });
    } catch (error) {
      if (error instanceof NotAsUsual || error instanceof SlotUnavailableError || error instanceof ConcurrencyError) return null;
      throw error;
    }
    this.steps.tracked(await this.paid.afterPaid(paid!, at, { startedWith: true }));
    return { appended: this.steps.takeAppended() };
  }

  private async afterPaid(booking: ExistingBooking, at: string): Promise<Appended | undefined> {
    this.steps.tracked(await this.paid.afterPaid(booking, at));
    return this.steps.takeAppended();
  }
}

/** The payment's confirmation cannot be taken in one write: the steps are taken one by one. */
class NotAsUsual extends Error {}
