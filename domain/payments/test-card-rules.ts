import { DomainError } from '../shared/decider';

/**
 * How the built-in test gateway judges a card typed into its payment form (no money moves). Only
 * two numbers are known, as in Stripe's test mode: one that pays and one that is declined. Every
 * other well-formed number is declined too, so that a real card typed in by mistake never "pays".
 * The texts follow Stripe's, so the payment dialog shows the same words with either gateway.
 */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export const TEST_CARD_MESSAGES = {
  cardNumber: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
} as const;

export interface TestCardEntry {
  readonly cardNumber: string;
  /** 'MM/YY', 'MM / YY' or 'MM/YYYY'. */
  readonly expiry: string;
  readonly cvc: string;
}

export type TestCardField = keyof TestCardEntry;
export type TestCardProblems = Partial<Record<TestCardField, string>>;

export type TestCardJudgement =
  | { readonly outcome: 'approved' }
  | { readonly outcome: 'declined'; readonly message: string }
  /** Every field that is wrong, each with its message: the form marks them all at once. */
  | { readonly outcome: 'invalid'; readonly problems: TestCardProblems };

const APPROVED_NUMBER = normaliseCardNumber(TEST_CARDS.success);

/** The card as judged at `now`: a malformed entry is 'invalid' before any number is declined. */
export function judgeTestCard(entry: TestCardEntry, now: Date): TestCardJudgement {
  const problems: TestCardProblems = {};
  const numberProblem = cardNumberProblem(entry.cardNumber);
  const expiryIssue = expiryProblem(entry.expiry, now);
  const cvcIssue = cvcProblem(entry.cvc);
  if (numberProblem) problems.cardNumber = numberProblem;
  if (expiryIssue) problems.expiry = expiryIssue;
  if (cvcIssue) problems.cvc = cvcIssue;
  if (Object.keys(problems).length > 0) return { outcome: 'invalid', problems };
  return normaliseCardNumber(entry.cardNumber) === APPROVED_NUMBER
    ? { outcome: 'approved' }
    : { outcome: 'declined', message: TEST_CARD_MESSAGES.declined };
}

/** People type card numbers in groups; spaces and dashes carry no meaning. */
export function normaliseCardNumber(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function cardNumberProblem(cardNumber: string): string | null {
  const digits = normaliseCardNumber(cardNumber);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits) ? null : TEST_CARD_MESSAGES.cardNumber;
}

/** The Luhn checksum every card number carries: catches a mistyped digit or two swapped. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month (1-12) and full year of an expiry as typed, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * A card is good through the last day of its expiry month. The instant compared is UTC: a card
 * printed in one country is used in others, and a few hours either way cannot matter to a test.
 */
export function expiryProblem(expiry: string, now: Date): string | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return TEST_CARD_MESSAGES.expiry;
  // Date.UTC counts months from 0, so `month` (1-12) is the first instant of the following month.
  const firstInstantAfter = Date.UTC(parsed.year, parsed.month, 1);
  return now.getTime() >= firstInstantAfter ? TEST_CARD_MESSAGES.expired : null;
}

export function cvcProblem(cvc: string): string | null {
  return /^\d{3,4}$/.test(cvc.trim()) ? null : TEST_CARD_MESSAGES.cvc;
}

/** The card was refused; the payment stays open so the payer can try another card. */
export class CardDeclinedError extends DomainError {
  constructor(message: string = TEST_CARD_MESSAGES.declined) {
    super('card-declined', message);
  }
}
