import { describe, expect, test } from '@jest/globals';
import {
  attemptFailed,
  failed,
  failedReport,
  historyFor,
  job,
  record,
  retryReport,
  sent,
  sentReport,
  spec,
} from '../../test/support/reminder-fixtures';

describe("recording the outbox's report", () => {
  test('sent (queued --deliver--> sent)', () => {
    spec
      .given(...historyFor.queued)
      .when(record(sentReport, sent.metadata.occurredAt))
      .then(sent);
    expect(spec.given(...historyFor.sent).state.status).toBe('sent');
  });

  test('only recorded, the channel not configured: sent with no provider id', () => {
    spec
      .given(...historyFor.queued)
      .when(record({ kind: 'sent', delivery: 'recorded', providerId: null, sentAt: '2026-06-14T19:00:05.000Z' }))
      .then({
        type: 'ReminderSent',
        data: { delivery: 'recorded', providerId: null, sentAt: '2026-06-14T19:00:05.000Z' },
        metadata: { actor: job, occurredAt: '2026-06-14T19:02:00.000Z' },
      });
  });

  test('sent after a retry (retrying --deliver--> sent)', () => {
    spec
      .given(...historyFor.retrying)
      .when(record(sentReport, sent.metadata.occurredAt))
      .then(sent);
  });

  test('an attempt failed (queued --attempt_fail--> retrying): retrying, with its attempts', () => {
    spec
      .given(...historyFor.queued)
      .when(record(retryReport(1), '2026-06-14T19:01:00.000Z'))
      .then({
        type: 'ReminderAttemptFailed',
        data: { reason: 'Twilio 503', attempts: 1, retryAt: '2026-06-14T19:10:00.000Z' },
        metadata: { actor: job, occurredAt: '2026-06-14T19:01:00.000Z' },
      });
    expect(spec.given(...historyFor.retrying).state).toMatchObject({ status: 'retrying', attempts: 1 });
  });

  test('another failed attempt (retrying --attempt_fail--> retrying) counts up', () => {
    spec
      .given(...historyFor.retrying)
      .when(record(retryReport(2)))
      .then({
        type: 'ReminderAttemptFailed',
        data: { reason: 'Twilio 503', attempts: 2, retryAt: '2026-06-14T19:10:00.000Z' },
        metadata: { actor: job, occurredAt: '2026-06-14T19:02:00.000Z' },
      });
    expect(spec.given(...historyFor.retrying, attemptFailed(2)).state).toMatchObject({ status: 'retrying', attempts: 2 });
  });

  test.each([1, 0])('the same or an older attempt count (%s after 1) was reported before: nothing', (attempts) => {
    spec
      .given(...historyFor.retrying)
      .when(record(retryReport(attempts)))
      .then();
  });

  test('an attempt count of 0 from a queued reminder is no failed attempt', () => {
    spec
      .given(...historyFor.queued)
      .when(record(retryReport(0)))
      .then();
  });

  test.each(['queued', 'retrying'] as const)('given up (%s --fail--> failed)', (status) => {
    spec
      .given(...historyFor[status])
      .when(record(failedReport, failed.metadata.occurredAt))
      .then(failed);
  });

  test('a failed reminder shows its attempts', () => {
    expect(spec.given(...historyFor.failed).state).toMatchObject({ status: 'failed', attempts: 5 });
  });

  test.each(['pending', 'sent', 'failed', 'cancelled', 'skipped'] as const)('a report about a %s reminder adds nothing', (status) => {
    for (const report of [sentReport, retryReport(9), failedReport]) {
      spec
        .given(...historyFor[status])
        .when(record(report))
        .then();
    }
  });
});
