import { TimeSlot } from '../../domain/bookings/booking-rules';
import { BookingQueries } from '../bookings/booking-queries';
import { BookingReferenceDrawer } from '../bookings/booking-references';
import { QuoteService } from '../bookings/quote-service';
import { ReferralCodes } from '../bookings/referral-codes';
import { SlotSchedule } from '../bookings/slot-schedule';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { PaymentGateway } from '../payments/payment-gateway';
import { ProjectionWaiter } from '../projections/projection';
import { HoldQuota } from './hold-quota';

/** The cap on one client's open checkouts and where it is kept. */
export interface CheckoutLimits {
  readonly holds: HoldQuota;
  /** Open checkouts allowed per client address, per email and per phone. */
  readonly holdsPerClient: number;
  /** One open checkout at a time counts on a customer's referral credit. */
  readonly credit: Pick<ReferralCodes, 'claimCredit' | 'releaseCredit'>;
}

/** The claim of a place held for a waitlisted person, when `token` is theirs and offered that slot now. */
export interface WaitlistOfferLookup {
  claimFor(token: string, date: string, time: TimeSlot, now: Date): Promise<string | undefined>;
}

/** What the checkout works with, each by name. */
export interface CheckoutPorts {
  readonly events: EventStore;
  readonly queries: BookingQueries;
  readonly settled: ProjectionWaiter;
  readonly quotes: QuoteService;
  readonly schedule: SlotSchedule;
  readonly gateway: PaymentGateway;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly limits: CheckoutLimits;
  /** The places held for waitlisted people, which a checkout with the person's link takes over. */
  readonly waitlistOffers: WaitlistOfferLookup;
  /** Where new bookings' references come from (drawBookingReference when left out). */
  readonly drawReference?: BookingReferenceDrawer;
}
