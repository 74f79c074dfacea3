import type { ResponseOf, Schema } from '@shared-ui/api-types';

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
