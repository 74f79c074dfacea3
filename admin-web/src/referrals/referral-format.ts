import { formatCad } from '@shared-ui/money-format';
import { formatInstant } from '../bookings/booking-format';
import type { CreditAccount, CreditMovement, CreditMovementKind, ReferralRow, ReferralStatus } from './referral-types';

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
