import { formatCad } from '@browser-kit/format/money-format';
import { formatInstant } from '../bookings/booking-format';
import type {
  CreditAccount,
  CreditMovement,
  CreditMovementKind,
  ReferralRequestStatus,
  ReferralRow,
  ReferralStatus,
  ReviewFollowUpStatus,
  ReviewRequest,
  ReviewRequestStatus,
} from './referral-types';

export const NO_REFERRALS = 'No referrals yet. Every paid booking gets a code to share; referrals appear when a friend books with one.';
export const NO_REFERRAL_CREDITS = 'No referral credits yet.';

export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  rewarded: 'Rewarded',
  voided: 'Voided',
};

export function referralStatusLabel(status: string): string {
  return REFERRAL_STATUS_LABELS[status as ReferralStatus] ?? status;
}

/** The colour of a status: the card's modifier (its edge) and the badge's (referrals.css). */
export function referralCardClass(status: string): string {
  return `referral referral--${status}`;
}

export function referralBadgeClass(status: string): string {
  return `badge referral-badge referral-badge--${status}`;
}

export const CREDIT_MOVEMENT_LABELS: Record<CreditMovementKind, string> = {
  granted: 'Granted',
  spent: 'Spent',
  restored: 'Given back',
};

export function creditMovementLabel(kind: string): string {
  return CREDIT_MOVEMENT_LABELS[kind as CreditMovementKind] ?? kind;
}

/** The referrer's credit, which the server counts in whole CAD: 50 → '$50.00'. */
export function referralCreditText(creditAmount: number): string {
  return formatCad(creditAmount * 100);
}

/**
 * The referral's history in words, oldest first: when the friend booked, their trip took place,
 * the referrer was credited, or it was voided (and why).
 */
export function referralDates(
  row: Pick<ReferralRow, 'createdAt' | 'completedAt' | 'rewardedAt' | 'voidedAt' | 'voidReason'>,
): { label: string; value: string }[] {
  const lines = [{ label: 'Referred', value: formatInstant(row.createdAt) }];
  if (row.completedAt) lines.push({ label: 'Trip completed', value: formatInstant(row.completedAt) });
  if (row.rewardedAt) lines.push({ label: 'Credit granted', value: formatInstant(row.rewardedAt) });
  if (row.voidedAt) lines.push({ label: 'Voided', value: formatInstant(row.voidedAt) });
  if (row.voidedAt || row.voidReason) lines.push({ label: 'Void reason', value: row.voidReason ?? 'no reason recorded' });
  return lines;
}

/** A movement's amount with its direction: '+$50.00' granted or given back, '−$50.00' spent. */
export function movementAmountText(movement: Pick<CreditMovement, 'kind' | 'amountCents'>): string {
  return `${movement.kind === 'spent' ? '−' : '+'}${formatCad(movement.amountCents)}`;
}

/** '2 referrals', '1 credit account'. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** An account's totals line: granted, spent and, when any, given back. */
export function creditTotals(
  account: Pick<CreditAccount, 'grantedCents' | 'spentCents' | 'restoredCents'>,
): { label: string; value: string }[] {
  const totals = [
    { label: 'Granted', value: formatCad(account.grantedCents) },
    { label: 'Spent', value: formatCad(account.spentCents) },
  ];
  if (account.restoredCents > 0) totals.push({ label: 'Given back', value: formatCad(account.restoredCents) });
  return totals;
}

/* ---- Review requests and referral requests ------------------------------------------------- */

// When these go out is the server's word, shown above each list (messaging/TemplateSendingNote.tsx).
export const NO_REVIEW_REQUESTS = 'No review requests yet.';
export const NO_REFERRAL_REQUESTS = 'No referral invitations sent yet.';

export const REVIEW_REQUEST_STATUS_LABELS: Record<ReviewRequestStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  reminded: 'Reminded',
  completed: 'Completed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** The statuses in the order the filter offers them. */
export const REVIEW_REQUEST_STATUSES = Object.keys(REVIEW_REQUEST_STATUS_LABELS) as ReviewRequestStatus[];

/** What the review-request list shows: every status, or one. */
export type ReviewRequestFilter = 'all' | ReviewRequestStatus;

/** The filter's options: All, then each status. */
export const REVIEW_REQUEST_FILTERS: { value: ReviewRequestFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...REVIEW_REQUEST_STATUSES.map((status) => ({ value: status, label: REVIEW_REQUEST_STATUS_LABELS[status] })),
];

/** A select's value as a filter; anything unknown shows every status. */
export function reviewRequestFilterOf(value: string): ReviewRequestFilter {
  return (REVIEW_REQUEST_STATUSES as string[]).includes(value) ? (value as ReviewRequestStatus) : 'all';
}

/** `GET /api/review-requests`, with `?status=` for one status. */
export function reviewRequestsPath(filter: ReviewRequestFilter): string {
  return filter === 'all' ? '/api/review-requests' : `/api/review-requests?status=${encodeURIComponent(filter)}`;
}

export function reviewRequestStatusLabel(status: string): string {
  return REVIEW_REQUEST_STATUS_LABELS[status as ReviewRequestStatus] ?? status;
}

/** The colour of a request's status (referrals.css): its card's edge and its badge. */
export function requestCardClass(status: string): string {
  return `referral-request referral-request--${status}`;
}

export function requestBadgeClass(status: string): string {
  return `badge request-badge request-badge--${status}`;
}

export const REVIEW_REQUEST_TYPE_LABELS: Record<ReviewRequest['requestType'], string> = {
  sms: 'By SMS',
  email: 'By email',
};

export function reviewRequestTypeLabel(type: string): string {
  return REVIEW_REQUEST_TYPE_LABELS[type as ReviewRequest['requestType']] ?? type;
}

export const REVIEW_FOLLOW_UP_LABELS: Record<ReviewFollowUpStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
};

/**
 * The one reminder a week later, in words: 'Sent Jun 11, 2026, 10:00 a.m.', 'Pending, due ...', or
 * 'None' when the request has no follow-up.
 */
export function reviewFollowUpText(row: Pick<ReviewRequest, 'followUpStatus' | 'followUpScheduledFor' | 'followUpSentAt'>): string {
  if (!row.followUpStatus) return 'None';
  const label = REVIEW_FOLLOW_UP_LABELS[row.followUpStatus] ?? row.followUpStatus;
  if (row.followUpSentAt) return `${label}, ${formatInstant(row.followUpSentAt)}`;
  if (row.followUpScheduledFor)
    return `${label}, ${row.followUpStatus === 'pending' ? 'due' : 'was due'} ${formatInstant(row.followUpScheduledFor)}`;
  return label;
}

/** A request's history, oldest first: when it is or was due, sent, and the review link followed. */
export function reviewRequestDates(
  row: Pick<ReviewRequest, 'scheduledFor' | 'sentAt' | 'completedAt'>,
): { label: string; value: string }[] {
  const lines = [{ label: 'Scheduled for', value: formatInstant(row.scheduledFor) }];
  if (row.sentAt) lines.push({ label: 'Sent', value: formatInstant(row.sentAt) });
  if (row.completedAt) lines.push({ label: 'Review link followed', value: formatInstant(row.completedAt) });
  return lines;
}

/** `google` → `Google`; none recorded → null. */
export function reviewPlatformText(platform: string | null): string | null {
  const name = platform?.trim();
  if (!name) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const REFERRAL_REQUEST_STATUS_LABELS: Record<ReferralRequestStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
};

export function referralRequestStatusLabel(status: string): string {
  return REFERRAL_REQUEST_STATUS_LABELS[status as ReferralRequestStatus] ?? status;
}
