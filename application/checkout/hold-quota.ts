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
  /**
   * Records the hold and answers null, or answers which of the client's keys is already at `cap`.
   * The client address counts first; the email and phone caps refuse only a client address that
   * already has an open hold (or an unknown one), so that holds made with someone's email or phone
   * never lock that person out. `replacing` is a hold this one takes over (the place held for a
   * waitlisted person, by its claim key): it does not count against its successor. Claiming the
   * same `bookingId` again answers null.
   */
  claim(hold: {
    bookingId: string;
    client: CheckoutClient;
    expiresAt: Date;
    now: Date;
    cap: number;
    replacing?: string;
  }): Promise<QuotaKey | null>;
  /** A checkout that failed before its booking was written, or a waitlist offer that ended, gives its place back. */
  drop(bookingId: string): Promise<void>;
  /** Forgets holds that ended before `before`. */
  purge(before: Date): Promise<number>;
}
