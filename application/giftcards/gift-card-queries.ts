import { GiftCardRevenue, GiftCardView } from './gift-card-read-models';

/** Reads of the gift card read models (port; the adapter queries the database). */
export interface GiftCardQueries {
  /** Every card with its history, the newest first. */
  list(): Promise<GiftCardView[]>;
  /**
   * Gift-card money from `from` (inclusive) to `to` (exclusive): the cards sold (issued) and the
   * amounts redeemed on bookings and given back, for the admin's reports.
   */
  revenue(from: Date, to: Date): Promise<GiftCardRevenue>;
  /** The payments of cards ordered since `since` whose payment was never reported. */
  unreportedSince(since: Date): Promise<{ id: string; paymentIntentId: string }[]>;
  /**
   * Redemptions made from `since` to `before` for a booking that was never written (the server
   * stopped between taking the card's part and holding the booking), not given back yet.
   */
  strandedRedemptions(since: Date, before: Date): Promise<{ giftCardId: string; bookingId: string }[]>;
}
