import { describe, expect, test } from '@jest/globals';
import { formatInstant } from '../bookings/booking-format';
import {
  countText,
  creditMovementLabel,
  creditTotals,
  movementAmountText,
  NO_REFERRAL_CREDITS,
  NO_REFERRAL_REQUESTS,
  NO_REFERRALS,
  NO_REVIEW_REQUESTS,
  REFERRAL_REQUEST_STATUS_LABELS,
  REFERRAL_STATUS_LABELS,
  referralBadgeClass,
  referralCardClass,
  referralCreditText,
  referralDates,
  referralRequestStatusLabel,
  referralStatusLabel,
  requestBadgeClass,
  requestCardClass,
  REVIEW_REQUEST_FILTERS,
  REVIEW_REQUEST_STATUS_LABELS,
  reviewFollowUpText,
  reviewPlatformText,
  reviewRequestDates,
  reviewRequestFilterOf,
  reviewRequestsPath,
  reviewRequestStatusLabel,
  reviewRequestTypeLabel,
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

describe('review and referral requests', () => {
  const SCHEDULED = '2026-07-05T16:00:00.000Z';
  const SENT = '2026-07-05T16:01:00.000Z';
  const FOLLOWED = '2026-07-06T02:00:00.000Z';
  const FOLLOW_UP = '2026-07-12T16:00:00.000Z';

  test('every review request status has a label and its own colour class, in the order the filter offers them', () => {
    expect(REVIEW_REQUEST_STATUS_LABELS).toEqual({
      pending: 'Pending',
      sent: 'Sent',
      reminded: 'Reminded',
      completed: 'Completed',
      cancelled: 'Cancelled',
      skipped: 'Skipped',
      failed: 'Failed',
    });
    expect(REVIEW_REQUEST_FILTERS.map((option) => option.value)).toEqual([
      'all',
      'pending',
      'sent',
      'reminded',
      'completed',
      'cancelled',
      'skipped',
      'failed',
    ]);
    expect(REVIEW_REQUEST_FILTERS[0]).toEqual({ value: 'all', label: 'All' });
    expect(reviewRequestStatusLabel('reminded')).toBe('Reminded');
    expect(reviewRequestStatusLabel('mystery')).toBe('mystery');
    expect(requestCardClass('failed')).toBe('referral-request referral-request--failed');
    expect(requestBadgeClass('completed')).toBe('badge request-badge request-badge--completed');
  });

  test('the filter: a select value to a status (unknown → all) and the list it fetches', () => {
    expect(reviewRequestFilterOf('skipped')).toBe('skipped');
    expect(reviewRequestFilterOf('all')).toBe('all');
    expect(reviewRequestFilterOf('nope')).toBe('all');
    expect(reviewRequestsPath('all')).toBe('/api/review-requests');
    expect(reviewRequestsPath('failed')).toBe('/api/review-requests?status=failed');
  });

  test('channel, platform and the request dates in words', () => {
    expect(reviewRequestTypeLabel('sms')).toBe('By SMS');
    expect(reviewRequestTypeLabel('email')).toBe('By email');
    expect(reviewPlatformText('google')).toBe('Google');
    expect(reviewPlatformText(' ')).toBeNull();
    expect(reviewPlatformText(null)).toBeNull();
    expect(reviewRequestDates({ scheduledFor: SCHEDULED, sentAt: null, completedAt: null })).toEqual([
      { label: 'Scheduled for', value: formatInstant(SCHEDULED) },
    ]);
    expect(reviewRequestDates({ scheduledFor: SCHEDULED, sentAt: SENT, completedAt: FOLLOWED })).toEqual([
      { label: 'Scheduled for', value: formatInstant(SCHEDULED) },
      { label: 'Sent', value: formatInstant(SENT) },
      { label: 'Review link followed', value: formatInstant(FOLLOWED) },
    ]);
  });

  test('the follow-up: none, due, sent, or not sent after it was due', () => {
    expect(reviewFollowUpText({ followUpStatus: null, followUpScheduledFor: null, followUpSentAt: null })).toBe('None');
    expect(reviewFollowUpText({ followUpStatus: 'pending', followUpScheduledFor: FOLLOW_UP, followUpSentAt: null })).toBe(
      `Pending, due ${formatInstant(FOLLOW_UP)}`,
    );
    expect(reviewFollowUpText({ followUpStatus: 'sent', followUpScheduledFor: FOLLOW_UP, followUpSentAt: FOLLOW_UP })).toBe(
      `Sent, ${formatInstant(FOLLOW_UP)}`,
    );
    expect(reviewFollowUpText({ followUpStatus: 'cancelled', followUpScheduledFor: FOLLOW_UP, followUpSentAt: null })).toBe(
      `Cancelled, was due ${formatInstant(FOLLOW_UP)}`,
    );
    expect(reviewFollowUpText({ followUpStatus: 'skipped', followUpScheduledFor: null, followUpSentAt: null })).toBe('Skipped');
  });

  test('referral invitation statuses and the empty states', () => {
    expect(REFERRAL_REQUEST_STATUS_LABELS).toEqual({ sent: 'Sent', failed: 'Failed' });
    expect(referralRequestStatusLabel('failed')).toBe('Failed');
    expect(referralRequestStatusLabel('odd')).toBe('odd');
    // When they go out is the server's word (the templates' `sending`), shown above each list.
    expect(NO_REVIEW_REQUESTS).toBe('No review requests yet.');
    expect(NO_REFERRAL_REQUESTS).toBe('No referral invitations sent yet.');
  });
});
