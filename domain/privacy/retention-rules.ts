/**
 * How long the site keeps personal information that has served its purpose, before the retention
 * jobs delete it. One set of periods, from the server's configuration: the jobs delete by it and
 * the privacy policy states it, so the two cannot disagree.
 */
export interface RetentionPeriods {
  /** Chat conversations, counted from their last message. */
  readonly chatDays: number;
  /** Emails and text messages sent, and texts received, counted from when they were written or arrived. */
  readonly messageDays: number;
  /** The admin area's sign-in log (who tried to sign in, from which address, and how it went). */
  readonly signInLogDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = { chatDays: 90, messageDays: 365, signInLogDays: 90 };

/**
 * The shortest periods allowed: a message is kept while its delivery may still be retried and its
 * reminder still reads it, a sign-in while the throttle still counts it.
 */
export const RETENTION_MINIMUM_DAYS: RetentionPeriods = { chatDays: 1, messageDays: 30, signInLogDays: 1 };

const DAY_MS = 86_400_000;

/** The instant before which a record kept for `days` is deleted. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** '90 days', '1 day'. */
export function retentionText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
