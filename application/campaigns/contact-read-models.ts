import { ConsentSource } from '../../domain/campaigns/consent-rules';
import { table } from '../ports/read-models';

/**
 * One person the business may email, keyed by the lower-cased address: what the booking events
 * say of their consent (marketing-contacts.projection.ts). Unsubscribes are kept apart
 * (UnsubscribeStore): they are not events, and a rebuild of this table must never forget them.
 */
export interface MarketingContactRow {
  /** The address lower-cased and trimmed (consent-rules.ts, contactKeyOf). */
  emailKey: string;
  /** As the contact last typed it. */
  email: string;
  /** From the contact's latest booking. */
  name: string;
  /** The latest express consent (the booking form's box, or yes on the phone); null if never given. */
  expressConsentAt: Date | null;
  expressConsentSource: ConsentSource | null;
  /** The booking whose form carried that consent. */
  expressConsentBookingId: string | null;
  /** The latest confirmed booking (a purchase: paid online, or confirmed by the guide); implied consent runs two years from it. */
  lastPurchaseAt: Date | null;
  firstSeenAt: Date;
  updatedAt: Date;
}

/** Which contact each booking belongs to: the events after a booking's first carry no address. */
export interface MarketingContactBookingRow {
  bookingId: string;
  emailKey: string;
  /** When the booking was first confirmed; null until then. */
  purchasedAt: Date | null;
}

export const marketingContactsTable = table<MarketingContactRow>('marketing_contacts', ['emailKey']);
export const marketingContactBookingsTable = table<MarketingContactBookingRow>('marketing_contact_bookings', ['bookingId']);
