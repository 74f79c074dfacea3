/** Who is starting a checkout, as far as the cap on open holds can tell them apart. */
export interface CheckoutClient {
  /** The client's network address (an IPv6 address by its /64), or null when unknown. */
  readonly address: string | null;
  readonly email: string;
  readonly phone: string;
}

export type QuotaKey = 'address' | 'email' | 'phone';

/**
 * Open checkouts per client (port; the adapter decides atomically in the database, so that
 * parallel requests of one client queue for the same count). A checkout counts while its hold
 * runs and its booking is still waiting for the payment.
 */
export interface HoldQuota {
  /** Records the hold and answers null, or answers which of the client's keys is already at `cap`. */
  claim(hold: { bookingId: string; client: CheckoutClient; expiresAt: Date; now: Date; cap: number }): Promise<QuotaKey | null>;
  /** A checkout that failed before its booking was written gives its place back. */
  drop(bookingId: string): Promise<void>;
  /** Forgets holds that ended before `before`. */
  purge(before: Date): Promise<number>;
}
