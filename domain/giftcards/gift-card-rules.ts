import { isValidPartySize } from '../bookings/booking-rules';
import { DomainError } from '../shared/decider';
import { isReadableCode, normaliseReadableCode, readableCode } from '../shared/readable-code';

/**
 * Gift cards: bought on the public site for an amount or for a package, paid by card like a
 * booking, and spent on bookings at checkout. They never expire (several provinces forbid gift
 * cards that do), so no rule here has a date in it.
 */

/**
 * 16 signs of the readable alphabet (domain/shared/readable-code.ts): 31^16, about 79 bits, drawn
 * with crypto randomness, so a code cannot be guessed even by someone who tries the balance
 * look-up for years (it is rate-limited as well).
 */
export const GIFT_CARD_CODE_LENGTH = 16;

/** Whole dollars, from a small present to a group trip. */
export const GIFT_CARD_MIN_CENTS = 2_500;
export const GIFT_CARD_MAX_CENTS = 200_000;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;

export const GIFT_CARD_MESSAGES = {
  notFound: 'Gift card not found',
  empty: 'This gift card has no balance left',
  amount: `Please choose a whole-dollar amount from $${GIFT_CARD_MIN_CENTS / 100} to $${GIFT_CARD_MAX_CENTS / 100}`,
  people: 'Please select the number of people',
  notIssued: 'This gift card has not been issued yet',
  paymentMismatch: 'This payment does not match the gift card order (a different payment, amount or currency).',
  codeTaken: 'This gift card code already belongs to another gift card',
  redeemAmount: 'A redemption is a positive whole number of cents',
  neverExpires: 'This gift card never expires.',
  bookingCancelled: 'The booking it paid for was cancelled',
  checkoutEnded: 'The checkout it was to pay for ended unpaid',
} as const;

/** A code from `random(n)` (crypto's randomInt in production). */
export function giftCardCodeFrom(random: (below: number) => number): string {
  return readableCode(GIFT_CARD_CODE_LENGTH, random);
}

/** As typed (any case, with spaces or dashes) to the stored form, or null when it cannot be a code. */
export function giftCardCodeOf(typed: string): string | null {
  const code = normaliseReadableCode(typed);
  return isReadableCode(code, GIFT_CARD_CODE_LENGTH) ? code : null;
}

/** Shown grouped by four, as printed on the card: ABCD-EFGH-JKMN-PQRS. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export function isValidGiftCardAmount(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents % 100 === 0 && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS;
}

/** A card for a package is worth its price for the party, fixed when it was bought. */
export function packageGiftCardCents(pricePerPerson: number, people: number): number {
  if (!isValidPartySize(people)) throw new DomainError('invalid-gift-card', GIFT_CARD_MESSAGES.people);
  return pricePerPerson * 100 * people;
}

/**
 * What a card pays of a booking of `totalCents`: all of it when its balance covers it; otherwise
 * its balance, less whatever would leave the card a charge too small to take (`minimumChargeCents`):
 * the customer then pays that minimum by card and keeps the difference on the gift card.
 */
export function giftCardShare(balanceCents: number, totalCents: number, minimumChargeCents: number): number {
  if (balanceCents >= totalCents) return totalCents;
  const rest = totalCents - balanceCents;
  return rest >= minimumChargeCents ? balanceCents : Math.max(0, totalCents - minimumChargeCents);
}

/**
 * The cancellation policy's share of the gift-card part of a booking: the same percentage the
 * card part gets back (domain/bookings/refund-policy.ts), rounded down to the cent as refunds are.
 */
export function giftCardReturnFor(giftCardCents: number, percent: number): number {
  return Math.floor((giftCardCents * percent) / 100);
}
