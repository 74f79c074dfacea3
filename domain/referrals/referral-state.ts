import { unknownEvent } from '../shared/decider';
import { TimeSlot } from '../bookings/booking-rules';
import { ReferralEvent } from './referral-events';
import { ReferralMachineState } from './referral-machine';
import { ReferralParty } from './referral-rules';

/** One variant per machine state (referral-machine.ts): `none` before it is recorded. */
export type ReferralState = { readonly status: 'none' } | ExistingReferral;

export interface ExistingReferral {
  readonly status: Exclude<ReferralMachineState, 'none'>;
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
  readonly completedAt?: string;
  readonly rewardedAt?: string;
  readonly creditAccount?: string;
  readonly voidedAt?: string;
  readonly voidReason?: string;
}

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
      return { ...state, status: 'completed', completedAt: event.metadata.occurredAt };
    case 'ReferralRewarded':
      return { ...state, status: 'rewarded', rewardedAt: event.metadata.occurredAt, creditAccount: event.data.creditAccount };
    case 'ReferralVoided':
      return { ...state, status: 'voided', voidedAt: event.metadata.occurredAt, voidReason: event.data.reason };
    default:
      return unknownEvent(event, state);
  }
}
