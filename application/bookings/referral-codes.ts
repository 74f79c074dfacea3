/**
 * Whether a referral code may take 50 dollars off a booking (SPEC section 9). The code arrives as
 * text anyone can type, so only the referrals records can say it is real and still unused; pricing
 * never trusts the code itself.
 */
export interface ReferralCodes {
  isRedeemable(code: string): Promise<boolean>;
}
