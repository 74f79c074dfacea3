import { ReferralCodes } from '../../application/bookings/referral-codes';

/**
 * Until the referral programme is built no code has been issued, so none is redeemable: a typed
 * code gives no credit (anyone could type anything into the field), and the quote tells the
 * visitor it was not recognised. The referrals area replaces this with a lookup of its records.
 */
export const unissuedReferralCodes: ReferralCodes = {
  isRedeemable: async () => false,
};
