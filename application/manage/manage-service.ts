import { SLOT_MESSAGES, slotDayDecider, SlotUnavailableError, slotDayStreamId } from '../../domain/availability/slot-day';
import { hasSlotStarted } from '../../domain/availability/day-availability';
import { MINIMUM_CHARGE_CENTS } from '../../domain/payments/charge-rules';
import { bookingDecider, bookingStreamId, ExistingBooking, moveOutcomeOf } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { PAYMENT_HOLD_MS, SlotStartedError } from '../../domain/checkout/checkout-rules';
import { MANAGE_LINK_ACTOR, MANAGE_MESSAGES, manageOptions, movedTotalCents } from '../../domain/manage/manage-rules';
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
import { loadStream } from '../shared/stream-state';
import { BookingService } from '../bookings/booking-service';
import { isWellFormedManageToken, ManageLinkStore, manageTokenHash } from './manage-links';
import { MoveRefundedError, MovePaymentService } from './move-payment-service';
import { QuoteService } from '../bookings/quote-service';
import { SlotSchedule } from '../bookings/slot-schedule';
import { ManageLinkNotFoundError, ManageRefusedError, MoveUnderwayError, refusalError, RescheduleSlotTakenError } from './manage-errors';
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
 * and move it. A move is only asked for here (BookingMoveRequested): the moves process takes the
 * new slot and records the move, or why it could not (booking-moves.process.ts), and the request
 * answers with that outcome; the slots process then releases the old slot, and the refunds process
 * gives back what a cheaper date saves. A dearer date is paid first (startPaidMove).
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

    // What the booking's credits and gift card paid stays paid: the move is priced on the rest, as its card payment was.
    const kept = (booking.price?.referralCreditCents ?? 0) + (booking.price?.accountCreditCents ?? 0) + (booking.price?.giftCardCents ?? 0);
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
      ...(booking.price?.giftCardCents ? { giftCardCents: booking.price.giftCardCents } : {}),
      totalCents: newTotal,
      weekdayDiscountApplies: quote.weekdayDiscountApplies,
      currency: quote.currency,
    };

    const bookingId = booking.bookingId;
    await this.dropUnpaidMoves(booking, now.toISOString());
    if (dearer) return this.startPaidMove(booking, { date, time }, price, priceDifferenceCents, guide, now);
    // A slot another booking has is refused at once, with nothing recorded; one taken after this
    // look is refused by the moves process when it comes to take it, with the same answer.
    await this.assertSlotFree(booking, date, time, now);
    const requested = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'RequestMove',
      date,
      time,
      price,
      // What the customer saw: a move made meanwhile by another request refuses this one.
      from: { date: details.date, time: details.time },
      actor: MANAGE_LINK_ACTOR,
      at: now.toISOString(),
    });
    // The moves process answers the request: the trip moved (and its refund made), or why not.
    if (requested.position) await this.settled.waitFor(requested.position, undefined, typesOf(requested));
    const after = await this.booking(bookingId);
    const outcome = moveOutcomeOf(after, requested.version);
    if (!outcome) throw new MoveUnderwayError();
    if (outcome.refused) throw refusalError(outcome.refused, after);
    // What the move gave back is what the decider worked out from the booking the move was appended to.
    return { ...(await this.viewOf(after, guide)), priceDifferenceCents, refundCents: outcome.refundCents ?? 0 };
  }

  /**
   * The payment dialog took the difference of a dearer date: recorded (as the webhook may too), and
   * answered once the moves process moved the trip, or with why it gave the difference back.
   */
  async confirmMove(token: string, paymentIntentId: string): Promise<RescheduleResult> {
    const booking = await this.open(token);
    const outcome = await this.movePayments.confirm(booking.bookingId, paymentIntentId, MANAGE_LINK_ACTOR);
    if (outcome.kind === 'refunded') throw new MoveRefundedError(outcome.message);
    const move = outcome.booking.movePayments.find((m) => m.payment.paymentIntentId === paymentIntentId);
    const view = await this.viewOf(outcome.booking, await this.guide());
    return { ...view, priceDifferenceCents: move?.payment.amountCents ?? 0, refundCents: 0 };
  }

  /**
   * The customer pays the difference of a dearer date first: the new slot is held for
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
      // The slot goes back before the refusal is answered; should that fail too, its failure is the
      // answer (and the hold lapses by itself).
      if (held) await this.releaseHeld(booking.bookingId, to.date, at);
      throw error;
    }
  }

  /**
   * An earlier dearer choice never paid for is dropped: the customer chose again. Its payment can
   * no longer be taken, and the slot held for it goes back.
   */
  private async dropUnpaidMoves(booking: ExistingBooking, at: string): Promise<void> {
    const unpaid = booking.movePayments.filter((m) => !m.paidAt);
    if (unpaid.length === 0) return;
    await this.movePayments.cancelUnpaid(unpaid);
    for (const earlier of unpaid)
      if (earlier.to.date !== booking.details.date) await this.releaseHeld(booking.bookingId, earlier.to.date, at);
  }

  /**
   * Gives back a slot held for a move that will not happen now (else it lapses by itself). Should
   * the release fail, its error goes to the caller.
   */
  private async releaseHeld(bookingId: string, date: string, at: string): Promise<void> {
    if ((await this.booking(bookingId)).details.date === date) return;
    await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
      type: 'ReleaseSlot',
      bookingId,
      reason: 'The move was not completed',
      actor: MANAGE_LINK_ACTOR,
      at,
    });
  }

  /**
   * The new slot, held for the booking for `holdMs` while the customer pays the difference (it
   * lapses by itself should the server stop first). A move within the same day cannot hold a
   * second claim: the day is only checked, and the move takes the claim over in one append.
   */
  private async holdNewSlot(booking: ExistingBooking, date: string, time: TimeSlot, now: Date, holdMs: number) {
    if (date === booking.details.date) return this.assertSlotFree(booking, date, time, now);
    // The party moves with the booking, as its package is sold now (a seat party shares the new boat).
    const party = await this.quotes.partyOf(booking.details.package, booking.details.people);
    try {
      return await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
        type: 'HoldSlot',
        bookingId: booking.bookingId,
        timeSlot: time,
        offered: true,
        ...(party ? { party } : {}),
        expiresAt: new Date(now.getTime() + holdMs).toISOString(),
        actor: MANAGE_LINK_ACTOR,
        at: now.toISOString(),
      });
    } catch (error) {
      if (error instanceof SlotUnavailableError) throw new RescheduleSlotTakenError();
      throw error;
    }
  }

  /** Refuses a slot another booking has now, as taking it for the booking would: nothing is written. */
  private async assertSlotFree(booking: ExistingBooking, date: string, time: TimeSlot, now: Date): Promise<undefined> {
    const { state } = await loadStream(this.events, slotDayDecider, slotDayStreamId(date));
    const { bookingId } = booking;
    try {
      slotDayDecider.decide(
        { type: 'TakeSlot', bookingId, timeSlot: time, offered: true, actor: MANAGE_LINK_ACTOR, at: now.toISOString() },
        state,
      );
    } catch (error) {
      if (error instanceof SlotUnavailableError) throw new RescheduleSlotTakenError();
      throw error;
    }
    return undefined;
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
