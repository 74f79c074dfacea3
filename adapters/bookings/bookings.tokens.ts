export const BOOKING_QUERIES = Symbol('BookingQueries');
/** Which referral codes may give credit; the referrals area provides the real lookup. */
export const REFERRAL_CODES = Symbol('ReferralCodes');
