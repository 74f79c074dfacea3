import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import {
  dailySummaryText,
  formatReminderTime,
  PROCESS_FAILED,
  REMINDER_STATUS_LABELS,
  reminderBadgeClass,
  reminderCardClass,
  reminderFailureToast,
  reminderListPath,
  reminderOutcome,
  reminderRowsOf,
  reminderStatusLabel,
  reminderTripText,
  reminderTypeLabel,
  runCountsText,
  SUMMARY_FAILED,
} from './reminder-format';
import type { ReminderRow } from './reminder-types';

const row: ReminderRow = {
  id: '0b9c5f2e-6a1d-5c3b-9e8f-7a6b5c4d3e2f',
  bookingId: '6f1c2f0e-7d5a-4c1e-9a34-2b1b8d1e0a11',
  reminderType: 'customer_24h',
  scheduledFor: '2026-12-04T19:00:00.000Z',
  status: 'pending',
  recipientPhone: '(780) 555-0199',
  recipientName: 'Dana Whitford',
  recipientEmail: 'dana@example.com',
  message: 'Hi Dana, a reminder of your trip tomorrow at 1:00 PM.',
  sentAt: null,
  failureReason: null,
  createdAt: '2026-11-30T18:00:00.000Z',
  forDate: '2026-12-05',
  tripTime: 'afternoon',
  notAfter: '2026-12-05T19:00:00.000Z',
  queuedAt: null,
  delivery: null,
  providerId: null,
  attempts: 0,
  retryAt: null,
  reason: null,
  version: 1,
};

describe('reminder labels', () => {
  test('each type reads as who gets it and when', () => {
    expect(reminderTypeLabel('customer_48h')).toBe('Customer, 48 hours before');
    expect(reminderTypeLabel('customer_24h')).toBe('Customer, 24 hours before');
    expect(reminderTypeLabel('customer_day_of')).toBe('Customer, on the day (2 hours before)');
    expect(reminderTypeLabel('guide_trip_reminder')).toBe('Guide, 1 hour before the trip');
    expect(reminderTypeLabel('guide_daily_summary')).toBe("Guide, daily summary of the next day's trips");
    expect(reminderTypeLabel('review_request')).toBe('Customer, review request a day after the trip');
    expect(reminderTypeLabel('referral_request')).toBe('Customer, referral invitation two days after the trip');
    expect(reminderTypeLabel('review_reminder')).toBe('Customer, review request follow-up a week later');
    // A type the app does not know yet is shown as the server names it.
    expect(reminderTypeLabel('customer_1h')).toBe('customer_1h');
  });

  test('each status has its label and its own colour class', () => {
    expect(Object.keys(REMINDER_STATUS_LABELS)).toEqual(['pending', 'sent', 'failed', 'cancelled', 'skipped']);
    expect(reminderStatusLabel('failed')).toBe('Failed');
    expect(reminderStatusLabel('odd')).toBe('odd');
    expect(reminderCardClass('sent')).toBe('reminder reminder--sent');
    expect(reminderBadgeClass('skipped')).toBe('badge reminder-badge reminder-badge--skipped');
  });

  test("times are on the lake's clock; the trip is its date and slot, a summary's its day", () => {
    // 19:00 UTC is 1 p.m. on the lake (UTC-6 from November 2026).
    expect(formatReminderTime('2026-12-04T19:00:00.000Z')).toMatch(/Dec 4, 2026.*1:00/);
    expect(reminderTripText(row)).toBe('Sat, Dec 5, 2026, Afternoon, 1:00–5:00 PM');
    expect(reminderTripText({ ...row, reminderType: 'guide_daily_summary', tripTime: null })).toBe('Sat, Dec 5, 2026');
  });
});

describe('what became of a reminder', () => {
  test('sent: when, and that it was only recorded when SMS is not configured', () => {
    const sent = { ...row, status: 'sent' as const, sentAt: '2026-12-04T19:00:30.000Z', delivery: 'sent' as const };
    expect(reminderOutcome(sent)).toEqual([`Sent ${formatReminderTime(sent.sentAt)}`]);
    expect(reminderOutcome({ ...sent, delivery: 'recorded' })).toEqual([
      `Sent ${formatReminderTime(sent.sentAt)} (recorded only: SMS not configured)`,
    ]);
  });

  test('failed: the reason, the attempts and when it is tried again', () => {
    const failed = { ...row, status: 'failed' as const, failureReason: 'The number is not a valid phone number', attempts: 1 };
    expect(reminderOutcome(failed)).toEqual(['Failed: The number is not a valid phone number']);
    const retryAt = '2026-12-04T19:05:00.000Z';
    expect(reminderOutcome({ ...failed, attempts: 2, retryAt })).toEqual([
      `Failed after 2 attempts: The number is not a valid phone number; retrying at ${formatReminderTime(retryAt)}`,
    ]);
    expect(reminderOutcome({ ...failed, failureReason: null })).toEqual(['Failed: no reason given']);
  });

  test('cancelled and skipped: why; pending: why it waits, and when it was handed over', () => {
    expect(reminderOutcome({ ...row, status: 'cancelled', reason: 'The booking was cancelled' })).toEqual([
      'Cancelled: The booking was cancelled',
    ]);
    expect(reminderOutcome({ ...row, status: 'skipped', reason: 'The trip had already started when it was due' })).toEqual([
      'Skipped: The trip had already started when it was due',
    ]);
    expect(reminderOutcome({ ...row, status: 'skipped' })).toEqual(['Skipped: no reason recorded']);
    expect(reminderOutcome(row)).toEqual([]);
    expect(reminderOutcome({ ...row, reason: 'Quiet hours (21:00-08:00)' })).toEqual(['Held back: Quiet hours (21:00-08:00)']);
    const queuedAt = '2026-12-04T19:00:01.000Z';
    expect(reminderOutcome({ ...row, queuedAt })).toEqual([`Handed to the outbox ${formatReminderTime(queuedAt)}`]);
  });
});

describe('the toasts', () => {
  test("'Reminders Processed' counts sent, skipped and failed, and the held and queued ones only when there are any", () => {
    expect(runCountsText({ sent: 2, skipped: 1, failed: 0, deferred: 0, queued: 0 })).toBe('2 sent, 1 skipped, 0 failed');
    expect(runCountsText({ sent: 0, skipped: 0, failed: 1, deferred: 1, queued: 0 })).toBe(
      '0 sent, 0 skipped, 1 failed, 1 held for quiet hours',
    );
    expect(runCountsText({ sent: 0, skipped: 0, failed: 0, deferred: 0, queued: 1 })).toBe(
      '0 sent, 0 skipped, 0 failed, 1 still on its way',
    );
    expect(runCountsText({ sent: 1, skipped: 0, failed: 0, deferred: 3, queued: 2 })).toBe(
      '1 sent, 0 skipped, 0 failed, 3 held for quiet hours, 2 still on their way',
    );
  });

  test("'Daily Summary Sent' names the guide from the answer", () => {
    expect(dailySummaryText({ recipientName: 'Dale Kowalchuk' })).toBe('Daily schedule summary has been sent to Dale Kowalchuk');
  });

  test("a failure shows the server's message when it gave one, else the fixed text", () => {
    const refused = new ApiError(
      502,
      JSON.stringify({ message: 'The daily summary could not be sent: The number is not valid' }),
      'Bad Gateway',
    );
    expect(reminderFailureToast(SUMMARY_FAILED, refused)).toEqual({
      title: 'Error',
      description: 'The daily summary could not be sent: The number is not valid',
      variant: 'destructive',
    });
    expect(reminderFailureToast(PROCESS_FAILED, new ApiError(500, '', 'Internal Server Error'))).toEqual({
      title: 'Error',
      description: 'Failed to process reminders.',
      variant: 'destructive',
    });
    expect(reminderFailureToast(SUMMARY_FAILED, new TypeError('Failed to fetch')).description).toBe('Failed to send daily summary.');
  });
});

describe('paging All Reminders', () => {
  test('the next page is asked for from its offset', () => {
    expect(reminderListPath(0)).toBe('/api/scheduled-reminders');
    expect(reminderListPath(100)).toBe('/api/scheduled-reminders?offset=100');
  });

  test('a row that came on two pages (the offsets shifted) is shown once', () => {
    const second = { ...row, id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' };
    expect(reminderRowsOf([{ rows: [row, second] }, { rows: [second] }]).map((r) => r.id)).toEqual([row.id, second.id]);
    expect(reminderRowsOf(undefined)).toEqual([]);
  });
});
