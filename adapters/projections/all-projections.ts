import { slotClaimsProjection } from '../../application/availability/slot-claims.projection';
import { bookingHistoryProjection } from '../../application/bookings/booking-history.projection';
import { bookingListProjection } from '../../application/bookings/booking-list.projection';
import { marketingContactsProjection } from '../../application/campaigns/marketing-contacts.projection';
import { Projection } from '../../application/projections/projection';
import {
  creditAccountListProjection,
  creditMovementsProjection,
  referralCodeListProjection,
  referralListProjection,
} from '../../application/referrals/referral-projections';
import { referralRequestsProjection } from '../../application/referrals/referral-requests.projection';
import { reminderListProjection } from '../../application/reminders/reminder-list.projection';
import { reviewRequestsProjection } from '../../application/reviews/review-requests.projection';
import { waitlistEntriesProjection } from '../../application/waitlist/waitlist-entries.projection';
import { waiverListProjection } from '../../application/waivers/waiver-list.projection';

/**
 * Every read-model projection the app keeps up to date; each business area adds its own here.
 * Only rows that can be rebuilt from the log belong here: anything that acts on the world (a
 * message, a payment) is a process manager (all-process-managers.ts).
 */
export const allProjections: readonly Projection[] = [
  bookingListProjection,
  bookingHistoryProjection,
  slotClaimsProjection,
  waiverListProjection,
  reminderListProjection,
  marketingContactsProjection,
  referralCodeListProjection,
  referralListProjection,
  creditAccountListProjection,
  creditMovementsProjection,
  reviewRequestsProjection,
  referralRequestsProjection,
  waitlistEntriesProjection,
];
