import { TimeSlot } from '../bookings/booking-rules';
import { Actor } from '../shared/actor';
import { ReferralParty } from './referral-rules';

/** Time and actor come in with every command: `decide` never reads a clock. */
interface Issued {
  readonly actor: Actor;
  readonly at: string;
}

export interface RecordReferral extends Issued {
  readonly type: 'RecordReferral';
  readonly referralCode: string;
  readonly originalBookingId: string;
  readonly referrer: ReferralParty;
  readonly referredBookingId: string;
  readonly referee: ReferralParty;
  readonly tripDate: string;
  readonly tripTime: TimeSlot;
  readonly creditCents: number;
}

/**
 * The friend's trip is over: `tripEndsAt` is its end as the booking now says (it may have moved),
 * and `bookingConfirmed` whether the booking is still confirmed and unrefunded. `at` is now.
 */
export interface CompleteReferral extends Issued {
  readonly type: 'CompleteReferral';
  readonly tripEndsAt: string;
  readonly bookingConfirmed: boolean;
}

export interface RewardReferral extends Issued {
  readonly type: 'RewardReferral';
  readonly creditAccount: string;
}

export interface VoidReferral extends Issued {
  readonly type: 'VoidReferral';
  readonly reason: string;
}

export type ReferralCommand = RecordReferral | CompleteReferral | RewardReferral | VoidReferral;
