import { unknownEvent } from '../shared/decider';
import { TimeSlot } from '../bookings/booking-rules';
import { ReferralEvent } from './referral-events';
import { ReferralMachineState } from './referral-machine';
import { ReferralParty } from './referral-rules';

/** One variant per machine state (referral-machine.ts): `none` before it is recorded. */
export type ReferralState = { readonly status: 'none' } | ExistingReferral;

export type ExistingReferral = PendingReferral | CompletedReferral | RewardedReferral | VoidedReferral;

/** What the referral recorded when the referred booking was made: it never changes after. */
interface ReferralRecord {
  readonly referralId: string;
  readonly referralCode: string;
  readonly originalBookingId: string;
  readonly referrer: ReferralParty;
  readonly referredBookingId: string;
  readonly referee: ReferralParty;
  readonly tripDate: string;
  readonly tripTime: TimeSlot;
  readonly creditCents: number;
  readonly createdAt: string;
}

/** The referred trip has not ended yet. */
export interface PendingReferral extends ReferralRecord {
  readonly status: 'pending';
}

/** The referred trip ended: the referrer's credit is due. */
export interface CompletedReferral extends ReferralRecord {
  readonly status: 'completed';
  readonly completedAt: string;
}

/** The credit went to the referrer's account. */
export interface RewardedReferral extends ReferralRecord {
  readonly status: 'rewarded';
  /** Absent only when history rewarded it without recording its completion first. */
  readonly completedAt?: string;
  readonly rewardedAt: string;
  readonly creditAccount: string;
}

/** Set aside (the referred booking was cancelled, or the guide voided it), with when and why. */
export interface VoidedReferral extends ReferralRecord {
  readonly status: 'voided';
  readonly completedAt?: string;
  readonly voidedAt: string;
  readonly voidReason: string;
}

/** A variant for every state of referral-machine.ts, and none that is not one of them. */
export const oneVariantPerMachineState: Exclude<ReferralMachineState, 'none'> extends ExistingReferral['status']
  ? ExistingReferral['status'] extends Exclude<ReferralMachineState, 'none'>
    ? true
    : never
  : never = true;

export const initialReferralState = (): ReferralState => ({ status: 'none' });

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveReferral(state: ReferralState, event: ReferralEvent): ReferralState {
  if (event.type === 'ReferralRecorded') {
    const d = event.data;
    return {
      status: 'pending',
      referralId: d.referralId,
      referralCode: d.referralCode,
      originalBookingId: d.originalBookingId,
      referrer: d.referrer,
      referredBookingId: d.referredBookingId,
      referee: d.referee,
      tripDate: d.tripDate,
      tripTime: d.tripTime,
      creditCents: d.creditCents,
      createdAt: event.metadata.occurredAt,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ReferralCompleted':
      return { ...recordOf(state), status: 'completed', completedAt: event.metadata.occurredAt };
    case 'ReferralRewarded':
      return {
        ...recordOf(state),
        ...completionOf(state),
        status: 'rewarded',
        rewardedAt: event.metadata.occurredAt,
        creditAccount: event.data.creditAccount,
      };
    case 'ReferralVoided':
      return {
        ...recordOf(state),
        ...completionOf(state),
        status: 'voided',
        voidedAt: event.metadata.occurredAt,
        voidReason: event.data.reason,
      };
    default:
      return unknownEvent(event, state);
  }
}

/** The facts recorded with the referral, without what its status added. */
function recordOf(state: ExistingReferral): ReferralRecord {
  const { referralId, referralCode, originalBookingId, referrer, referredBookingId, referee, tripDate, tripTime, creditCents, createdAt } =
    state;
  return { referralId, referralCode, originalBookingId, referrer, referredBookingId, referee, tripDate, tripTime, creditCents, createdAt };
}

/** When the referred trip ended, once it did. */
function completionOf(state: ExistingReferral): { completedAt?: string } {
  return state.status === 'pending' || state.completedAt === undefined ? {} : { completedAt: state.completedAt };
}
