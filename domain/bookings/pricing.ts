import { isValidPrice } from '../catalogue/package-rules';
import { dayOfWeekOf, isCalendarDate } from '../shared/calendar';
import { DomainError } from '../shared/decider';
import { BOOKING_MESSAGES, isValidKidsCount, isValidPartySize } from './booking-rules';

/**
 * Trip pricing (docs/product/pricing.md): the server prices every trip, weekdays are read on the
 * lake's calendar, and a package we do not sell is refused. Money is integer cents, CAD.
 *
 * THE rounding rule: a discounted per-person price is rounded to whole dollars, halves up, in
 * exact integer arithmetic (cents × (100 − percent) divided by 10,000 with the remainder compared
 * to half the divisor). The rule is "price times 0.83, rounded" and "price times 0.75, rounded";
 * 0.83 has no exact binary form, so floating point is never used: the result is exact by
 * construction (and, for every whole-dollar price a package may have, equals
 * Math.round(price × 0.83), which pricing.spec.ts checks). Totals are sums of those whole-dollar
 * prices, so no other rounding exists anywhere.
 */
export const CURRENCY = 'CAD';
export const WEEKDAY_DISCOUNT_PERCENT = 17;
export const CHILD_DISCOUNT_PERCENT = 25;
export const REFERRAL_CREDIT_CENTS = 5_000;
const CENTS_PER_DOLLAR = 100;
export const REFERRAL_CODE_MAX_LENGTH = 40;

export const PRICING_MESSAGES = {
  unknownPackage: 'Unknown package: please choose one of the packages offered',
  price: 'The package has no valid price; please choose another package',
  referralCode: `Referral code must be text of at most ${REFERRAL_CODE_MAX_LENGTH} characters`,
  referralNotRecognised: 'Referral code not recognised',
} as const;

/** 0 is Sunday … 6 is Saturday, as Date's getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export { WEEKDAY_NAMES } from '../shared/date-words';

export type QuoteField = 'package' | 'date' | 'time' | 'people' | 'kidsCount';

/** A quote refused because of one field; the field lets the form show the message beside it. */
export class QuoteRefusedError extends DomainError {
  constructor(
    readonly field: QuoteField,
    message: string,
    code = 'invalid-quote',
  ) {
    super(code, message);
  }
}

/** Never a default price: a name we do not sell is refused. */
export class UnknownPackageError extends QuoteRefusedError {
  constructor() {
    super('package', PRICING_MESSAGES.unknownPackage, 'unknown-package');
  }
}

/**
 * The weekday of a calendar date. The string already is the date on the lake, so it is read as
 * a day count in UTC: local-time getters would shift it by the process's zone (a server in UTC+14
 * or a browser in Los Angeles would see another day).
 */
export function weekdayOf(date: string): Weekday {
  if (!isCalendarDate(date)) throw new QuoteRefusedError('date', BOOKING_MESSAGES.date);
  return dayOfWeekOf(date) as Weekday;
}

/** Monday to Thursday trips are 17% off. */
export function isWeekdayDiscountDay(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday >= 1 && weekday <= 4;
}

/** Children are discounted only when the party also has an adult. */
export function familyDiscountApplies(people: number, kidsCount: number): boolean {
  return kidsCount > 0 && kidsCount < people;
}

/** n / d rounded to the nearest integer, halves up, for non-negative integers, exactly. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** `cents` less `percentOff` percent, rounded to whole dollars (halves up); the result in cents. */
export function discountedToWholeDollars(cents: number, percentOff: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  if (!Number.isInteger(percentOff) || percentOff < 0 || percentOff > 100)
    throw new RangeError(`percentOff must be 0 to 100, got ${percentOff}`);
  const dollars = divideRoundingHalfUp(cents * (100 - percentOff), 100 * CENTS_PER_DOLLAR);
  return dollars * CENTS_PER_DOLLAR;
}

export interface PriceRequest {
  /** The package's price: whole CAD per person. */
  readonly pricePerPerson: number;
  /** Calendar date YYYY-MM-DD on the lake (America/Edmonton). */
  readonly date: string;
  readonly people: number;
  readonly kidsCount: number;
  /** Whether a redeemable referral code came with the booking; the caller decides that. */
  readonly referralApplies: boolean;
  /** The customer's referral credit available on their account, in cents (none when left out). */
  readonly accountCreditCents?: number;
}

export interface PriceBreakdown {
  /** The package's full price per person. */
  readonly pricePerPersonCents: number;
  /** What one adult pays: the full price, or the weekday price Monday to Thursday. */
  readonly adultPriceCents: number;
  /** What one child pays (equal to the adult price when no family discount applies). */
  readonly childPriceCents: number;
  readonly people: number;
  readonly kidsCount: number;
  /** Full price times party size. */
  readonly baseCents: number;
  readonly weekdayDiscountCents: number;
  readonly familySavingsCents: number;
  readonly referralCreditCents: number;
  /**
   * The customer's own referral credit spent on this booking (docs/product/referrals.md). Absent on
   * prices recorded before it existed: read it as 0.
   */
  readonly accountCreditCents?: number;
  /**
   * Paid with a gift card at the checkout (domain/giftcards/gift-card-pricing.ts): the card part of
   * the price, which `totalCents` no longer counts. Absent on prices without one: read it as 0.
   */
  readonly giftCardCents?: number;
  /** base − weekday discount − family savings − referral credit − account credit (− gift card); never below 0. */
  readonly totalCents: number;
  readonly weekdayDiscountApplies: boolean;
  readonly currency: typeof CURRENCY;
}

/** Refuses, field by field, what no price can be computed for. */
function checkPriceRequest(request: PriceRequest): void {
  if (!isValidPrice(request.pricePerPerson)) throw new QuoteRefusedError('package', PRICING_MESSAGES.price);
  if (!isCalendarDate(request.date)) throw new QuoteRefusedError('date', BOOKING_MESSAGES.date);
  if (!isValidPartySize(request.people)) throw new QuoteRefusedError('people', BOOKING_MESSAGES.people);
  if (!isValidKidsCount(request.people, request.kidsCount)) throw new QuoteRefusedError('kidsCount', BOOKING_MESSAGES.kidsCount);
}

/**
 * The price of a trip. Each discount is worth the difference it makes to the per-person price it
 * starts from, so the parts always add up: the weekday discount is taken on everyone's full price,
 * the children's 25% on the (weekday) adult price, the referral credit comes off what is left, and
 * then the customer's own account credit.
 */
export function priceTrip(request: PriceRequest): PriceBreakdown {
  checkPriceRequest(request);
  const { people, kidsCount } = request;
  const pricePerPersonCents = request.pricePerPerson * CENTS_PER_DOLLAR;
  const weekdayDiscountApplies = isWeekdayDiscountDay(request.date);
  const adultPriceCents = weekdayDiscountApplies
    ? discountedToWholeDollars(pricePerPersonCents, WEEKDAY_DISCOUNT_PERCENT)
    : pricePerPersonCents;
  const childPriceCents = familyDiscountApplies(people, kidsCount)
    ? discountedToWholeDollars(adultPriceCents, CHILD_DISCOUNT_PERCENT)
    : adultPriceCents;

  const baseCents = pricePerPersonCents * people;
  const weekdayDiscountCents = (pricePerPersonCents - adultPriceCents) * people;
  const familySavingsCents = (adultPriceCents - childPriceCents) * kidsCount;
  const beforeReferral = baseCents - weekdayDiscountCents - familySavingsCents;
  const referralCreditCents = request.referralApplies ? Math.max(0, Math.min(REFERRAL_CREDIT_CENTS, beforeReferral)) : 0;
  const available = request.accountCreditCents ?? 0;
  if (!Number.isSafeInteger(available) || available < 0)
    throw new RangeError(`accountCreditCents must be a non-negative integer, got ${available}`);
  // The customer's credit comes off what the friend's discount left, never below 0.
  const accountCreditCents = Math.min(available, beforeReferral - referralCreditCents);

  return {
    pricePerPersonCents,
    adultPriceCents,
    childPriceCents,
    people,
    kidsCount,
    baseCents,
    weekdayDiscountCents,
    familySavingsCents,
    referralCreditCents,
    accountCreditCents,
    totalCents: beforeReferral - referralCreditCents - accountCreditCents,
    weekdayDiscountApplies,
    currency: CURRENCY,
  };
}
