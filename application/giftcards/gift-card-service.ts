import {
  formatGiftCardCode,
  GIFT_CARD_MESSAGES,
  giftCardDecider,
  GiftCardNotFoundError,
  GiftCardParty,
  GiftCardState,
  giftCardStreamId,
  packageGiftCardCents,
} from '../../domain/giftcards/gift-card';
import { PAYMENT_HOLD_MS, PaymentIncompleteError } from '../../domain/checkout/checkout-rules';
import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { PriceBreakdown, PRICING_MESSAGES } from '../../domain/bookings/pricing';
import { PaymentNotFoundError } from '../../domain/payments/payment-errors';
import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { PackageRow } from '../catalogue/package-service';
import { sameSecret } from '../checkout/client-secret';
import { RECONCILE_LOOK_BACK_MS } from '../checkout/checkout-service';
import { PaymentGateway } from '../payments/payment-gateway';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore, LogPosition } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, typesOf } from '../shared/command-pipeline';
import { FieldErrors } from '../shared/field-errors';
import { loadStream } from '../shared/stream-state';
import { findGiftCard } from './gift-card-lookup';
import { GiftCardRedemptions } from './gift-card-redemptions';
import { priceWithGiftCard } from '../../domain/giftcards/gift-card-pricing';
import { GiftCardQueries } from './gift-card-queries';
import { GiftCardRevenue, GiftCardView } from './gift-card-read-models';

const RECONCILIATION: Actor = { kind: 'system', process: 'payment-reconciliation' };

/** The metadata kind of a gift card's payment at the gateway: the webhook sends it here, not to the checkout. */
export const GIFT_CARD_PAYMENT_KIND = 'gift_card';

/** What the /gift-cards form asks for: an amount, or a package for a party. */
export interface GiftCardOrderRequest {
  /** Whole dollars as cents, when the card is for an amount. */
  readonly amountCents?: number;
  /** The package's name and the party, when the card is for a trip. */
  readonly package?: string;
  readonly people?: number;
  readonly buyer: GiftCardParty;
  readonly recipient: GiftCardParty;
  readonly message?: string;
}

export interface StartedGiftCardPayment {
  readonly giftCardId: string;
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  readonly amountCents: number;
  readonly currency: 'CAD';
  readonly gateway: 'test' | 'stripe';
}

/** A paid order, as its confirmation shows it to the buyer. */
export interface PurchasedGiftCard {
  readonly giftCardId: string;
  readonly status: GiftCardState['status'];
  /** Grouped for reading; null until issued. */
  readonly code: string | null;
  readonly amountCents: number;
  readonly recipientName: string;
  readonly recipientEmail: string;
}

/** What anyone may learn of a code: its balance, nothing of who bought it or for whom. */
export interface GiftCardBalance {
  readonly code: string;
  readonly balanceCents: number;
  readonly currency: 'CAD';
  readonly status: 'active' | 'used';
}

/** What the gift card service works with, each by name. */
export interface GiftCardServiceDeps {
  readonly events: EventStore;
  readonly gateway: PaymentGateway;
  readonly packages: { list(): Promise<PackageRow[]> };
  readonly queries: GiftCardQueries;
  readonly settled: ProjectionWaiter;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * Buying a card works as paying for a booking does (application/checkout/checkout-service.ts):
 * the order is stored with its payment, the gateway's report that the money arrived is stored
 * first, and the gift card process then issues the card (gift-card-issues.process.ts), whose
 * emails go out from the outbox; every call can run again safely.
 */
export class GiftCardService {
  private readonly pipeline: CommandPipeline;
  private readonly redemptions: GiftCardRedemptions;

  constructor(private readonly deps: GiftCardServiceDeps) {
    this.pipeline = new CommandPipeline(deps.events);
    this.redemptions = new GiftCardRedemptions(deps.events);
  }

  async startPurchase(request: GiftCardOrderRequest, actor: Actor): Promise<StartedGiftCardPayment> {
    const { amountCents, pkg } = await this.worth(request);
    const giftCardId = this.deps.ids.newId();
    const intent = await this.deps.gateway.createIntent({
      amountCents,
      currency: 'cad',
      description: `Gift card for ${request.recipient.name}${pkg ? ` (${pkg.name}, ${pkg.people} ${pkg.people === 1 ? 'person' : 'people'})` : ''}`,
      metadata: { kind: GIFT_CARD_PAYMENT_KIND, giftCardId },
      idempotencyKey: `giftcard-${giftCardId}`,
    });
    const gateway = this.deps.gateway.kind;
    const ordered = await this.pipeline.executeOnNewStream(giftCardDecider, giftCardStreamId(giftCardId), {
      type: 'OrderGiftCard',
      giftCardId,
      amountCents,
      ...(pkg ? { package: pkg } : {}),
      buyer: request.buyer,
      recipient: request.recipient,
      ...(request.message ? { message: request.message } : {}),
      payment: { paymentIntentId: intent.id, amountCents, currency: 'CAD', gateway },
      actor,
      at: this.deps.clock.now().toISOString(),
    });
    await this.reacted(ordered.position, typesOf(ordered));
    return { giftCardId, paymentIntentId: intent.id, clientSecret: intent.clientSecret, amountCents, currency: 'CAD', gateway };
  }

  /**
   * Records that the gateway reports the order paid and answers with the card the gift card
   * process issued for it. Safe to call any number of times, from the buyer's browser and the
   * gateway's webhook alike.
   */
  async confirmPayment(paymentIntentId: string, actor: Actor, clientSecret?: string): Promise<PurchasedGiftCard> {
    const intent = await this.deps.gateway.retrieveIntent(paymentIntentId);
    const giftCardId = intent?.metadata.giftCardId;
    if (!intent || intent.metadata.kind !== GIFT_CARD_PAYMENT_KIND || !giftCardId) throw new PaymentNotFoundError();
    if (actor.kind === 'visitor' && (clientSecret === undefined || !sameSecret(intent.clientSecret, clientSecret)))
      throw new PaymentNotFoundError();
    if (intent.status !== 'succeeded') throw new PaymentIncompleteError();
    const stream = giftCardStreamId(giftCardId);
    const recorded = await this.pipeline.execute(giftCardDecider, stream, {
      type: 'RecordGiftCardPayment',
      paymentIntentId,
      amountCents: intent.amountCents,
      currency: intent.currency,
      actor,
      at: this.deps.clock.now().toISOString(),
    });
    if (recorded.position) await this.reacted(recorded.position, typesOf(recorded));
    else await this.reacted((await loadStream(this.deps.events, giftCardDecider, stream)).position);
    const { state } = await loadStream(this.deps.events, giftCardDecider, stream);
    if (state.status === 'none') throw new PaymentNotFoundError();
    return {
      giftCardId,
      status: state.status,
      code: state.status === 'issued' ? formatGiftCardCode(state.code) : null,
      amountCents: state.amountCents,
      recipientName: state.recipient.name,
      recipientEmail: state.recipient.email,
    };
  }

  async balance(typed: string): Promise<GiftCardBalance> {
    const { card } = await findGiftCard(this.deps.events, typed);
    return {
      code: formatGiftCardCode(card.code),
      balanceCents: card.balanceCents,
      currency: 'CAD',
      status: card.balanceCents > 0 ? 'active' : 'used',
    };
  }

  /** The recipient's email again (with the card), from the outbox like the first. */
  async resend(giftCardId: string, actor: Actor): Promise<void> {
    const stream = giftCardStreamId(giftCardId);
    const { state } = await loadStream(this.deps.events, giftCardDecider, stream);
    if (state.status === 'none') throw new GiftCardNotFoundError();
    const resent = await this.pipeline.execute(giftCardDecider, stream, {
      type: 'ResendGiftCard',
      actor,
      at: this.deps.clock.now().toISOString(),
    });
    if (resent.position) await this.deps.settled.waitFor(resent.position, undefined, typesOf(resent));
  }

  /**
   * A quote with the part a gift card's balance would pay (the booking form shows it live); the
   * balance is taken only at the checkout. An unknown or empty code is refused under its field.
   */
  async withGiftCard<Q extends PriceBreakdown>(typed: string | undefined, quote: Promise<Q>): Promise<Q> {
    if (!typed?.trim()) return quote;
    const [priced, found] = await Promise.all([quote, this.redemptions.find(typed)]);
    return priceWithGiftCard(priced, found.card.balanceCents);
  }

  list(): Promise<GiftCardView[]> {
    return this.deps.queries.list();
  }

  /**
   * Finds card payments that succeeded but were never reported (the buyer closed the tab, no
   * webhook) and reports them, which issues the cards. Run with the checkout's reconciliation
   * (adapters/checkout/payment-reconciliation.ts); safe to run any number of times.
   */
  async reconcile(lookBackMs = RECONCILE_LOOK_BACK_MS): Promise<number> {
    const now = this.deps.clock.now();
    const since = new Date(now.getTime() - lookBackMs);
    let issued = 0;
    for (const order of await this.deps.queries.unreportedSince(since)) {
      const intent = await this.deps.gateway.retrieveIntent(order.paymentIntentId);
      if (intent?.status !== 'succeeded') continue;
      await this.confirmPayment(order.paymentIntentId, RECONCILIATION);
      issued++;
    }
    await this.returnStranded(since, new Date(now.getTime() - PAYMENT_HOLD_MS), now.toISOString());
    return issued;
  }

  /**
   * A checkout takes the card's part, then holds the booking (gift-card-redemptions.ts); a server
   * that stopped in between left a part taken for a booking that does not exist. Once its hold would
   * have lapsed anyway, that part goes back, as for a checkout that ended unpaid.
   */
  private async returnStranded(since: Date, before: Date, at: string): Promise<void> {
    for (const { giftCardId, bookingId } of await this.deps.queries.strandedRedemptions(since, before)) {
      // The read models may lag: only a booking its own stream does not know is stranded.
      const { state } = await loadStream(this.deps.events, bookingDecider, bookingStreamId(bookingId));
      if (state.status !== 'none') continue;
      await this.redemptions.giveBack(giftCardId, bookingId, GIFT_CARD_MESSAGES.checkoutEnded, at);
    }
  }

  /** Gift-card money over a time range (sold, redeemed, returned), for the admin's reports. */
  revenue(from: Date, to: Date): Promise<GiftCardRevenue> {
    return this.deps.queries.revenue(from, to);
  }

  /** The card's worth: the amount asked, or the package's price for the party, from the catalogue now. */
  private async worth(
    request: GiftCardOrderRequest,
  ): Promise<{ amountCents: number; pkg?: { packageId: number; name: string; people: number } }> {
    if (request.package === undefined) {
      if (request.amountCents === undefined) throw FieldErrors.on('amount', GIFT_CARD_MESSAGES.amount);
      return { amountCents: request.amountCents };
    }
    const found = (await this.deps.packages.list()).find((p) => p.name === request.package);
    if (!found) throw FieldErrors.on('package', PRICING_MESSAGES.unknownPackage);
    const people = request.people ?? 1;
    try {
      return { amountCents: packageGiftCardCents(found.price, people), pkg: { packageId: found.id, name: found.name, people } };
    } catch (error) {
      if (error instanceof DomainError) throw FieldErrors.on('people', error.message);
      throw error;
    }
  }

  private async reacted(position: LogPosition | undefined, types?: readonly string[]): Promise<void> {
    if (position) await this.deps.settled.waitFor(position, undefined, types);
  }
}
