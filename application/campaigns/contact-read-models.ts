import { ConsentSource } from '../../domain/campaigns/consent-rules';
import { table } from '../ports/read-models';

/**
 * One person the business may email, keyed by the lower-cased address: what the booking events
 * say of their consent (marketing-contacts.projection.ts). Unsubscribes and confirmed opt-ins are
 * kept apart (UnsubscribeStore, OptInStore): they are not events, and a rebuild of this table must
 * never forget them.
 */
export interface MarketingContactRow {
  /** The address lower-cased and trimmed (consent-rules.ts, contactKeyOf). */
  emailKey: string;
  /** As the contact last typed it. */
  email: string;
  /** From the contact's latest paid (or confirmed) booking, or the guide's latest booking: never from an unpaid checkout. */
  name: string;
  /** The latest express consent a booking gave (the box on a paid booking, or yes on the phone); null if never given. */
  expressConsentAt: Date | null;
  expressConsentSource: ConsentSource | null;
  /** The booking whose form carried that consent. */
  expressConsentBookingId: string | null;
  /** The latest confirmed booking (a purchase: paid online, or confirmed by the guide); implied consent runs two years from it. */
  lastPurchaseAt: Date | null;
  firstSeenAt: Date;
  updatedAt: Date;
}

/**
 * Every booking with what its first event said (the events after it carry no address): whose it
 * is, and what it counts for once it counts (booking-consent.ts). An unpaid checkout's row is
 * all that is kept of it here: it is nobody's contact.
 */
export interface MarketingContactBookingRow {
  bookingId: string;
  emailKey: string;
  /** As typed on the booking. */
  email: string;
  name: string;
  /** The box ticked (or yes on the phone). */
  marketingConsent: boolean;
  /** Recorded by the guide, signed in (a phone booking): it counts at once. */
  byGuide: boolean;
  /** When the booking was first confirmed; null until then. */
  purchasedAt: Date | null;
}

export const marketingContactsTable = table<MarketingContactRow>('marketing_contacts', ['emailKey']);
export const marketingContactBookingsTable = table<MarketingContactBookingRow>('marketing_contact_bookings', ['bookingId']);
