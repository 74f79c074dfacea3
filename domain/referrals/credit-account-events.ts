import { DomainEvent } from '../shared/decider';
import { ReferralParty } from './referral-rules';

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/** A referral was rewarded: its credit is on the referrer's account. */
export type CreditGranted = DomainEvent<
  'CreditGranted',
  { account: string; holder: ReferralParty; amountCents: number; referralId: string }
>;

/** Part of the balance paid for a booking (its price showed it as account credit). */
export type CreditSpent = DomainEvent<'CreditSpent', { bookingId: string; amountCents: number }>;

/** The booking it was spent on was cancelled before its trip: the credit is back. */
export type CreditRestored = DomainEvent<'CreditRestored', { bookingId: string; amountCents: number; reason: string }>;

export type CreditAccountEvent = CreditGranted | CreditSpent | CreditRestored;

export const CREDIT_ACCOUNT_EVENT_TYPES: ReadonlySet<string> = new Set<CreditAccountEvent['type']>([
  'CreditGranted',
  'CreditSpent',
  'CreditRestored',
]);
