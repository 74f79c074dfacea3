import { ReferralParty } from '../../domain/referrals/referral-rules';

/** Who is booking, as far as the form has said yet: a referral and a credit are judged on these. */
export interface QuoteCustomer {
  readonly phone?: string;
  readonly email?: string;
}

/** A code's record: the paid booking that owns it and who booked it. */
export interface CodeOwner extends ReferralParty {
  readonly code: string;
  readonly bookingId: string;
}

/**
 * What pricing needs to know of the referral programme (docs/product/referrals.md). A code arrives
 * as text anyone can type, so only the referral records can say it is real; pricing never trusts
 * the code itself, nor an amount of credit the browser sends.
 */
export interface ReferralCodes {
  /** The owner of an issued code (as normalised: upper case), or undefined. */
  ownerOf(code: string): Promise<CodeOwner | undefined>;
  /** Whether this phone or email has a confirmed booking already (test bookings aside): no longer a new customer. */
  hasEarlierBooking(customer: QuoteCustomer): Promise<boolean>;
  /** The referral credit on the customer's accounts (by phone and by email), in cents. */
  creditCents(customer: QuoteCustomer): Promise<number>;
  /**
   * Makes the customer's credit this checkout's while its hold runs (until `expiresAt`, or until
   * its booking stops waiting for the payment); false when another open checkout counts on it
   * already, and this one is then priced without it. The credit is only spent once a payment
   * arrives: without this, two checkouts started together would both be sold with it.
   */
  claimCredit(claim: { bookingId: string; customer: QuoteCustomer; expiresAt: Date; now: Date }): Promise<boolean>;
  /** A checkout that failed before its booking was written lets go of its claim at once. */
  releaseCredit(bookingId: string): Promise<void>;
}

/**
 * The credit accounts that are a customer's: the account named by their phone or email, or held by
 * someone with the same phone or email (a credit is granted to the account of the referrer's phone,
 * and spent when they book again with only their email matching, or the other way round).
 */
export interface CreditAccountLookup {
  /** Account names, the customer's own phone's and email's first. */
  accountsOf(customer: QuoteCustomer): Promise<string[]>;
}

/** No code issued, no credit held: what a test without the referral records prices with. */
export const NO_REFERRALS: ReferralCodes = {
  ownerOf: async () => undefined,
  hasEarlierBooking: async () => false,
  creditCents: async () => 0,
  claimCredit: async () => true,
  releaseCredit: async () => undefined,
};
