import { bookingDecider, bookingStreamId, ExistingBooking, MovePayment, movePaymentOf, TripSlot } from '../../domain/bookings/booking';
import { PaymentIncompleteError } from '../../domain/checkout/checkout-rules';
import { PriceBreakdown } from '../../domain/bookings/pricing';
import { isMoveRefundRule, MOVE_REFUNDS } from '../../domain/bookings/refund-policy';
import { PaymentNotFoundError } from '../../domain/payments/payment-errors';
import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, typesOf } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { RECONCILE_LOOK_BACK_MS } from '../checkout/checkout-service';

const RECONCILIATION: Actor = { kind: 'system', process: 'payment-reconciliation' };

/** The payment intents of moves say so, so that the webhook never takes one for a booking's own payment. */
export const MOVE_PAYMENT_KIND = 'reschedule';

/** What the customer's browser needs to pay a move's difference in the payment dialog. */
export interface StartedMovePayment {
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  readonly amountCents: number;
  readonly currency: 'CAD';
  /** Until when the new slot is held for the move. */
  readonly holdExpiresAt: string;
  readonly gateway: PaymentGateway['kind'];
  readonly date: string;
  readonly time: TripSlot['time'];
}

/** The difference came back instead of buying the move (the customer is told why). */
export class MoveRefundedError extends DomainError {
  constructor(message: string) {
    super('move-refunded-conflict', message);
  }
}

/** How a reported move payment ended: the trip moved, the money went back, or not settled yet. */
export type MovePaymentOutcome =
  | { readonly kind: 'moved'; readonly booking: ExistingBooking }
  | { readonly kind: 'refunded'; readonly booking: ExistingBooking; readonly message: string }
  | { readonly kind: 'pending'; readonly booking: ExistingBooking };

/** What the moves' payments work with, each by name. */
export interface MovePaymentServiceDeps {
  readonly events: EventStore;
  readonly gateway: PaymentGateway;
  readonly ids: IdGenerator;
  readonly settled: ProjectionWaiter;
  readonly clock: Clock;
}

/**
 * The payment of a move to a dearer date (docs/product/self-service.md), as the booking form's
 * payment is: set up at the gateway for the server's price, recorded when the gateway says it
 * succeeded (from the customer's browser or Stripe's webhook, any number of times), and acted on by
 * the moves process (booking-moves.process.ts), which moves the trip or gives the difference back.
 */
export class MovePaymentService {
  private readonly pipeline: CommandPipeline;

  private readonly events: EventStore;
  private readonly gateway: PaymentGateway;
  private readonly ids: IdGenerator;
  private readonly settled: ProjectionWaiter;
  private readonly clock: Clock;

  constructor(deps: MovePaymentServiceDeps) {
    ({ events: this.events, gateway: this.gateway, ids: this.ids, settled: this.settled, clock: this.clock } = deps);
    this.pipeline = new CommandPipeline(this.events);
  }

  /** Sets up the payment of `differenceCents` for moving `booking` to `to` (its new slot held already until `holdExpiresAt`). */
  async start(
    booking: ExistingBooking,
    to: TripSlot,
    price: PriceBreakdown,
    differenceCents: number,
    holdExpiresAt: string,
    actor: Actor,
  ): Promise<StartedMovePayment> {
    const intent = await this.gateway.createIntent({
      amountCents: differenceCents,
      currency: 'cad',
      description: `Move of ${booking.details.package} to ${to.date} (${to.time}): the difference`,
      metadata: { bookingId: booking.bookingId, kind: MOVE_PAYMENT_KIND, date: to.date, time: to.time },
      idempotencyKey: `move-${booking.bookingId}-${this.ids.newId()}`,
    });
    const started = await this.pipeline.execute(bookingDecider, bookingStreamId(booking.bookingId), {
      type: 'StartMovePayment',
      date: to.date,
      time: to.time,
      price,
      payment: { paymentIntentId: intent.id, amountCents: differenceCents, currency: 'CAD', gateway: this.gateway.kind },
      holdExpiresAt,
      actor,
      at: this.clock.now().toISOString(),
    });
    if (started.position) await this.settled.waitFor(started.position, undefined, typesOf(started));
    return {
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: differenceCents,
      currency: 'CAD',
      holdExpiresAt,
      gateway: this.gateway.kind,
      date: to.date,
      time: to.time,
    };
  }

  /** Makes unpaid move payments impossible to pay (a gateway that cannot be asked now leaves one: a late payment is then moved or refunded). */
  async cancelUnpaid(moves: readonly MovePayment[]): Promise<void> {
    for (const move of moves) if (!move.paidAt) await this.gateway.cancelIntent(move.payment.paymentIntentId).catch(() => null);
  }

  /**
   * Records that the gateway reports the move's payment succeeded, waits for the moves process,
   * and says how it ended. `bookingId` is the booking the caller holds (the manage link's); the
   * webhook knows none, and the payment names its own.
   */
  async confirm(bookingId: string | null, paymentIntentId: string, actor: Actor): Promise<MovePaymentOutcome> {
    const intent = await this.gateway.retrieveIntent(paymentIntentId);
    const owner = intent?.metadata.bookingId;
    if (!intent || !owner || intent.metadata.kind !== MOVE_PAYMENT_KIND || (bookingId !== null && owner !== bookingId))
      throw new PaymentNotFoundError();
    const before = await this.booking(owner);
    if (!before || !movePaymentOf(before, paymentIntentId)) throw new PaymentNotFoundError();
    if (intent.status !== 'succeeded') throw new PaymentIncompleteError();
    const recorded = await this.pipeline.execute(bookingDecider, bookingStreamId(owner), {
      type: 'RecordMovePayment',
      paymentIntentId,
      amountCents: intent.amountCents,
      currency: intent.currency,
      actor,
      at: this.clock.now().toISOString(),
    });
    // Reported before (the browser, then the webhook): wait for whatever the stream holds.
    const position = recorded.position ?? (await loadStream(this.events, bookingDecider, bookingStreamId(owner))).position;
    if (position) await this.settled.waitFor(position, undefined, recorded.position ? typesOf(recorded) : undefined);
    const after = (await this.booking(owner))!;
    const move = movePaymentOf(after, paymentIntentId)!;
    if (move.movedAt) return { kind: 'moved', booking: after };
    const refund = after.refunds.find((r) => r.paymentIntentId === paymentIntentId && isMoveRefundRule(r.rule));
    if (refund && isMoveRefundRule(refund.rule)) return { kind: 'refunded', booking: after, message: MOVE_REFUNDS[refund.rule].toCustomer };
    // The process has not finished within the wait: it will, the booking then says how.
    return { kind: 'pending', booking: after };
  }

  /**
   * Reports the booking's move payments that went through but were never reported (the tab closed
   * right after paying, the server stopped before the confirmation, no webhook): the customer opening
   * the manage page again finds their trip moved, or the difference refunded. True when one was.
   */
  async reportUnreported(booking: ExistingBooking): Promise<boolean> {
    const since = this.clock.now().getTime() - RECONCILE_LOOK_BACK_MS;
    let reported = false;
    for (const move of booking.movePayments) {
      if (move.paidAt || Date.parse(move.startedAt) < since) continue;
      const intent = await this.gateway.retrieveIntent(move.payment.paymentIntentId);
      if (intent?.status !== 'succeeded') continue;
      await this.confirm(booking.bookingId, move.payment.paymentIntentId, RECONCILIATION);
      reported = true;
    }
    return reported;
  }

  private async booking(bookingId: string): Promise<ExistingBooking | null> {
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    return state.status === 'none' ? null : state;
  }
}
