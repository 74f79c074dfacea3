import { CreditAccountView, ReferralCodeRow, ReferralRequestRow, ReferralRow, ShareCodeRow } from './referral-read-models';

/** Reads of the referral read models (port; the adapter queries the database). */
export interface ReferralQueries {
  /** Every referral, the newest first. */
  list(): Promise<ReferralRow[]>;
  /** Pending referrals whose friend's trip has ended by `now`, and completed ones not yet rewarded. */
  due(now: Date, limit: number): Promise<ReferralRow[]>;
  /** An issued code's record. */
  code(code: string): Promise<ReferralCodeRow | undefined>;
  /** An issued code's record with the date and time of its booking's trip, for its share page. */
  shareCode(code: string): Promise<ShareCodeRow | undefined>;
  /** Every credit account with its movements, the latest changed first. */
  creditAccounts(): Promise<CreditAccountView[]>;
  /** The invitations to share a code sent after trips, the latest first. */
  requests(): Promise<ReferralRequestRow[]>;
}
