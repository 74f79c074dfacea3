/**
 * How many messages the public can make the site send, per hour (port; the adapter counts in the
 * database, so that every server and every parallel request meet the same count). A stranger may
 * type any address into a public form: without these limits the site would mail or text whoever
 * they chose, as often as they liked, in the business's name.
 */
export interface SendLimits {
  /** Messages one client address may cause in an hour (an IPv6 address counts by its /64). */
  readonly perAddress: number;
  /** Messages one recipient (an email or a phone, as matched) may be sent in an hour. */
  readonly perRecipient: number;
  /** Messages of this kind the whole site sends in an hour. */
  readonly total: number;
}

/** Which limit a request met, when it met one. */
export type SendLimitReached = 'address' | 'recipient' | 'total';

export interface SendRequest {
  /** What is sent: each kind has its own counts ('waitlist', 'waiver-copy'...). */
  readonly kind: string;
  /** The client's network address; null when unknown (then only the other limits apply). */
  readonly address: string | null;
  /** The address or phone as matched: lower-cased email, or digits of a phone. */
  readonly recipient: string;
  readonly now: Date;
  readonly limits: SendLimits;
}

export interface SendQuota {
  /**
   * Counts one message and answers null, or answers the limit it would pass (and counts nothing):
   * a refused request never uses up anyone's allowance.
   */
  admit(request: SendRequest): Promise<SendLimitReached | null>;
  /** Forgets what was counted before `before` (it no longer counts). */
  purge(before: Date): Promise<number>;
}

/** The hour every limit is counted over. */
export const SEND_WINDOW_MS = 3_600_000;
