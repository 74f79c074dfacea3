import { slotDayDecider, SlotDayCommand, slotDayStreamId } from '../../domain/availability/slot-day';
import { BookingCommand, bookingDecider, BookingState, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { AUTOMATIC_REFUND_REASON, AutomaticRefundRule } from '../../domain/bookings/refund-policy';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { comparePositions, EventStore, LogPosition } from '../ports/event-store';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream, StreamState } from '../shared/stream-state';

/**
 * The steps the booking process managers take, each safe to take twice: commands that change
 * nothing the second time, and gateway calls under a key that names what they answer.
 */
export class BookingSteps {
  private readonly pipeline: CommandPipeline;
  /** The last position any step appended (read-your-writes follows it). */
  private appended: LogPosition | undefined;

  constructor(
    private readonly events: EventStore,
    private readonly gateway?: PaymentGateway,
  ) {
    // Many bookings may race for one day's slots: enough rounds for the losers to see the winner.
    this.pipeline = new CommandPipeline(events, 60);
  }

  booking(bookingId: string, toVersion?: number): Promise<StreamState<BookingState>> {
    return loadStream(this.events, bookingDecider, bookingStreamId(bookingId), { toVersion });
  }

  async onBooking(bookingId: string, command: BookingCommand): Promise<void> {
    this.track((await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), command)).position);
  }

  async onDay(date: string, command: SlotDayCommand): Promise<void> {
    this.track((await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), command)).position);
  }

  /**
   * Gives the whole payment back because it could not become a booking, and records it as the
   * answer to the event of `forVersion`; one gateway key per payment, so a repeat refunds nothing more.
   */
  async refundInFull(booking: ExistingBooking, forVersion: number, rule: AutomaticRefundRule, actor: Actor, at: string): Promise<void> {
    const payment = booking.payment!;
    const left = payment.amountCents - (booking.refundedCents ?? 0);
    const refund =
      left > 0 ? await this.requireGateway().refund(payment.paymentIntentId, { idempotencyKey: `refund-${payment.paymentIntentId}`, reason: AUTOMATIC_REFUND_REASON }) : undefined;
    await this.onBooking(booking.bookingId, {
      type: 'RecordRefund',
      paymentIntentId: payment.paymentIntentId,
      amountCents: Math.max(0, left),
      percent: 100,
      rule,
      ...(refund ? { refundId: refund.id } : {}),
      forVersion,
      actor,
      at,
    });
  }

  requireGateway(): PaymentGateway {
    if (!this.gateway) throw new Error('This process has no payment gateway');
    return this.gateway;
  }

  /** Takes (and forgets) the furthest position appended since the last call. */
  takeAppended(): LogPosition | undefined {
    const position = this.appended;
    this.appended = undefined;
    return position;
  }

  private track(position: LogPosition | undefined): void {
    if (position && (!this.appended || comparePositions(position, this.appended) > 0)) this.appended = position;
  }
}
