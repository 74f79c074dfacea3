import { slotDayDecider, SlotDayCommand, slotDayStreamId } from '../../domain/availability/slot-day';
import { ClaimParty, claimPartyOf } from '../../domain/availability/slot-seats';
import { QuoteRefusedError } from '../../domain/bookings/pricing';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { hasSlotStarted } from '../../domain/availability/day-availability';
import { MINIMUM_CHARGE_CENTS } from '../../domain/payments/charge-rules';
import {
  assertValidDetails,
  BookingDetails,
  bookingDecider,
  BookingNotFoundError,
  bookingStreamId,
  PaymentMismatchError,
} from '../../domain/bookings/booking';
import {
  ChargeTooSmallError,
  emailKey,
  PAYMENT_HOLD_MS,
  PaymentCompletedError,
  PaymentIncompleteError,
  PaymentRefundedError,
  phoneKey,
  SlotStartedError,
  TooManyHoldsError,
} from '../../domain/checkout/checkout-rules';
import { TEST_BOOKING_AMOUNT_CENTS } from '../../domain/bookings/test-booking-rules';
import { PaymentNotFoundError } from '../../domain/payments/payment-errors';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore, LogPosition, RecordedEvent } from '../ports/event-store';
import { PaymentGateway, PaymentIntent } from '../payments/payment-gateway';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, typesOf } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { issuedReferralCodeOf } from '../referrals/referral-code-issuer';
import { FoundGiftCard } from '../giftcards/gift-card-lookup';
import { giftCardOnlyPaymentId, GiftCardRedemptions } from '../giftcards/gift-card-redemptions';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { BookingQueries } from '../bookings/booking-queries';
import { BookingReferenceDrawer, drawBookingReference, referenceOf, startReferencedBooking } from '../bookings/booking-references';
import { PACKAGE_NOT_RUNNING, Quote, QuoteRequest, QuoteService } from '../bookings/quote-service';
import { SlotSchedule } from '../bookings/slot-schedule';
import { automaticRefundOf, PaidBooking, paidBookingOf, StartedPayment } from './checkout-answers';
import { sameSecret } from './client-secret';
import { CheckoutLimits, CheckoutPorts, WaitlistOfferLookup } from './checkout-ports';

export type { SlotSchedule } from '../bookings/slot-schedule';

const PAYMENTS: Actor = { kind: 'system', process: 'payments' };
const RECONCILIATION: Actor = { kind: 'system', process: 'payment-reconciliation' };

/** A week covers any payment a visitor could still complete (a hold lasts 15 minutes). */
export const RECONCILE_LOOK_BACK_MS = 7 * 24 * 3_600_000;

/**
 * The visitor's paid booking: the slot is held while they pay, the price is the server's, and the
 * booking is confirmed only when the gateway says the money arrived. That report is stored first;
 * the payments process then takes the slot and confirms the booking, or refunds the money when it
 * cannot (booking-payments.process.ts), so a crash in between loses nothing. Every call can run
 * again safely: a retried request, a second confirmation or a duplicate webhook changes nothing.
 */
export class CheckoutService {
  private readonly pipeline: CommandPipeline;

  private readonly events: EventStore;
  private readonly queries: BookingQueries;
  private readonly settled: ProjectionWaiter;
  private readonly quotes: QuoteService;
  private readonly schedule: SlotSchedule;
  private readonly gateway: PaymentGateway;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private readonly limits: CheckoutLimits;
  private readonly waitlistOffers: WaitlistOfferLookup;
  private readonly drawReference: BookingReferenceDrawer;
  private readonly giftCards: GiftCardRedemptions;

  constructor(ports: CheckoutPorts) {
    ({
      events: this.events,
      queries: this.queries,
      settled: this.settled,
      quotes: this.quotes,
      schedule: this.schedule,
      gateway: this.gateway,
      clock: this.clock,
      ids: this.ids,
      limits: this.limits,
      waitlistOffers: this.waitlistOffers,
      drawReference: this.drawReference = drawBookingReference,
    } = ports);
    // Many visitors may race for one day's slots: enough rounds for the losers to see the winner.
    this.pipeline = new CommandPipeline(this.events, 60);
    this.giftCards = new GiftCardRedemptions(this.events);
  }

  /**
   * `address` is the client's network address (null when unknown): with the email and the phone
   * it counts the client's open checkouts, so that nobody can hold the calendar. A gift card's
   * code (`giftCardCode`) pays all or part of the price from its balance, taken before the slot is
   * held (application/giftcards/gift-card-redemptions.ts); without one nothing of it is read.
   */
  async startPayment(
    details: BookingDetails,
    referralCode: string | undefined,
    actor: Actor,
    address: string | null = null,
    waitlistToken?: string,
    giftCardCode?: string,
  ): Promise<StartedPayment> {
    assertValidDetails(details);
    const now = this.clock.now();
    // The quote refuses past dates, unknown packages and slots the package does not run in, with the form's messages.
    const customer = { phone: details.phone, email: details.email };
    const request: QuoteRequest = {
      package: details.package,
      date: details.date,
      time: details.time,
      people: details.people,
      kidsCount: details.kidsCount,
      referralCode,
      customer,
    };
    const checked = await withFieldErrors(() => this.quotes.check(request), quoteFieldErrors);
    const giftCard = giftCardCode?.trim() ? await this.giftCards.find(giftCardCode) : undefined;
    if (hasSlotStarted(details.date, details.time, calendarDateOf(now), minutesOfDayOf(now))) throw new SlotStartedError();

    const bookingId = this.ids.newId();
    const at = now.toISOString();
    const holdExpiresAt = new Date(now.getTime() + PAYMENT_HOLD_MS).toISOString();
    const cap = this.limits.holdsPerClient;
    const client = { address, email: emailKey(details.email), phone: phoneKey(details.phone) };
    // The price (the customer's credit, a friend's code) is read and the day's stream too while the
    // hold is claimed: two round trips less before the slot is held.
    const pricing = this.quotes.price(checked);
    // A refusal of the claim goes first; a failed price is met below, where the hold is given back.
    void pricing.catch(() => undefined);
    const slotDay = this.pipeline.prefetch(slotDayDecider, slotDayStreamId(details.date));
    // A waitlisted visitor answering their offer: the place held for them becomes this checkout's
    // hold, and the offer's count under the cap passes to it.
    const replacing = waitlistToken ? await this.waitlistOffers.claimFor(waitlistToken, details.date, details.time, now) : undefined;
    const full = await this.limits.holds.claim({ bookingId, client, expiresAt: new Date(holdExpiresAt), now, cap, replacing });
    await slotDay;
    if (full) throw new TooManyHoldsError(cap);
    try {
      let quote = await pricing;
      // The customer's credit goes to one open checkout: another started at the same time pays without it.
      if (
        quote.accountCreditCents > 0 &&
        !(await this.limits.credit.claimCredit({ bookingId, customer, expiresAt: new Date(holdExpiresAt), now }))
      )
        quote = await this.quotes.quote({ ...request, withoutCredit: true });
      if (quote.totalCents < MINIMUM_CHARGE_CENTS) throw new ChargeTooSmallError();
      // The party as its package is sold (the package was read with the quote: no read more).
      const party = claimPartyOf(checked.found, details.people);
      if (giftCard) quote = await this.giftCards.redeem(giftCard, bookingId, quote, at);
      return await this.holdAndPay(details, referralCode, actor, { bookingId, at, holdExpiresAt, quote, replacing, party, giftCard });
    } catch (error) {
      // No booking was written (or it may have been, and only the wait failed): only then is the place given back.
      const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
      if (state.status === 'none')
        await Promise.all([
          this.limits.holds.drop(bookingId),
          this.limits.credit.releaseCredit(bookingId),
          // What the card gave this checkout goes back (a booking that was written gives it back when its hold ends).
          ...(giftCard ? [this.giftCards.giveBack(giftCard.giftCardId, bookingId, GIFT_CARD_MESSAGES.checkoutEnded, at)] : []),
        ]);
      throw error;
    }
  }

  private async holdAndPay(
    details: BookingDetails,
    referralCode: string | undefined,
    actor: Actor,
    {
      bookingId,
      at,
      holdExpiresAt,
      quote,
      replacing,
      party,
      giftCard,
    }: {
      bookingId: string;
      at: string;
      holdExpiresAt: string;
      quote: Quote;
      replacing?: string;
      party: ClaimParty;
      giftCard?: FoundGiftCard;
    },
  ): Promise<StartedPayment> {
    const offered = await this.schedule.isOffered(details.date, details.time);
    // The slot first: a visitor who cannot have it is told before paying anything. Should the
    // server stop before the booking is written, the hold lapses on its own.
    const hold = await this.pipeline.execute(slotDayDecider, slotDayStreamId(details.date), {
      type: 'HoldSlot',
      bookingId,
      timeSlot: details.time,
      offered,
      expiresAt: holdExpiresAt,
      ...(replacing ? { replacing } : {}),
      party,
      actor,
      at,
    });

    if (giftCard) details = { ...details, giftCardId: giftCard.giftCardId };
    // Paid in full by the gift card: no card payment, the booking is held and reported paid at once.
    if (quote.totalCents === 0) return this.paidByGiftCard(details, referralCode, actor, { bookingId, at, holdExpiresAt, quote, hold });
    let intent: PaymentIntent;
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
    const { breakdown } = splitQuote(quote);
    // The booking's reference is claimed in the same append as its first event: no round trip more.
    const { booking: held, written } = await startReferencedBooking(this.pipeline, this.drawReference, (reference) => ({
      type: 'HoldBooking',
      bookingId,
      details: referralCode?.trim() ? { ...details, referralCode: referralCode.trim() } : details,
      packageId: quote.packageId,
      price: breakdown,
      payment: { paymentIntentId: intent.id, amountCents: quote.totalCents, currency: 'CAD', gateway: this.gateway.kind },
      holdExpiresAt,
      reference,
      actor,
      at,
    }));
    await this.reacted(held.position, typesOf(hold, ...written));
    return {
      bookingId,
      reference: referenceOf(held),
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
   * A booking its gift card pays in full: held and reported paid in one write, with the booking's
   * own id in place of a payment intent (no gateway takes part); the payments process then takes
   * the slot and confirms it as it does any paid booking, before this answers.
   */
  private async paidByGiftCard(
    details: BookingDetails,
    referralCode: string | undefined,
    actor: Actor,
    {
      bookingId,
      at,
      holdExpiresAt,
      quote,
      hold,
    }: { bookingId: string; at: string; holdExpiresAt: string; quote: Quote; hold: { events: readonly { type: string }[] } },
  ): Promise<StartedPayment> {
    const paymentIntentId = giftCardOnlyPaymentId(bookingId);
    const payment = { paymentIntentId, amountCents: 0, currency: 'CAD' as const };
    const { breakdown } = splitQuote(quote);
    // Its reference is claimed in the same append as its first events, as for a booking paid by card.
    const { booking: held, written } = await startReferencedBooking(
      this.pipeline,
      this.drawReference,
      (reference) => ({
        type: 'HoldBooking',
        bookingId,
        details: referralCode?.trim() ? { ...details, referralCode: referralCode.trim() } : details,
        packageId: quote.packageId,
        price: breakdown,
        payment,
        holdExpiresAt,
        reference,
        actor,
        at,
      }),
      [{ type: 'RecordPaymentSuccess', ...payment, actor, at }],
    );
    await this.reacted(held.position, typesOf(hold, ...written), held.recorded);
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    if (state.status === 'none') throw new PaymentNotFoundError();
    // The slot was taken meanwhile: the card's part went back with the cancellation, and the visitor is told so.
    const refused = automaticRefundOf(state);
    if (refused) throw new PaymentRefundedError(refused);
    const paidBooking = paidBookingOf(state, await issuedReferralCodeOf(this.events, bookingId));
    return {
      bookingId,
      reference: referenceOf(held),
      paymentIntentId,
      clientSecret: '',
      amountCents: 0,
      currency: 'CAD',
      holdExpiresAt,
      quote,
      gateway: this.gateway.kind,
      paidBooking,
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
    const { booking: held, written } = await startReferencedBooking(this.pipeline, this.drawReference, (reference) => ({
      type: 'HoldBooking',
      bookingId,
      details: { ...details, test: true },
      payment: { paymentIntentId: intent.id, amountCents: TEST_BOOKING_AMOUNT_CENTS, currency: 'CAD', gateway: this.gateway.kind },
      holdExpiresAt,
      reference,
      actor,
      at,
    }));
    await this.caughtUp(held.position, typesOf(...written));
    return {
      bookingId,
      reference: referenceOf(held),
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      amountCents: TEST_BOOKING_AMOUNT_CENTS,
      currency: 'CAD',
      holdExpiresAt,
      gateway: this.gateway.kind,
    };
  }

  /**
   * Records that the gateway reports the payment succeeded, waits for the payments process to
   * confirm the booking (or refund the money), and answers with the booking. Safe to call any
   * number of times, concurrently, from the visitor's browser and the gateway's webhook alike.
   */
  async confirmPayment(paymentIntentId: string, actor: Actor, clientSecret?: string): Promise<PaidBooking> {
    const intent = await this.gateway.retrieveIntent(paymentIntentId);
    const bookingId = intent?.metadata.bookingId;
    if (!intent || !bookingId) throw new PaymentNotFoundError();
    // The visitor's browser proves it started this payment; the webhook and the reconciliation are the server's own.
    if (actor.kind === 'visitor' && (clientSecret === undefined || !sameSecret(intent.clientSecret, clientSecret)))
      throw new PaymentNotFoundError();
    if (intent.status !== 'succeeded') {
      const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
      if (state.status === 'none' || state.payment?.paymentIntentId !== paymentIntentId) throw new PaymentNotFoundError();
      throw new PaymentIncompleteError();
    }
    let recorded;
    try {
      recorded = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
        type: 'RecordPaymentSuccess',
        paymentIntentId,
        amountCents: intent.amountCents,
        currency: intent.currency,
        actor,
        at: this.clock.now().toISOString(),
      });
    } catch (error) {
      if (error instanceof BookingNotFoundError) throw new PaymentNotFoundError();
      // Another booking's payment is not found here; this booking's payment for another amount is a mismatch.
      if (error instanceof PaymentMismatchError) {
        const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
        if (state.status === 'none' || state.payment?.paymentIntentId !== paymentIntentId) throw new PaymentNotFoundError();
      }
      throw error;
    }
    // The payments process's step for this report is taken at once, by this process that stored it;
    // a report made before (a second confirmation, the webhook) waits for whatever the stream holds.
    if (recorded.position) await this.reacted(recorded.position, typesOf(recorded), recorded.recorded);
    else await this.caughtUp((await loadStream(this.events, bookingDecider, bookingStreamId(bookingId))).position);
    // The payments process of this server has usually just written the booking: it is known without
    // a read. Anything but a confirmation is read again (another server's process may have acted).
    let { state } = await this.pipeline.known(bookingDecider, bookingStreamId(bookingId));
    if (state.status === 'none' || !state.paidAt) state = (await loadStream(this.events, bookingDecider, bookingStreamId(bookingId))).state;
    if (state.status === 'none') throw new PaymentNotFoundError();
    // Not confirmed: the payments process may have given the money back instead.
    const refused = automaticRefundOf(state);
    if (refused) throw new PaymentRefundedError(refused);
    return paidBookingOf(state, state.paidAt && !state.details.test ? await issuedReferralCodeOf(this.events, state.bookingId) : null);
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
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    if (state.status !== 'held' || state.paymentSucceededAt) return;
    // The holds process gives the slot back and cancels the payment before this answers.
    const ended = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'EndHold',
      cause: 'released',
      reason: 'The visitor started again before paying',
      actor,
      at: this.clock.now().toISOString(),
    });
    await this.caughtUp(ended.position, typesOf(ended));
  }

  /**
   * Finds payments that succeeded but were never reported (the visitor closed the tab before the
   * browser confirmed, the webhook is not configured) and reports them, which confirms or refunds
   * them. Runs at start-up and periodically; safe to run any number of times.
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

  private async onDay(date: string, command: SlotDayCommand): Promise<LogPosition | undefined> {
    return (await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), command)).position;
  }

  /** Read-your-writes; `types` (what the request appended) spares waiting for processes that react to none of it. */
  private async caughtUp(position: LogPosition | undefined, types?: readonly string[]): Promise<void> {
    if (position) await this.settled.waitFor(position, undefined, types);
  }

  /**
   * The same for an answer read from the streams alone (a started payment, a confirmed one): the
   * payments process has acted, and the read models follow in the background.
   */
  private async reacted(position: LogPosition | undefined, types?: readonly string[], stored?: readonly RecordedEvent[]): Promise<void> {
    if (position) await this.settled.waitFor(position, undefined, types, { readModels: false, ...(stored ? { stored } : {}) });
  }
}

/** The quote's price breakdown alone, as the booking stores it. */
function splitQuote(quote: Quote) {
  const { package: _name, packageId: _id, date: _date, referralCode: _code, ...breakdown } = quote;
  return { breakdown };
}

/**
 * The quote's refusals the form shows under a field (the checkout's body nests the form in
 * `bookingData`): a party larger than its package takes under people, a date the package does not
 * run on (season, closure) under the date, as the live quote does; the others answer as they always have.
 */
function quoteFieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof QuoteRefusedError)) return undefined;
  if (error.field === 'people') return FieldErrors.on('bookingData.people', error.message);
  if (error.code === PACKAGE_NOT_RUNNING) return FieldErrors.on('bookingData.date', error.message);
  return undefined;
}
