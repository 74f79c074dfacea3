import { slotDayDecider, SlotDayCommand, SlotDayState, slotDayStreamId } from '../../domain/availability/slot-day';
import { BookingCommand, bookingDecider, BookingState, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { AUTOMATIC_REFUND_REASON, AutomaticRefundRule } from '../../domain/bookings/refund-policy';
import { Actor } from '../../domain/shared/actor';
import { PaymentGateway } from '../payments/payment-gateway';
import { comparePositions, EventStore, LogPosition } from '../ports/event-store';
import { Appended } from '../process-managers/process-manager';
import { CommandPipeline, DecidedStep } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';

/**
 * The steps the booking process managers take, each safe to take twice: commands that change
 * nothing the second time, and gateway calls under a key that names what they answer.
 */
export class BookingSteps {
  private readonly pipeline: CommandPipeline;
  /** What the steps appended since the last `takeAppended` (read-your-writes follows it). */
  private appended: { position: LogPosition; types: Set<string> } | undefined;

  /**
   * `gateway`: what refunds a payment or cancels one still open; null for a process that never
   * moves money (it only reads bookings, or takes and gives back slots).
   */
  constructor(
    private readonly events: EventStore,
    private readonly gateway: PaymentGateway | null,
  ) {
    // Many bookings may race for one day's slots: enough rounds for the losers to see the winner.
    this.pipeline = new CommandPipeline(events, 60);
  }

  /** The booking now, read from its stream (and kept: the next command on it decides without a read). */
  booking(bookingId: string): Promise<{ state: BookingState; version: number }> {
    return this.pipeline.read(bookingDecider, bookingStreamId(bookingId));
  }

  /** The booking as this process last wrote it (a guess: its writes are checked), else read. */
  knownBooking(bookingId: string): Promise<{ state: BookingState; version: number }> {
    return this.pipeline.known(bookingDecider, bookingStreamId(bookingId));
  }

  /** The booking right after its event of `version`: from this process's memory when it is exactly that. */
  bookingAsOf(bookingId: string, version: number): Promise<{ state: BookingState; version: number }> {
    return this.pipeline.asOf(bookingDecider, bookingStreamId(bookingId), version);
  }

  /** A day's slot claims now, read from its stream. */
  async day(date: string): Promise<SlotDayState> {
    return (await loadStream(this.events, slotDayDecider, slotDayStreamId(date))).state;
  }

  async onBooking(bookingId: string, command: BookingCommand): Promise<void> {
    this.track(await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), command));
  }

  async onDay(date: string, command: SlotDayCommand): Promise<void> {
    this.track(await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), command));
  }

  /** The booking's command decided on the booking as this process knows it, to be written with others (together). */
  decideOnBooking(bookingId: string, command: BookingCommand): Promise<DecidedStep<BookingState>> {
    return this.pipeline.decide(bookingDecider, bookingStreamId(bookingId), command);
  }

  /** The day's command decided on the day as this process knows it, to be written with others (together). */
  decideOnDay(date: string, command: SlotDayCommand): Promise<DecidedStep<SlotDayState>> {
    return this.pipeline.decide(slotDayDecider, slotDayStreamId(date), command);
  }

  /**
   * Writes what `decide` decides in one go, all or none; when a stream moved on meanwhile, it is
   * read again and `decide` runs again (CommandPipeline.executeTogether).
   */
  async together(decide: () => Promise<readonly DecidedStep[]>): Promise<void> {
    this.tracked(await this.pipeline.executeTogether(decide));
  }

  /**
   * Gives the whole payment back because it could not become a booking, and records it as the
   * answer to the event of `forVersion`; one gateway key per payment, so a repeat refunds nothing more.
   */
  async refundInFull(booking: ExistingBooking, forVersion: number, rule: AutomaticRefundRule, actor: Actor, at: string): Promise<void> {
    const payment = booking.payment!;
    const left = payment.amountCents - booking.refundedCents;
    const refund =
      left > 0
        ? await this.requireGateway().refund(payment.paymentIntentId, {
            idempotencyKey: `refund-${payment.paymentIntentId}`,
            reason: AUTOMATIC_REFUND_REASON,
          })
        : undefined;
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

  /** Counts what another step appended (a referral's, say) with this one's. */
  tracked(results: readonly { position?: LogPosition; events: readonly { type: string }[] }[]): void {
    for (const result of results) this.track(result);
  }

  /** Takes (and forgets) what was appended since the last call. */
  takeAppended(): Appended | undefined {
    const appended = this.appended;
    this.appended = undefined;
    return appended && { position: appended.position, types: [...appended.types] };
  }

  private track(result: { position?: LogPosition; events: readonly { type: string }[] }): void {
    const { position } = result;
    if (!position) return;
    if (!this.appended) this.appended = { position, types: new Set() };
    else if (comparePositions(position, this.appended.position) > 0) this.appended.position = position;
    for (const event of result.events) this.appended.types.add(event.type);
  }
}
