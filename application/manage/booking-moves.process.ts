import { SlotUnavailableError } from '../../domain/availability/slot-day';
import { hasSlotStarted } from '../../domain/availability/day-availability';
import {
  BookingEvent,
  ExistingBooking,
  MovePayment,
  movePaymentOf,
  moveOutcomeOf,
  MoveRefusal,
  moveRequestRefusal,
  paidPayments,
  refundAnswering,
  RescheduleBooking,
  TripSlot,
} from '../../domain/bookings/booking';
import { MANAGE_MESSAGES } from '../../domain/manage/manage-rules';
import { MOVE_REFUNDS, MoveRefundRule } from '../../domain/bookings/refund-policy';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { BookingSteps } from '../bookings/booking-process-steps';
import { SlotSchedule } from '../bookings/slot-schedule';

const MOVES: Actor = { kind: 'system', process: 'booking-moves' };

/** What the moves process works with, each by name. */
export interface BookingMovesDeps {
  readonly events: EventStore;
  /** Refunds a payment, or cancels one still open. */
  readonly gateway: PaymentGateway;
  /** Whether the schedule offers the time a move asks for. */
  readonly schedule: SlotSchedule;
  readonly clock: Clock;
}

/**
 * The customer's moves (docs/product/self-service.md), one after the other, so that two of one
 * booking never race:
 *
 * - A move asked for (BookingMoveRequested, a date that costs no more): the new slot is taken for
 *   the booking on its day, then the move is recorded (BookingRescheduled, which works out what a
 *   cheaper date gives back, for the refunds process). When it cannot be made (another booking has
 *   the slot, the booking was cancelled or moved meanwhile, the new trip has begun), why is
 *   recorded instead (BookingMoveRefused). The request that asked waits for either answer.
 * - A move to a dearer date whose difference was paid (BookingMovePaid): the new slot is taken for
 *   the booking (the request held it), then the move is recorded. When it can no longer be made,
 *   the difference goes back in full.
 *
 * Either way the slots process then gives back the old slot. Each step changes nothing the second
 * time, so a restart anywhere finishes the same way.
 */
export class BookingMovesProcess extends ReactingProcessManager {
  readonly name = 'booking_moves';
  protected readonly on = reactions(asBookingEvent, {
    BookingMovePaid: (event, recorded) => this.movePaid(event, recorded),
    BookingMoveRequested: (event, recorded) => this.moveRequested(event, recorded),
  });
  private readonly steps: BookingSteps;
  private readonly schedule: SlotSchedule;
  private readonly clock: Clock;

  constructor(deps: BookingMovesDeps) {
    super();
    ({ schedule: this.schedule, clock: this.clock } = deps);
    this.steps = new BookingSteps(deps.events, deps.gateway);
  }

  private async moveRequested(
    event: Extract<BookingEvent, { type: 'BookingMoveRequested' }>,
    recorded: RecordedEvent,
  ): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.steps.booking(bookingId);
    // Answered already: a step taken again after a crash.
    if (state.status === 'none' || moveOutcomeOf(state, recorded.version)) return undefined;
    const { to, from, price } = event.data;
    const { actor } = event.metadata;
    const now = this.clock.now();
    const at = now.toISOString();
    const forVersion = recorded.version;
    let refusal: MoveRefusal | undefined =
      moveRequestRefusal(state, event.data, now) ?? ((await this.schedule.isOffered(to.date, to.time)) ? undefined : 'not-offered');
    if (refusal) {
      // A run before the crash may have taken the new slot already.
      await this.letGo(state, to, at);
    } else {
      try {
        await this.steps.onDay(to.date, { type: 'TakeSlot', bookingId, timeSlot: to.time, offered: true, actor: MOVES, at });
      } catch (error) {
        if (!(error instanceof SlotUnavailableError)) throw error;
        refusal = 'slot-taken';
      }
    }
    if (refusal) {
      await this.steps.onBooking(bookingId, { type: 'RefuseMove', forVersion, to, reason: refusal, actor: MOVES, at });
      return this.steps.takeAppended();
    }
    // The customer's move: they asked for it. A booking changed between the check and this append
    // (cancelled) refuses the command; the step is then taken again, and finds the refusal above.
    const move: RescheduleBooking = {
      type: 'RescheduleBooking',
      date: to.date,
      time: to.time,
      price,
      from,
      forVersion,
      reason: MANAGE_MESSAGES.rescheduleReason,
      actor,
      at,
    };
    await this.steps.onBooking(bookingId, move);
    return this.steps.takeAppended();
  }

  /**
   * Gives back the new slot a refused move may hold: taken for `to` by an earlier run of this step
   * (a claim held or taken for anything else is left alone). On another day it is released; on
   * the booking's own day its claim goes back to the booking's time, unless the booking was
   * cancelled (the slots process releases that day).
   */
  private async letGo(booking: ExistingBooking, to: TripSlot, at: string): Promise<void> {
    const claim = (await this.steps.day(to.date)).claims[booking.bookingId];
    if (claim?.status !== 'taken' || claim.timeSlot !== to.time) return;
    const { bookingId, details, status } = booking;
    if (to.date !== details.date) {
      await this.steps.onDay(to.date, { type: 'ReleaseSlot', bookingId, reason: MOVE_NOT_MADE_REASON, actor: MOVES, at });
    } else if (status !== 'cancelled' && details.time !== to.time) {
      await this.steps.onDay(to.date, { type: 'TakeSlot', bookingId, timeSlot: details.time, offered: true, actor: MOVES, at });
    }
  }

  private async movePaid(
    event: Extract<BookingEvent, { type: 'BookingMovePaid' }>,
    recorded: RecordedEvent,
  ): Promise<Appended | undefined> {
    this.steps.takeAppended();
    const bookingId = bookingIdOf(recorded);
    const { state } = await this.steps.booking(bookingId);
    if (state.status === 'none') return undefined;
    const move = movePaymentOf(state, event.data.paymentIntentId);
    // Moved already, or given back already: a step taken again after a crash.
    if (!move?.paidAt || move.movedAt || refundAnswering(state, recorded.version, move.payment.paymentIntentId)) return undefined;
    const now = this.clock.now();
    const at = now.toISOString();
    let refusal = refusalOf(state, move, now);
    if (!refusal) {
      try {
        await this.steps.onDay(move.to.date, {
          type: 'TakeSlot',
          bookingId,
          timeSlot: move.to.time,
          offered: await this.schedule.isOffered(move.to.date, move.to.time),
          actor: MOVES,
          at,
        });
      } catch (error) {
        if (!(error instanceof SlotUnavailableError)) throw error;
        refusal = 'move-slot-taken';
      }
    }
    if (refusal) {
      await this.giveBack(state, move, recorded.version, refusal, at);
      return this.steps.takeAppended();
    }
    await this.steps.onBooking(bookingId, {
      type: 'RescheduleBooking',
      date: move.to.date,
      time: move.to.time,
      price: move.price,
      paymentIntentId: move.payment.paymentIntentId,
      reason: MANAGE_MESSAGES.paidMoveReason,
      // The customer's move: they asked for it and paid for it.
      actor: move.actor,
      at,
    });
    return this.steps.takeAppended();
  }

  /** The whole difference back (what is left of it), recorded as the answer to its payment; the new slot's hold let go. */
  private async giveBack(booking: ExistingBooking, move: MovePayment, version: number, rule: MoveRefundRule, at: string): Promise<void> {
    const { paymentIntentId } = move.payment;
    const paid = paidPayments(booking).find((p) => p.paymentIntentId === paymentIntentId);
    const left = paid ? paid.amountCents - paid.refundedCents : 0;
    if (left > 0) {
      const refund = await this.steps.requireGateway().refund(paymentIntentId, {
        amountCents: left,
        idempotencyKey: `move-refund-${paymentIntentId}`,
        reason: MOVE_REFUNDS[rule].explanation,
      });
      await this.steps.onBooking(booking.bookingId, {
        type: 'RecordRefund',
        paymentIntentId,
        amountCents: left,
        percent: 100,
        rule,
        refundId: refund.id,
        forVersion: version,
        actor: MOVES,
        at,
      });
    }
    // The booking's own claim is never on that day unless it is its own day (a move within a day holds nothing).
    if (move.to.date !== booking.details.date) {
      await this.steps.onDay(move.to.date, {
        type: 'ReleaseSlot',
        bookingId: booking.bookingId,
        reason: MOVE_REFUNDS[rule].explanation,
        actor: MOVES,
        at,
      });
    }
  }
}

/** Why the paid move cannot be made now, if it cannot. */
function refusalOf(booking: ExistingBooking, move: MovePayment, now: Date): MoveRefundRule | undefined {
  const { date, time } = booking.details;
  if (booking.status !== 'confirmed' || date !== move.from.date || time !== move.from.time) return 'move-not-possible';
  if (hasSlotStarted(move.to.date, move.to.time, calendarDateOf(now), minutesOfDayOf(now))) return 'move-not-possible';
  return undefined;
}

export const MOVE_NOT_MADE_REASON = 'The move asked for was not made';
