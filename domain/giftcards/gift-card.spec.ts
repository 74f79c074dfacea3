import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import { READABLE_CODE_ALPHABET } from '../shared/readable-code';
import { ExistingBooking } from '../bookings/booking-state';
import { PriceBreakdown } from '../bookings/pricing';
import { giftCardCancellationReturn, giftCardPartOf, priceWithGiftCard } from './gift-card-pricing';
import {
  formatGiftCardCode,
  GIFT_CARD_MESSAGES,
  giftCardCodeDecider,
  giftCardCodeFrom,
  giftCardCodeOf,
  GiftCardCodeTakenError,
  giftCardDecider,
  GiftCardEmptyError,
  GiftCardEvent,
  giftCardMachine,
  GiftCardNotFoundError,
  GiftCardPaymentMismatchError,
  giftCardReturnFor,
  giftCardShare,
  giftCardStreamId,
  OrderGiftCard,
} from './gift-card';

const visitor: Actor = { kind: 'visitor' };
const steps: Actor = { kind: 'system', process: 'gift_cards' };
const AT = '2026-11-28T00:01:00.000Z';
const CODE = 'ABCDEFGHJKMNPQRS';
const meta = (actor: Actor = steps) => ({ actor, occurredAt: AT });

const buyer = { name: 'Bea Buyer', email: 'bea@example.com' };
const recipient = { name: 'Ray Recipient', email: 'ray@example.com' };
const payment = { paymentIntentId: 'pi_1', amountCents: 10_000, currency: 'CAD' as const, gateway: 'stripe' as const };

const orderCard = (over: Partial<OrderGiftCard> = {}): OrderGiftCard => ({
  type: 'OrderGiftCard',
  giftCardId: 'g1',
  amountCents: 10_000,
  buyer,
  recipient,
  message: 'Happy birthday!',
  payment,
  actor: visitor,
  at: AT,
  ...over,
});
const ordered: GiftCardEvent = {
  type: 'GiftCardOrdered',
  data: { giftCardId: 'g1', amountCents: 10_000, buyer, recipient, message: 'Happy birthday!', payment },
  metadata: meta(visitor),
};
const paid: GiftCardEvent = {
  type: 'GiftCardPaid',
  data: { paymentIntentId: 'pi_1', amountCents: 10_000, currency: 'CAD' },
  metadata: meta(visitor),
};
const issued: GiftCardEvent = { type: 'GiftCardIssued', data: { code: CODE, amountCents: 10_000 }, metadata: meta() };
const redeemed = (bookingId: string, amountCents: number): GiftCardEvent => ({
  type: 'GiftCardRedeemed',
  data: { bookingId, amountCents },
  metadata: meta(),
});
const returned = (bookingId: string, amountCents: number, forVersion?: number): GiftCardEvent => ({
  type: 'GiftCardReturned',
  data: { bookingId, amountCents, reason: GIFT_CARD_MESSAGES.bookingCancelled, ...(forVersion !== undefined ? { forVersion } : {}) },
  metadata: meta(),
});
const redeem = (bookingId: string, amountCents: number) =>
  ({ type: 'RedeemGiftCard', bookingId, amountCents, actor: steps, at: AT }) as const;
const giveBack = (bookingId: string, amountCents?: number, forVersion?: number) =>
  ({
    type: 'ReturnGiftCard',
    bookingId,
    reason: GIFT_CARD_MESSAGES.bookingCancelled,
    ...(amountCents !== undefined ? { amountCents } : {}),
    ...(forVersion !== undefined ? { forVersion } : {}),
    actor: steps,
    at: AT,
  }) as const;

const card = givenDecider(giftCardDecider);
const balanceOf = (...history: GiftCardEvent[]) => {
  const state = card.given(...history).state;
  return state.status === 'issued' ? state.balanceCents : null;
};

describe('gift card aggregate', () => {
  test('a stream per card', () => {
    expect(giftCardStreamId('g1')).toBe('giftcard-g1');
  });

  test('ordered for a whole-dollar amount within the limits, or for a package', () => {
    card.given().when(orderCard()).then(ordered);
    card
      .given()
      .when(orderCard({ amountCents: 2_550, payment: { ...payment, amountCents: 2_550 } }))
      .thenRefused(DomainError, GIFT_CARD_MESSAGES.amount);
    card
      .given()
      .when(orderCard({ amountCents: 1_000, payment: { ...payment, amountCents: 1_000 } }))
      .thenRefused(DomainError, GIFT_CARD_MESSAGES.amount);
    // The payment must ask for exactly the card's worth.
    card
      .given()
      .when(orderCard({ payment: { ...payment, amountCents: 9_900 } }))
      .thenRefused(DomainError, GIFT_CARD_MESSAGES.amount);
    const trip = { packageId: 3, name: 'Full Day', people: 6 };
    // A package's price for a large party may be above the amount limit: it is what the trip costs.
    const big = { ...payment, amountCents: 270_000 };
    card
      .given()
      .when(orderCard({ amountCents: 270_000, package: trip, payment: big, message: undefined }))
      .then({
        type: 'GiftCardOrdered',
        data: { giftCardId: 'g1', amountCents: 270_000, package: trip, buyer, recipient, payment: big },
        metadata: meta(visitor),
      });
    card.given(ordered).when(orderCard()).thenRefused(IllegalTransitionError, 'This gift card already exists');
  });

  test('its payment is recorded once, and only the order’s own payment', () => {
    const report = {
      type: 'RecordGiftCardPayment',
      paymentIntentId: 'pi_1',
      amountCents: 10_000,
      currency: 'cad',
      actor: visitor,
      at: AT,
    } as const;
    card.given(ordered).when(report).then(paid);
    card.given(ordered, paid).when(report).then();
    card
      .given(ordered)
      .when({ ...report, amountCents: 100 })
      .thenRefused(GiftCardPaymentMismatchError);
    card
      .given(ordered)
      .when({ ...report, paymentIntentId: 'pi_2' })
      .thenRefused(GiftCardPaymentMismatchError);
    card.given().when(report).thenRefused(GiftCardNotFoundError, GIFT_CARD_MESSAGES.notFound);
  });

  test('issued with its code and its worth once paid; issued once', () => {
    const issue = { type: 'IssueGiftCard', code: CODE, actor: steps, at: AT } as const;
    card.given(ordered, paid).when(issue).then(issued);
    card
      .given(ordered, paid, issued)
      .when({ ...issue, code: 'ZZZZZZZZZZZZZZZZ' })
      .then();
    card.given(ordered).when(issue).thenRefused(IllegalTransitionError, GIFT_CARD_MESSAGES.notIssued);
    card
      .given(ordered, paid)
      .when({ ...issue, code: 'SHORT' })
      .thenRefused(DomainError);
    expect(balanceOf(ordered, paid, issued)).toBe(10_000);
  });

  test('redeemed for a booking: what the booking holds already counts, so a retry takes nothing more', () => {
    card.given(ordered, paid, issued).when(redeem('b1', 4_000)).then(redeemed('b1', 4_000));
    card.given(ordered, paid, issued, redeemed('b1', 4_000)).when(redeem('b1', 4_000)).then();
    expect(balanceOf(ordered, paid, issued, redeemed('b1', 4_000))).toBe(6_000);
  });

  test('never below 0: a redemption takes at most the balance, and an empty card is refused', () => {
    card.given(ordered, paid, issued, redeemed('b1', 7_000)).when(redeem('b2', 5_000)).then(redeemed('b2', 3_000));
    card
      .given(ordered, paid, issued, redeemed('b1', 10_000))
      .when(redeem('b2', 5_000))
      .thenRefused(GiftCardEmptyError, GIFT_CARD_MESSAGES.empty);
    card.given(ordered, paid, issued).when(redeem('b1', 0)).thenRefused(DomainError, GIFT_CARD_MESSAGES.redeemAmount);
  });

  test('a card not issued (or unknown) cannot be spent: not found', () => {
    card.given().when(redeem('b1', 1_000)).thenRefused(GiftCardNotFoundError, GIFT_CARD_MESSAGES.notFound);
    card.given(ordered, paid).when(redeem('b1', 1_000)).thenRefused(GiftCardNotFoundError);
  });

  test('given back: all the booking holds, or the policy’s share; once per booking event', () => {
    const spent = [ordered, paid, issued, redeemed('b1', 6_000)] as const;
    card
      .given(...spent)
      .when(giveBack('b1'))
      .then(returned('b1', 6_000));
    card
      .given(...spent)
      .when(giveBack('b1', 3_000, 7))
      .then(returned('b1', 3_000, 7));
    card
      .given(...spent, returned('b1', 3_000, 7))
      .when(giveBack('b1', 3_000, 7))
      .then();
    // Never more than the booking holds.
    card
      .given(...spent, returned('b1', 5_000))
      .when(giveBack('b1', 3_000, 8))
      .then(returned('b1', 1_000, 8));
    card
      .given(...spent)
      .when(giveBack('b9'))
      .then();
    card.given(ordered).when(giveBack('b1')).then();
    expect(balanceOf(...spent, returned('b1', 3_000, 7))).toBe(7_000);
  });

  test('a balance given back is spent again; issued − redeemed + returned', () => {
    const history = [ordered, paid, issued, redeemed('b1', 6_000), returned('b1', 6_000), redeemed('b2', 8_000)];
    expect(balanceOf(...history)).toBe(2_000);
  });

  test('its email sent again on request, once issued', () => {
    const resend = { type: 'ResendGiftCard', actor: { kind: 'user', username: 'admin', role: 'admin' }, at: AT } as const;
    card
      .given(ordered, paid, issued)
      .when(resend)
      .then({ type: 'GiftCardResent', data: { email: 'ray@example.com' }, metadata: { actor: resend.actor, occurredAt: AT } });
    card.given(ordered).when(resend).thenRefused(GiftCardNotFoundError);
  });

  test('the machine: ordered, paid, issued; then redemptions, returns and resends', () => {
    const states = ['none', 'ordered', 'paid', 'issued'];
    const types = ['order', 'pay', 'issue', 'redeem', 'return', 'resend'];
    const allowed = states.flatMap((from) =>
      types
        .filter((t) => giftCardMachine.resolveState({ value: from, context: {} }).can({ type: t } as { type: 'order' }))
        .map((t) => `${from}:${t}`),
    );
    expect(allowed).toEqual(['none:order', 'ordered:pay', 'paid:issue', 'issued:redeem', 'issued:return', 'issued:resend']);
  });
});

describe('gift card code', () => {
  const codes = givenDecider(giftCardCodeDecider);
  const assign = (giftCardId: string) => ({ type: 'AssignGiftCardCode', code: CODE, giftCardId, actor: steps, at: AT }) as const;
  const assigned = { type: 'GiftCardCodeAssigned', data: { code: CODE, giftCardId: 'g1' }, metadata: meta() } as const;

  test('names one card only', () => {
    codes.given().when(assign('g1')).then(assigned);
    codes.given(assigned).when(assign('g1')).then();
    codes.given(assigned).when(assign('g2')).thenRefused(GiftCardCodeTakenError);
  });

  test('16 readable signs from the random source, accepted as typed, shown in groups of four', () => {
    const code = giftCardCodeFrom(() => 0);
    expect(code).toBe('A'.repeat(16));
    const drawn = giftCardCodeFrom((below) => Math.floor(Math.random() * below));
    expect([...drawn].every((sign) => READABLE_CODE_ALPHABET.includes(sign))).toBe(true);
    expect(giftCardCodeOf(' abcd-efgh jkmn-pqrs ')).toBe(CODE);
    expect(giftCardCodeOf('ABCD-EFGH-JKMN-PQR0')).toBeNull();
    expect(giftCardCodeOf('ABCD')).toBeNull();
    expect(formatGiftCardCode(CODE)).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('gift card money rules', () => {
  test('a card pays all of a booking it covers, else its balance, keeping the card charge above the minimum', () => {
    expect(giftCardShare(50_000, 30_000, 50)).toBe(30_000);
    expect(giftCardShare(10_000, 30_000, 50)).toBe(10_000);
    expect(giftCardShare(29_990, 30_000, 50)).toBe(29_950);
    expect(giftCardShare(0, 30_000, 50)).toBe(0);
  });

  test('the policy’s share of the gift-card part, rounded down to the cent', () => {
    expect(giftCardReturnFor(10_001, 50)).toBe(5_000);
    expect(giftCardReturnFor(10_000, 100)).toBe(10_000);
    expect(giftCardReturnFor(10_000, 0)).toBe(0);
  });
});

describe('a booking paid in part by gift card', () => {
  const price = { totalCents: 41_400, giftCardCents: undefined } as unknown as PriceBreakdown;

  test('the card pays its balance, never more than the price, never leaving a card charge under the minimum', () => {
    expect(priceWithGiftCard(price, 10_000)).toMatchObject({ giftCardCents: 10_000, totalCents: 31_400 });
    expect(priceWithGiftCard(price, 50_000)).toMatchObject({ giftCardCents: 41_400, totalCents: 0 });
    expect(priceWithGiftCard(price, 41_390)).toMatchObject({ giftCardCents: 41_350, totalCents: 50 });
    // Priced again with another balance, from the whole price.
    expect(priceWithGiftCard(priceWithGiftCard(price, 10_000), 5_000)).toMatchObject({ giftCardCents: 5_000, totalCents: 36_400 });
  });

  const booking = (paid: boolean) =>
    ({
      details: { date: '2026-11-28', time: 'full-day', giftCardId: 'g1' },
      price: { giftCardCents: 10_001 },
      ...(paid ? { paidAt: '2026-11-23T15:00:00.000Z' } : {}),
    }) as unknown as ExistingBooking;
  const cancelledAt = (occurredAt: string) =>
    ({ data: { from: 'confirmed', to: 'cancelled' }, metadata: { actor: steps, occurredAt } }) as const;

  test('a cancellation gives the card the policy’s share of its part; all of it when never paid', () => {
    // The trip starts 2026-11-28 at 6:00 AM on the lake (13:00 UTC).
    expect(giftCardCancellationReturn(booking(true), cancelledAt('2026-11-23T15:00:00.000Z')).cents).toBe(10_001);
    expect(giftCardCancellationReturn(booking(true), cancelledAt('2026-11-26T23:00:00.000Z')).cents).toBe(5_000);
    expect(giftCardCancellationReturn(booking(true), cancelledAt('2026-11-28T00:00:00.000Z')).cents).toBe(0);
    expect(giftCardCancellationReturn(booking(false), cancelledAt('2026-11-28T00:00:00.000Z')).cents).toBe(10_001);
    expect(giftCardPartOf({ details: { giftCardId: undefined }, price: undefined } as unknown as ExistingBooking)).toBeNull();
  });
});
