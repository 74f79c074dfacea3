import {
  PLACEMENT_HOLD_MS,
  SLOT_MESSAGES,
  slotDayDecider,
  SlotUnavailableError,
  slotDayStreamId,
} from '../../domain/availability/slot-day';
import { bookingDecider, BookingEvent, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { hasSlotStarted, MINIMUM_CHARGE_CENTS, PAYMENT_HOLD_MS, SlotStartedError } from '../../domain/bookings/checkout-rules';
import { MANAGE_LINK_ACTOR, MANAGE_MESSAGES, manageOptions, movedTotalCents } from '../../domain/bookings/manage-rules';
import { PriceBreakdown } from '../../domain/bookings/pricing';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { DomainError, IllegalTransitionError } from '../../domain/shared/decider';
import { waiverPageUrl } from '../../domain/waivers/waiver-page';
import { ContactEntries } from '../content/site-content-service';
import { guideContactOf } from '../messaging/business-contact';
import { Clock } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, typesOf } from '../shared/command-pipeline';
import { domainEventOf } from '../shared/event-envelope';
import { loadStream } from '../shared/stream-state';
import { MOVE_LOST_REASON } from './booking-slots.process';
import { BookingService } from './booking-service';
import { isWellFormedManageToken, ManageLinkStore, manageTokenHash } from './manage-links';
import { MoveRefundedError, MovePaymentService } from './move-payment-service';
import { QuoteService } from './quote-service';
import { SlotSchedule } from './slot-schedule';
import { ManageLinkNotFoundError, ManageRefusedError, RescheduleSlotTakenError } from './manage-errors';
import { ManageView, manageViewOf, RescheduleResult, SignedWaivers } from './manage-view';

/** What the manage link's use cases work with, each by name. */
export interface ManagePorts {
  readonly events: EventStore;
  readonly links: ManageLinkStore;
  readonly bookings: BookingService;
  readonly quotes: QuoteService;
  readonly schedule: SlotSchedule;
  readonly waivers: SignedWaivers;
  readonly content: ContactEntries;
  readonly settled: ProjectionWaiter;
  readonly clock: Clock;
  /** The site's public origin, for the waiver page's link. */
  readonly siteOrigin: string;
  /** Takes the difference of a dearer date online before the trip moves. */
  readonly movePayments: MovePaymentService;
}

/**
 * The customer's own use cases through the manage link of their confirmation: see the booking,
 * cancel it through the same path as the guide's cancel (the refunds process applies the policy),
 * and move it. A move holds the new slot first (so a customer racing another hears at once that it
 * is gone), then records the move; the slots process takes the new slot and releases the old one,
 * and the refunds process gives back what a cheaper date saves.
 */
export class ManageService {
  private readonly pipeline: CommandPipeline;

  private readonly events: EventStore;
  private readonly links: ManageLinkStore;
  private readonly bookings: BookingService;
  private readonly quotes: QuoteService;
  private readonly schedule: SlotSchedule;
  private readonly waivers: SignedWaivers;
  private readonly content: ContactEntries;
  private readonly settled: ProjectionWaiter;
  private readonly clock: Clock;
  private readonly siteOrigin: string;
  private readonly movePayments: MovePaymentService;

  constructor(ports: ManagePorts) {
    ({
      events: this.events,
      links: this.links,
      bookings: this.bookings,
      quotes: this.quotes,
      schedule: this.schedule,
      waivers: this.waivers,
      content: this.content,
      settled: this.settled,
      clock: this.clock,
      siteOrigin: this.siteOrigin,
      movePayments: this.movePayments,
    } = ports);
    this.pipeline = new CommandPipeline(this.events);
  }

  async view(token: string): Promise<ManageView> {
    let booking = await this.open(token);
    // A move paid but never reported is completed now (it moves, or its difference goes back).
    if (await this.movePayments.reportUnreported(booking)) booking = await this.booking(booking.bookingId);
    return this.viewOf(booking, await this.guide());
  }

  /** Cancels by the policy; a booking cancelled already is answered as it is (nothing refunded twice). */
  async cancel(token: string): Promise<ManageView> {
    const booking = await this.open(token);
    const guide = await this.guide();
    if (booking.status === 'cancelled') return this.viewOf(booking, guide);
    const options = manageOptions(booking, this.clock.now(), guide.phone);
    if (!options.cancellation.allowed) throw new ManageRefusedError(options.cancellation.reason ?? MANAGE_MESSAGES.cancelled);
    try {
      await this.bookings.changeStatus(booking.bookingId, 'cancelled', MANAGE_MESSAGES.cancelReason, MANAGE_LINK_ACTOR);
    } catch (error) {
      // Cancelled by a second click (or the guide) meanwhile: the same answer as a repeat.
      if (!(error instanceof IllegalTransitionError) || (await this.booking(booking.bookingId)).status !== 'cancelled') throw error;
    }
    return this.viewOf(await this.booking(booking.bookingId), guide);
  }

  async reschedule(token: string, date: string, time: TimeSlot): Promise<RescheduleResult> {
    const booking = await this.open(token);
    const guide = await this.guide();
    const now = this.clock.now();
    const options = manageOptions(booking, now, guide.phone);
    if (!options.reschedule.allowed) throw new ManageRefusedError(options.reschedule.reason ?? MANAGE_MESSAGES.cancelled);
    const { details } = booking;
    if (details.date === date && details.time === time) throw new DomainError('reschedule-same-conflict', MANAGE_MESSAGES.sameSlot);

    // The public form's checks: a date from today within the horizon, a slot the package runs in,
    // not started, offered by the schedule that day; then the price for the same party.
    const quote = await this.quotes.quote({ package: details.package, date, time, people: details.people, kidsCount: details.kidsCount });
    if (hasSlotStarted(date, time, calendarDateOf(now), minutesOfDayOf(now))) throw new SlotStartedError();
    const offered = await this.schedule.isOffered(date, time);
    if (!offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);

    const kept = (booking.price?.referralCreditCents ?? 0) + (booking.price?.accountCreditCents ?? 0);
    const newTotal = movedTotalCents(quote.totalCents, kept);
    const currentTotal = booking.price?.totalCents ?? booking.payment?.amountCents ?? newTotal;
    const priceDifferenceCents = newTotal - currentTotal;
    // A difference too small for a card charge is not asked for.
    const dearer = priceDifferenceCents >= MINIMUM_CHARGE_CENTS;
    const price: PriceBreakdown = {
      pricePerPersonCents: quote.pricePerPersonCents,
      adultPriceCents: quote.adultPriceCents,
      childPriceCents: quote.childPriceCents,
      people: quote.people,
      kidsCount: quote.kidsCount,
      baseCents: quote.baseCents,
      weekdayDiscountCents: quote.weekdayDiscountCents,
      familySavingsCents: quote.familySavingsCents,
      referralCreditCents: booking.price?.referralCreditCents ?? 0,
      ...(booking.price?.accountCreditCents ? { accountCreditCents: booking.price.accountCreditCents } : {}),
      totalCents: newTotal,
      weekdayDiscountApplies: quote.weekdayDiscountApplies,
      currency: quote.currency,
    };

    const bookingId = booking.bookingId;
    const at = now.toISOString();
    await this.dropUnpaidMoves(booking, at);
    if (dearer) return this.startPaidMove(booking, { date, time }, price, priceDifferenceCents, guide, now);
    const held = await this.holdNewSlot(booking, date, time, now, PLACEMENT_HOLD_MS);
    let moved;
    try {
      moved = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
        type: 'RescheduleBooking',
        date,
        time,
        price,
        // What the customer saw: a move made meanwhile by another request refuses this one.
        from: { date: details.date, time: details.time },
        reason: MANAGE_MESSAGES.rescheduleReason,
        actor: MANAGE_LINK_ACTOR,
        at,
      });
    } catch (error) {
      // The move was not recorded: the slot held for it goes back at once (else it lapses by itself).
      if (held) await this.releaseHeld(bookingId, date, at);
      throw error;
    }
    if (moved.position) await this.settled.waitFor(moved.position, undefined, typesOf(held, moved));
    // The slots process moved it back: another booking took the new slot before it could. (A later
    // move of the customer's own, from another tab, is no refusal: the answer shows where it is now.)
    if (await this.moveUndone(bookingId, moved.version, { date, time })) throw new RescheduleSlotTakenError();
    const after = await this.booking(bookingId);
    // What the move gave back is what the decider worked out from the booking the move was appended to.
    const rescheduled = moved.events.find((e) => e.type === 'BookingRescheduled');
    const refundCents = rescheduled?.type === 'BookingRescheduled' ? (rescheduled.data.refundCents ?? 0) : 0;
    return { ...(await this.viewOf(after, guide)), priceDifferenceCents, refundCents };
  }

  /**
   * The payment dialog took the difference of a dearer date: recorded (as the webhook may too), and
   * answered once the moves process moved the trip, or with why it gave the difference back.
   */
  async confirmMove(token: string, paymentIntentId: string): Promise<RescheduleResult> {
    const booking = await this.open(token);
    const outcome = await this.movePayments.confirm(booking.bookingId, paymentIntentId, MANAGE_LINK_ACTOR);
    if (outcome.kind === 'refunded') throw new MoveRefundedError(outcome.message);
    const move = outcome.booking.movePayments?.find((m) => m.payment.paymentIntentId === paymentIntentId);
    const view = await this.viewOf(outcome.booking, await this.guide());
    return { ...view, priceDifferenceCents: move?.payment.amountCents ?? 0, refundCents: 0 };
  }

  /**
   * The customer pays the difference of a dearer date first (issue 20): the new slot is held for
   * them while they pay, as a visitor's is at checkout, and the payment is set up. Nothing moves
   * until the payment is confirmed; the moves process then moves the trip or gives the money back.
   */
  private async startPaidMove(
    booking: ExistingBooking,
    to: { date: string; time: TimeSlot },
    price: PriceBreakdown,
    differenceCents: number,
    guide: { name: string; phone: string },
    now: Date,
  ): Promise<RescheduleResult> {
    const at = now.toISOString();
    const holdExpiresAt = new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString();
    const held = await this.holdNewSlot(booking, to.date, to.time, now, PAYMENT_HOLD_MS);
    try {
      const payment = await this.movePayments.start(booking, to, price, differenceCents, holdExpiresAt, MANAGE_LINK_ACTOR);
      return {
        ...(await this.viewOf(await this.booking(booking.bookingId), guide)),
        priceDifferenceCents: differenceCents,
        refundCents: 0,
        payment,
      };
    } catch (error) {
      if (held) await this.releaseHeld(booking.bookingId, to.date, at);
      throw error;
    }
  }

  /**
   * An earlier dearer choice never paid for is dropped: the customer chose again. Its payment can
   * no longer be taken, and the slot held for it goes back.
   */
  private async dropUnpaidMoves(booking: ExistingBooking, at: string): Promise<void> {
    const unpaid = (booking.movePayments ?? []).filter((m) => !m.paidAt);
    if (unpaid.length === 0) return;
    await this.movePayments.cancelUnpaid(unpaid);
    for (const earlier of unpaid)
      if (earlier.to.date !== booking.details.date) await this.releaseHeld(booking.bookingId, earlier.to.date, at);
  }

  /** Gives back a slot held for a move that will not happen now (else it lapses by itself). */
  private async releaseHeld(bookingId: string, date: string, at: string): Promise<void> {
    if ((await this.booking(bookingId)).details.date === date) return;
    await this.pipeline
      .execute(slotDayDecider, slotDayStreamId(date), {
        type: 'ReleaseSlot',
        bookingId,
        reason: 'The move was not completed',
        actor: MANAGE_LINK_ACTOR,
        at,
      })
      .catch(() => undefined);
  }

  /**
   * The new slot, held for the booking for `holdMs` until the move takes it (it lapses by itself
   * should the server stop first). A move within the same day cannot hold a second claim: the day
   * is only checked, and the move takes the claim over in one append.
   */
  private async holdNewSlot(booking: ExistingBooking, date: string, time: TimeSlot, now: Date, holdMs: number) {
    try {
      if (date !== booking.details.date) {
        return await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
          type: 'HoldSlot',
          bookingId: booking.bookingId,
          timeSlot: time,
          offered: true,
          expiresAt: new Date(now.getTime() + holdMs).toISOString(),
          actor: MANAGE_LINK_ACTOR,
          at: now.toISOString(),
        });
      }
      const { state } = await loadStream(this.events, slotDayDecider, slotDayStreamId(date));
      slotDayDecider.decide(
        { type: 'TakeSlot', bookingId: booking.bookingId, timeSlot: time, offered: true, actor: MANAGE_LINK_ACTOR, at: now.toISOString() },
        state,
      );
      return undefined;
    } catch (error) {
      if (error instanceof SlotUnavailableError) throw new RescheduleSlotTakenError();
      throw error;
    }
  }

  /** Whether, after the move that made the stream `version` long, the slots process moved the booking back from `to`. */
  private async moveUndone(bookingId: string, version: number, to: { date: string; time: TimeSlot }): Promise<boolean> {
    const later = (await this.events.readStream(bookingStreamId(bookingId))).slice(version).map((e) => domainEventOf<BookingEvent>(e));
    return later.some(
      (e) =>
        e.type === 'BookingRescheduled' &&
        e.data.reason === MOVE_LOST_REASON &&
        e.data.from.date === to.date &&
        e.data.from.time === to.time,
    );
  }

  /** The booking a token opens: confirmed, or any status after (a cancelled one still shows). */
  private async open(token: string): Promise<ExistingBooking> {
    if (!isWellFormedManageToken(token)) throw new ManageLinkNotFoundError();
    const bookingId = await this.links.bookingIdOf(manageTokenHash(token));
    if (!bookingId) throw new ManageLinkNotFoundError();
    const booking = await this.booking(bookingId).catch(() => null);
    if (!booking) throw new ManageLinkNotFoundError();
    return booking;
  }

  private async booking(bookingId: string): Promise<ExistingBooking> {
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    if (state.status === 'none') throw new ManageLinkNotFoundError();
    return state;
  }

  private guide(): Promise<{ name: string; phone: string }> {
    return guideContactOf(this.content);
  }

  private async viewOf(booking: ExistingBooking, guide: { name: string; phone: string }): Promise<ManageView> {
    const options = manageOptions(booking, this.clock.now(), guide.phone);
    const signed = await this.waivers.signedFor(booking.bookingId);
    const waiverLink = waiverPageUrl(this.siteOrigin, await this.waivers.referenceOf(booking.bookingId, this.clock.now()));
    return manageViewOf(booking, options, signed, waiverLink, guide);
  }
}
