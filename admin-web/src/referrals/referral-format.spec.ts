import { describe, expect, test } from '@jest/globals';
import { formatInstant } from '../bookings/booking-format';
import {
  countText,
  creditMovementLabel,
  creditTotals,
  movementAmountText,
  NO_REFERRAL_CREDITS,
  NO_REFERRALS,
  REFERRAL_STATUS_LABELS,
  referralBadgeClass,
  referralCardClass,
  referralCreditText,
  referralDates,
  referralStatusLabel,
} from './referral-format';

const CREATED = '2026-11-20T18:30:00.000Z';
const COMPLETED = '2026-12-05T23:00:00.000Z';
const REWARDED = '2026-12-06T08:00:00.000Z';

describe('referral-format', () => {
  test('every status has a label and its own colour class; an unknown one is shown as given', () => {
    expect(REFERRAL_STATUS_LABELS).toEqual({ pending: 'Pending', completed: 'Completed', rewarded: 'Rewarded', voided: 'Voided' });
    expect(referralStatusLabel('rewarded')).toBe('Rewarded');
    expect(referralStatusLabel('mystery')).toBe('mystery');
    expect(referralCardClass('voided')).toBe('referral referral--voided');
    expect(referralBadgeClass('pending')).toBe('badge referral-badge referral-badge--pending');
  });

  test('a pending referral shows only when it was made', () => {
    expect(referralDates({ createdAt: CREATED, completedAt: null, rewardedAt: null, voidedAt: null, voidReason: null })).toEqual([
      { label: 'Referred', value: formatInstant(CREATED) },
    ]);
  });

  test('a rewarded referral shows its trip and its credit, in order', () => {
    expect(
      referralDates({ createdAt: CREATED, completedAt: COMPLETED, rewardedAt: REWARDED, voidedAt: null, voidReason: null }).map(
        (line) => line.label,
      ),
    ).toEqual(['Referred', 'Trip completed', 'Credit granted']);
  });

  test('a voided referral shows when and why, or that no reason was recorded', () => {
    expect(
      referralDates({ createdAt: CREATED, completedAt: null, rewardedAt: null, voidedAt: COMPLETED, voidReason: 'Booking cancelled' }),
    ).toEqual([
      { label: 'Referred', value: formatInstant(CREATED) },
      { label: 'Voided', value: formatInstant(COMPLETED) },
      { label: 'Void reason', value: 'Booking cancelled' },
    ]);
    expect(
      referralDates({ createdAt: CREATED, completedAt: null, rewardedAt: null, voidedAt: COMPLETED, voidReason: null }).at(-1),
    ).toEqual({
      label: 'Void reason',
      value: 'no reason recorded',
    });
  });

  test('money in CAD: the referral credit in whole dollars, movements in cents with their direction', () => {
    expect(referralCreditText(50)).toBe('$50.00');
    expect(movementAmountText({ kind: 'granted', amountCents: 5_000 })).toBe('+$50.00');
    expect(movementAmountText({ kind: 'restored', amountCents: 2_550 })).toBe('+$25.50');
    expect(movementAmountText({ kind: 'spent', amountCents: 5_000 })).toBe('−$50.00');
    expect(creditMovementLabel('restored')).toBe('Given back');
    expect(creditMovementLabel('spent')).toBe('Spent');
    expect(creditMovementLabel('other')).toBe('other');
  });

  test("an account's totals: granted and spent, and given back only when there is some", () => {
    expect(creditTotals({ grantedCents: 10_000, spentCents: 5_000, restoredCents: 0 })).toEqual([
      { label: 'Granted', value: '$100.00' },
      { label: 'Spent', value: '$50.00' },
    ]);
    expect(creditTotals({ grantedCents: 5_000, spentCents: 5_000, restoredCents: 5_000 }).at(-1)).toEqual({
      label: 'Given back',
      value: '$50.00',
    });
  });

  test('counts and empty states', () => {
    expect(countText(1, 'referral', 'referrals')).toBe('1 referral');
    expect(countText(3, 'referral', 'referrals')).toBe('3 referrals');
    expect(NO_REFERRALS).toBe('No referrals yet. Every paid booking gets a code to share; referrals appear when a friend books with one.');
    expect(NO_REFERRAL_CREDITS).toBe('No referral credits yet.');
  });
});
