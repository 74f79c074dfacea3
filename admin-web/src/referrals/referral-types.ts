import type { ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A referral as `GET /api/referrals` lists it: one per booking that used a code, the newest first. */
export type ReferralRow = Schema<'ReferralRowDto'>;

export type ReferralStatus = ReferralRow['status'];

/** A customer's referral credit account as `GET /api/referral-credits` lists it, with every movement. */
export type CreditAccount = Schema<'CreditAccountDto'>;

/** One movement of an account: granted, spent or given back (restored), oldest first. */
export type CreditMovement = Schema<'CreditMovementDto'>;

export type CreditMovementKind = CreditMovement['kind'];

export type ReferralList = ResponseOf<'/api/referrals', 'get'>;
export type CreditAccountList = ResponseOf<'/api/referral-credits', 'get'>;

/** A review request as `GET /api/review-requests` lists it: one per completed trip, the newest first. */
export type ReviewRequest = Schema<'ReviewRequestDto'>;

export type ReviewRequestStatus = ReviewRequest['status'];

export type ReviewFollowUpStatus = NonNullable<ReviewRequest['followUpStatus']>;

/** An invitation to share the referral code, as `GET /api/referral-requests` lists it, the newest first. */
export type ReferralRequest = Schema<'ReferralRequestDto'>;

export type ReferralRequestStatus = ReferralRequest['status'];

export type ReviewRequestList = ResponseOf<'/api/review-requests', 'get'>;
export type ReferralRequestList = ResponseOf<'/api/referral-requests', 'get'>;
