import { TimeSlot } from '../bookings/booking-rules';
import { DomainEvent } from '../shared/decider';
import { ReferralParty } from './referral-rules';

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/**
 * A friend paid a booking with a code and had its 50 off: the code's owner (referrer) is due a
 * credit once the friend's trip has taken place. One referral per friend's booking.
 */
export type ReferralRecorded = DomainEvent<
  'ReferralRecorded',
  {
    referralId: string;
    referralCode: string;
    /** The paid booking that owns the code. */
    originalBookingId: string;
    referrer: ReferralParty;
    /** The friend's booking that used it. */
    referredBookingId: string;
    referee: ReferralParty;
    /** YYYY-MM-DD and slot of the friend's trip, when it was recorded. */
    tripDate: string;
    tripTime: TimeSlot;
    /** The referrer's credit once the trip has taken place, in cents. */
    creditCents: number;
  }
>;

/** The friend's trip has taken place (its end passed with the booking confirmed and not refunded). */
export type ReferralCompleted = DomainEvent<'ReferralCompleted', { tripEndedAt: string }>;

/** The referrer's credit is on their account (`creditAccount` names it). */
export type ReferralRewarded = DomainEvent<'ReferralRewarded', { creditAccount: string; creditCents: number }>;

/** The friend's booking was cancelled or refunded before its trip: no credit is due. */
export type ReferralVoided = DomainEvent<'ReferralVoided', { reason: string }>;

export type ReferralEvent = ReferralRecorded | ReferralCompleted | ReferralRewarded | ReferralVoided;

export const REFERRAL_EVENT_TYPES: ReadonlySet<string> = new Set<ReferralEvent['type']>([
  'ReferralRecorded',
  'ReferralCompleted',
  'ReferralRewarded',
  'ReferralVoided',
]);
