import { SLOT_WINDOWS } from '../availability/slot-windows';
import { TimeSlot } from '../bookings/booking-rules';
import { emailKey, phoneKey } from '../checkout/checkout-rules';
import { REFERRAL_CREDIT_CENTS } from '../bookings/pricing';
import { toE164 } from '../messaging/phone-numbers';
import { instantOnLake } from '../shared/calendar';
import { DomainError } from '../shared/decider';
import { isReadableCode, READABLE_CODE_ALPHABET, readableCode } from '../shared/readable-code';

/**
 * The referral programme (docs/product/referrals.md): every paid booking gets a code of its own; a
 * friend who books with it gets 50 CAD off a first booking, and once the friend's trip has taken
 * place the code's owner gets a 50 CAD credit on their account, spent on their next booking.
 */
export const REFERRER_CREDIT_CENTS = REFERRAL_CREDIT_CENTS;

/** Readable and unguessable: 8 signs of the readable alphabet drawn with crypto randomness (about 40 bits). */
export const REFERRAL_CODE_ALPHABET = READABLE_CODE_ALPHABET;
export const REFERRAL_CODE_LENGTH = 8;

export const REFERRAL_MESSAGES = {
  notRecognised: 'Referral code not recognised',
  notFound: 'Referral code not found',
  ownCode: 'You cannot use your own referral code',
  /** Whatever the reason (the code's own owner, or not a first booking): one answer, which tells nobody who is a customer. */
  notEligible: "Not applied: a referral code is for a new customer's first booking",
  bookingCancelled: "The friend's booking was cancelled before the trip",
  bookingRefunded: "The friend's booking was refunded before the trip",
  notYetTaken: "The friend's trip has not taken place yet",
  notPending: 'Only a pending referral can change this way',
  notCompleted: 'A referral is rewarded once it is completed',
  codeTaken: 'This referral code already belongs to another booking',
  creditAmount: 'A credit is a positive whole number of cents',
  noAccount: 'There is no credit account for this customer',
  creditRestored: 'The booking it paid for was cancelled before its trip',
} as const;

export class ReferralNotFoundError extends DomainError {
  constructor() {
    super('referral-not-found', REFERRAL_MESSAGES.notFound);
  }
}

/** A code as typed: spaces around it dropped, letters upper-cased (codes are shared by voice and by hand). */
export function normaliseReferralCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export function isReferralCodeShape(code: string): boolean {
  return isReadableCode(code, REFERRAL_CODE_LENGTH);
}

/** A code from `random(n)`, a uniform integer below n (crypto's randomInt in production). */
export function referralCodeFrom(random: (below: number) => number): string {
  return readableCode(REFERRAL_CODE_LENGTH, random);
}

/** Who a referral names: the code's owner, or the friend who used it. */
export interface ReferralParty {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}

/** One customer: the same email (whatever its case) or the same phone (its last ten digits). */
export function sameCustomer(a: { phone?: string; email?: string }, b: { phone?: string; email?: string }): boolean {
  const phoneA = a.phone ? phoneKey(a.phone) : '';
  const emailA = a.email ? emailKey(a.email) : '';
  return (
    (phoneA.length >= 7 && phoneA === (b.phone ? phoneKey(b.phone) : '')) ||
    (emailA !== '' && emailA === (b.email ? emailKey(b.email) : ''))
  );
}

/**
 * The credit accounts a customer may hold, in the order they are used: their phone in E.164 (when
 * it is one), then their lower-cased email. A credit is granted to the first.
 */
export function creditAccountKeys(customer: { phone?: string; email?: string }): string[] {
  const keys: string[] = [];
  const phone = customer.phone ? toE164(customer.phone) : undefined;
  if (phone) keys.push(phone);
  const email = customer.email ? emailKey(customer.email) : '';
  if (email) keys.push(email);
  return keys;
}

/** The instant a trip ends on the lake: its slot's end on its date. */
export function tripEndsAt(date: string, time: TimeSlot): Date {
  return instantOnLake(date, SLOT_WINDOWS[time].end);
}

/** The instant a trip starts on the lake. */
export function tripStartsAt(date: string, time: TimeSlot): Date {
  return instantOnLake(date, SLOT_WINDOWS[time].start);
}

/** The first word of a name, as a share post may name the referrer (and nothing more of them). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
