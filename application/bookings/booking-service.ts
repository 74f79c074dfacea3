import { slotDayDecider, SlotDayCommand, slotDayStreamId } from '../../domain/availability/slot-day';
import {
  assertValidDetails,
  BookingDetails,
  bookingDecider,
  BookingEvent,
  BookingNotFoundError,
  BookingState,
  bookingStreamId,
} from '../../domain/bookings/booking';
import { BookingStatus } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { fold } from '../../domain/shared/decider';
import { refundFor, RefundDecision } from '../../domain/bookings/refund-policy';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline } from '../shared/command-pipeline';
import { BookingListRow } from './booking-read-models';
import { BookingQueries } from './booking-queries';

/** Booking use cases. Commands return once the read models show their effect. */
export class BookingService {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly queries: BookingQueries,
    private readonly projections: ProjectionWaiter,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly gateway: PaymentGateway,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  /**
   * A booking the guide takes (by phone): it takes its slot at once, or is refused when another
   * booking has it. The guide may book a slot the weekly schedule does not offer.
   */
  async request(details: BookingDetails, actor: Actor): Promise<BookingListRow> {
    assertValidDetails(details);
    const bookingId = this.ids.newId();
    await this.slotDay(details.date, { type: 'TakeSlot', bookingId, timeSlot: details.time, offered: true, actor, at: this.clock.now().toISOString() });
    const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'RequestBooking',
      bookingId,
      details,
      actor,
      at: this.clock.now().toISOString(),
    });
    if (result.position) await this.projections.waitFor(result.position);
    return this.found(await this.queries.get(bookingId));
  }

  /**
   * A cancelled booking gives its slot back; a cancelled booking set pending or confirmed again
   * takes it back first, and is refused if someone else booked it meanwhile.
   */
  async changeStatus(
    bookingId: string,
    to: BookingStatus,
    reason: string | undefined,
    actor: Actor,
    options: { weather?: boolean } = {},
  ): Promise<BookingListRow> {
    const current = await this.stateAt(bookingId, {}).catch(() => null);
    const at = this.clock.now().toISOString();
    if (current && current.state.status === 'cancelled' && to !== 'cancelled') {
      const { date, time } = current.state.details;
      await this.slotDay(date, { type: 'TakeSlot', bookingId, timeSlot: time, offered: true, actor, at });
    }
    const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'ChangeBookingStatus',
      to,
      reason,
      actor,
      at,
    });
    if (to === 'cancelled' && current && current.state.status !== 'none') {
      const released = await this.slotDay(current.state.details.date, {
        type: 'ReleaseSlot',
        bookingId,
        reason: reason?.trim() || 'Booking cancelled',
        actor,
        at,
      });
      if (released) await this.projections.waitFor(released);
      if (result.position) await this.refundByPolicy(bookingId, current.version, options.weather ?? false, actor);
    }
    if (result.position) await this.projections.waitFor(result.position);
    return this.found(await this.queries.get(bookingId));
  }

  /** What cancelling now would give back (the admin's cancel dialog shows it before confirming). */
  async refundPreview(bookingId: string, weather: boolean): Promise<RefundDecision | null> {
    const { state } = await this.stateAt(bookingId, {});
    if (state.status === 'none' || !state.paidAt || !state.payment) return null;
    const left = state.payment.amountCents - (state.refundedCents ?? 0);
    return refundFor(left, state.details.date, state.details.time, this.clock.now(), weather);
  }

  /**
   * A paid booking that was just cancelled gets its money back by the policy of SPEC section 9,
   * through the gateway, then recorded. The key names this cancellation (the stream's version
   * before it), so a retry after a crash refunds once; a later cancellation is a new decision.
   */
  private async refundByPolicy(bookingId: string, versionBefore: number, weather: boolean, actor: Actor): Promise<void> {
    const decision = await this.refundPreview(bookingId, weather);
    if (!decision) return;
    const { state } = await this.stateAt(bookingId, {});
    const payment = state.status !== 'none' ? state.payment! : undefined;
    if (!payment) return;
    const refund =
      decision.amountCents > 0
        ? await this.gateway.refund(payment.paymentIntentId, {
            amountCents: decision.amountCents,
            idempotencyKey: `cancel-${bookingId}-v${versionBefore}`,
            reason: decision.explanation,
          })
        : undefined;
    const recorded = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'RecordRefund',
      paymentIntentId: payment.paymentIntentId,
      amountCents: decision.amountCents,
      percent: decision.percent,
      rule: decision.rule,
      ...(refund ? { refundId: refund.id } : {}),
      actor,
      at: this.clock.now().toISOString(),
    });
    if (recorded.position) await this.projections.waitFor(recorded.position);
  }

  /** Runs a command on a day's slots; returns the appended position, if anything changed. */
  private async slotDay(date: string, command: SlotDayCommand) {
    const result = await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), command);
    return result.position;
  }

  /** The booking as it was after `version` events, or at instant `asOf`: replayed from its stream. */
  async stateAt(bookingId: string, at: { version?: number; asOf?: Date }): Promise<{ state: BookingState; version: number }> {
    const history = await this.events.readStream(bookingStreamId(bookingId), { toVersion: at.version, asOf: at.asOf });
    const state = fold(bookingDecider, history.map((e) => ({ type: e.type, data: e.data }) as unknown as BookingEvent));
    // Before its first event a booking did not exist yet; a booking with no events at all is unknown.
    if (history.length === 0 && (await this.events.readStream(bookingStreamId(bookingId), { toVersion: 1 })).length === 0) {
      throw new BookingNotFoundError();
    }
    return { state, version: history.length };
  }

  private found<T>(row: T | null): T {
    if (!row) throw new BookingNotFoundError();
    return row;
  }
}

