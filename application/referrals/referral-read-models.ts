import { TimeSlot } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { table } from '../ports/read-models';

export type ReferralStatus = 'pending' | 'completed' | 'rewarded' | 'voided';
export const REFERRAL_STATUSES: readonly ReferralStatus[] = ['pending', 'completed', 'rewarded', 'voided'];

/** One referral as staff read it: the referrals fields (who referred whom, which code and bookings), then what its life added. */
export interface ReferralRow {
  /** The friend's booking id: one referral per booking that used a code. */
  id: string;
  referrerPhone: string;
  referrerName: string;
  referrerEmail: string;
  refereePhone: string;
  refereeName: string;
  refereeEmail: string;
  referralCode: string;
  /** The paid booking that owns the code. */
  originalBookingId: string;
  referredBookingId: string;
  status: ReferralStatus;
  /** The referrer's credit in whole CAD (creditAmount, 50 by default). */
  creditAmount: number;
  createdAt: Date;
  completedAt: Date | null;
  rewardedAt: Date | null;
  voidedAt: Date | null;
  voidReason: string | null;
  /** The friend's trip (it follows a rescheduled booking). */
  tripDate: string;
  tripTime: TimeSlot;
  /** When the friend's trip ends: from then on the job completes it. */
  tripEndsAt: Date;
  /** The account the credit went to, once rewarded. */
  creditAccount: string | null;
  version: number;
}

/** A code and its owner: how a typed code is recognised, and a booking's code found. */
export interface ReferralCodeRow {
  code: string;
  bookingId: string;
  ownerName: string;
  ownerPhone: string;
  ownerEmail: string;
  issuedAt: Date;
}

/** A code with the trip of the booking that owns it, as its share page tells it (null: the booking is not listed). */
export interface ShareCodeRow extends ReferralCodeRow {
  trip: { date: string; time: TimeSlot } | null;
}

/** A customer's credit account: balance and totals. */
export interface CreditAccountRow {
  /** E.164 phone or lower-cased email. */
  account: string;
  holderName: string;
  holderPhone: string;
  holderEmail: string;
  balanceCents: number;
  grantedCents: number;
  spentCents: number;
  restoredCents: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

export type CreditMovementKind = 'granted' | 'spent' | 'restored';
export const CREDIT_MOVEMENT_KINDS: readonly CreditMovementKind[] = ['granted', 'spent', 'restored'];

/** One movement of an account, as it happened. */
export interface CreditMovementRow {
  account: string;
  /** The account stream's version of the event: the movements' order. */
  version: number;
  kind: CreditMovementKind;
  /** Always positive; `kind` says which way it went. */
  amountCents: number;
  /** The account's balance after it. */
  balanceAfterCents: number;
  referralId: string | null;
  bookingId: string | null;
  reason: string | null;
  actor: Actor;
  at: Date;
}

/**
 * An invitation to share a referral code after a trip (a referral request): written when the SMS
 * goes out, `sent` (its first status), or `failed` when the provider refused it for good.
 */
export interface ReferralRequestRow {
  bookingId: string;
  customerPhone: string;
  customerName: string;
  sentAt: Date;
  status: 'sent' | 'failed';
  referralCode: string;
  message: string;
  /** The provider's refusal, for a failed one. */
  failureReason: string | null;
}

export const referralRequestsTable = table<ReferralRequestRow>('referral_requests', ['bookingId']);

export const referralsTable = table<ReferralRow>('referrals', ['id']);
export const referralCodesTable = table<ReferralCodeRow>('referral_codes', ['code']);
export const creditAccountsTable = table<CreditAccountRow>('credit_accounts', ['account']);
export const creditMovementsTable = table<CreditMovementRow>('credit_movements', ['account', 'version']);

/** GET /api/referral-credits: an account with every movement, oldest first. */
export interface CreditAccountView extends Omit<CreditAccountRow, 'version'> {
  movements: Omit<CreditMovementRow, 'account'>[];
}
