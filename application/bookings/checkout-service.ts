import { slotDayDecider, SlotDayCommand, slotDayStreamId, SlotUnavailableError } from '../../domain/availability/slot-day';
import { assertValidDetails, BookingDetails, bookingDecider, BookingCommand, BookingState, bookingStreamId } from '../../domain/bookings/booking';
import {
  ChargeTooSmallError,
  CHECKOUT_MESSAGES,
  hasSlotStarted,
  MINIMUM_CHARGE_CENTS,
  PAYMENT_HOLD_MS,
  PaymentCompletedError,
  PaymentIncompleteError,
  PaymentRefundedError,
  SlotStartedError,
} from '../../domain/bookings/checkout-rules';
import { TEST_BOOKING_AMOUNT_CENTS } from '../../domain/bookings/test-booking-rules';
import { PaymentNotFoundError } from '../../domain/payments/payment-errors';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { fold } from '../../domain/shared/decider';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore, LogPosition } from '../ports/event-store';
import { PaymentGateway } from '../payments/payment-gateway';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline } from '../shared/command-pipeline';
import { BookingQueries } from './booking-queries';
import { BookingListRow } from './booking-read-models';
import { Quote, QuoteService } from './quote-service';

/** Whether the schedule offers a slot on a date (weekly template and the admin's overrides). */
export interface SlotSchedule {
  isOffered(date: string, timeSlot: BookingDetails['time']): Promise<boolean>;
}

export interface StartedPayment {
  readonly bookingId: string;
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  /** What is charged: the server's price, whatever amount the browser sent. */
  readonly amountCents: number;
  readonly currency: 'CAD';
  readonly holdExpiresAt: string;
  readonly quote: Quote;
  readonly gateway: PaymentGateway['kind'];
}

const PAYMENTS: Actor = { kind: 'system', process: 'payments' };
/** Compares every character whatever the first difference, so timing tells nothing of the secret. */
function sameSecret(expected: string, given: string): boolean {
  let difference = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) difference |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  return difference === 0;
}

export const AUTOMATIC_REFUND_REASON = 'The payment could not become a booking';
const RECONCILIATION: Actor = { kind: 'system', process: 'payment-reconciliation' };

/** A week covers any payment a visitor could still complete (a hold lasts 15 minutes). */
export const RECONCILE_LOOK_BACK_MS = 7 * 24 * 3_600_000;

/**
 * The visitor's paid booking (SPEC section 4): the slot is held while they pay, the price is the
 * server's, and the booking is confirmed only when the gateway says the money arrived. Every step
 * can run again safely: a retried request, a second confirmation or a duplicate webhook changes
 * nothing, and a payment that cannot become a booking is refunded, never kept.
 */
export class CheckoutService {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly queries: BookingQueries,
    private readonly projections: ProjectionWaiter,
    private readonly quotes: QuoteService,
    private readonly schedule: SlotSchedule,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {
    // Many visitors may race for one day's slots: enough rounds for the losers to see the winner.
    this.pipeline = new CommandPipeline(events, 60);
  }

  async startPayment(details: BookingDetails, referralCode: string | undefined, actor: Actor): Promise<StartedPayment> {
    assertValidDetails(details);
    const now = this.clock.now();
    // The quote refuses past dates and unknown packages with the form's messages.
    const quote = await this.quotes.quote({
      package: details.package,
      date: details.date,
      people: details.people,
      kidsCount: details.kidsCount,
      referralCode,
    });
    if (hasSlotStarted(details.date, details.time, calendarDateOf(now), minutesOfDayOf(now))) throw new SlotStartedError();
    if (quote.totalCents < MINIMUM_CHARGE_CENTS) throw new ChargeTooSmallError();

    const bookingId = this.ids.newId();
    const at = now.toISOString();
    const holdExpiresAt = new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString();
    const offered = await this.schedule.isOffered(details.date, details.time);
    // The slot first: a visitor who cannot have it is told before paying anything.
    await this.onDay(details.date, { type: 'HoldSlot', bookingId, timeSlot: details.time, offered, expiresAt: holdExpiresAt, actor, at });

    let intent;
    try {
      intent = await this.gateway.createIntent({
        amountCents: quote.totalCents,
        currency: 'cad',
        description: `${quote.package}, ${details.date} (${details.time}), ${details.people} ${details.people === 1 ? 'person' : 'people'}`,
        metadata: { bookingId, package: quote.package, date: details.date, time: details.time },
        idempotencyKey: `booking-${bookingId}`,
      });
    } catch (error) {
      await this.onDay(details.date, { type: 'ReleaseSlot', bookingId, reason: 'The payment could not be set up', actor: PAYMENTS, at });
      throw error;
    }
    const held = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'HoldBooking',
      bookingId,
      details: referralCode?.trim() ? { ...details, referralCode: referralCode.trim() } : details,
      payment: { paymentIntentId: intent.id, amountCents: quote.totalCents, currency: 'CAD' },
      holdExpiresAt,
      actor,
      at,
    });
    await this.caughtUp(held.position);
    return {
      bookingId,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: quote.totalCents,
      currency: 'CAD',
      holdExpiresAt,
      quote,
      gateway: this.gateway.kind,
    };
  }

  /**
   * The admin's Test System: a 1.00 CAD payment for a booking marked as test. It holds no slot and
   * never shows in the availability; once paid it is confirmed and its messages go out like any
   * other booking's, which is what the guide wants to check.
   */
  async startTestPayment(details: BookingDetails, actor: Actor): Promise<Omit<StartedPayment, 'quote'>> {
    const bookingId = this.ids.newId();
    const now = this.clock.now();
    const at = now.toISOString();
    const holdExpiresAt = new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString();
    const intent = await this.gateway.createIntent({
      amountCents: TEST_BOOKING_AMOUNT_CENTS,
      currency: 'cad',
      description: `TEST booking (no trip): ${details.package}, ${details.date}`,
      metadata: { bookingId, test: 'true', package: details.package, date: details.date },
      idempotencyKey: `booking-${bookingId}`,
    });
    const held = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'HoldBooking',
      bookingId,
      details: { ...details, test: true },
      payment: { paymentIntentId: intent.id, amountCents: TEST_BOOKING_AMOUNT_CENTS, currency: 'CAD' },
      holdExpiresAt,
      actor,
      at,
    });
    await this.caughtUp(held.position);
    return {
      bookingId,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: TEST_BOOKING_AMOUNT_CENTS,
      currency: 'CAD',
      holdExpiresAt,
      gateway: this.gateway.kind,
    };
  }

  /**
   * Confirms the booking of a payment the gateway reports succeeded. Safe to call any number of
   * times, concurrently, from the visitor's browser and from the gateway's webhook alike.
   */
  async confirmPayment(paymentIntentId: string, actor: Actor): Promise<BookingListRow> {
    const intent = await this.gateway.retrieveIntent(paymentIntentId);
    const bookingId = intent?.metadata.bookingId;
    if (!intent || !bookingId) throw new PaymentNotFoundError();
    const booking = await this.bookingState(bookingId);
    if (booking.status === 'none' || booking.payment?.paymentIntentId !== paymentIntentId) throw new PaymentNotFoundError();
    if (booking.paidAt) {
      await this.caughtUp((await this.events.readStream(bookingStreamId(bookingId))).at(-1)?.position);
      return this.row(bookingId);
    }
    if (intent.status !== 'succeeded') throw new PaymentIncompleteError();
    const at = this.clock.now().toISOString();

    if (booking.status === 'cancelled') await this.refundAndCancel(booking, CHECKOUT_MESSAGES.refundedCancelled, at);
    if (!booking.details.test) await this.takeSlot(booking, actor, at);
    const paid = await this.onBooking(bookingId, {
      type: 'RecordPayment',
      paymentIntentId,
      amountCents: intent.amountCents,
      currency: intent.currency,
      actor,
      at,
    });
    // A concurrent confirmation may have recorded the payment: wait for whatever the stream holds.
    await this.caughtUp(paid ?? (await this.events.readStream(bookingStreamId(bookingId))).at(-1)?.position);
    return this.row(bookingId);
  }

  /**
   * Gives back the slot of a checkout the visitor abandoned before paying (they changed a detail
   * and start again): otherwise their own hold would refuse them for 15 minutes. Only the holder
   * of the payment's client secret may do this, and never for a payment that went through.
   */
  async releaseHold(paymentIntentId: string, clientSecret: string, actor: Actor): Promise<void> {
    const intent = await this.gateway.retrieveIntent(paymentIntentId);
    const bookingId = intent?.metadata.bookingId;
    if (!intent || !bookingId || !sameSecret(intent.clientSecret, clientSecret)) throw new PaymentNotFoundError();
    if (intent.status === 'succeeded' || intent.status === 'processing') throw new PaymentCompletedError();
    const booking = await this.bookingState(bookingId);
    if (booking.status !== 'held') return;
    const released = await this.onDay(booking.details.date, {
      type: 'ReleaseSlot',
      bookingId,
      reason: 'The visitor started again before paying',
      actor,
      at: this.clock.now().toISOString(),
    });
    await this.caughtUp(released);
  }

  /**
   * Finds payments that succeeded but whose booking was never confirmed (the visitor closed the
   * tab, the server stopped between the two) and confirms them, or refunds them when the slot was
   * lost. Runs at start-up and periodically; safe to run any number of times.
   */
  async reconcile(lookBackMs = RECONCILE_LOOK_BACK_MS): Promise<{ confirmed: number; refunded: number }> {
    const since = new Date(this.clock.now().getTime() - lookBackMs);
    let confirmed = 0;
    let refunded = 0;
    for (const held of await this.queries.heldSince(since)) {
      if (!held.paymentIntentId) continue;
      const intent = await this.gateway.retrieveIntent(held.paymentIntentId);
      if (intent?.status !== 'succeeded') continue;
      try {
        await this.confirmPayment(held.paymentIntentId, RECONCILIATION);
        confirmed++;
      } catch (error) {
        if (!(error instanceof PaymentRefundedError)) throw error;
        refunded++;
      }
    }
    return { confirmed, refunded };
  }

  /** The paid booking takes its slot; if someone else has it now, the money goes back. */
  private async takeSlot(booking: Extract<BookingState, { bookingId: string }>, actor: Actor, at: string): Promise<void> {
    const { date, time } = booking.details;
    try {
      const offered = await this.schedule.isOffered(date, time);
      await this.onDay(date, { type: 'TakeSlot', bookingId: booking.bookingId, timeSlot: time, offered, actor, at });
    } catch (error) {
      if (!(error instanceof SlotUnavailableError)) throw error;
      await this.refundAndCancel(booking, CHECKOUT_MESSAGES.refundedSlotTaken, at);
    }
  }

  /** Gives the money back, cancels the booking with the reason, frees its slot, and says so. */
  private async refundAndCancel(booking: Extract<BookingState, { bookingId: string }>, message: string, at: string): Promise<never> {
    const payment = booking.payment!;
    // One key and the same parameters every time: a provider refuses a key reused with others.
    await this.gateway.refund(payment.paymentIntentId, { idempotencyKey: `refund-${payment.paymentIntentId}`, reason: AUTOMATIC_REFUND_REASON });
    if (booking.status !== 'cancelled') {
      await this.onBooking(booking.bookingId, { type: 'ChangeBookingStatus', to: 'cancelled', reason: `Refunded in full: ${message}`, actor: PAYMENTS, at });
    }
    const released = await this.onDay(booking.details.date, { type: 'ReleaseSlot', bookingId: booking.bookingId, reason: 'Payment refunded', actor: PAYMENTS, at });
    await this.caughtUp(released);
    throw new PaymentRefundedError(message);
  }

  private async bookingState(bookingId: string): Promise<BookingState> {
    const history = await this.events.readStream(bookingStreamId(bookingId));
    return fold(bookingDecider, history.map((e) => ({ type: e.type, data: e.data }) as never));
  }

  private async onDay(date: string, command: SlotDayCommand): Promise<LogPosition | undefined> {
    return (await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), command)).position;
  }

  private async onBooking(bookingId: string, command: BookingCommand): Promise<LogPosition | undefined> {
    return (await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), command)).position;
  }

  private async caughtUp(position: LogPosition | undefined): Promise<void> {
    if (position) await this.projections.waitFor(position);
  }

  private async row(bookingId: string): Promise<BookingListRow> {
    const row = await this.queries.get(bookingId);
    if (!row) throw new PaymentNotFoundError();
    return row;
  }
}
