import { reviewPlatformOf } from '../../domain/reviews/review-requests';
import { reminderStatusOf } from '../../domain/reminders/reminder';
import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asReminderEvent, reminderIdOf } from '../reminders/reminder-events';
import { afterTripOf } from '../reminders/reminder-ids';
import { ReviewRequestRow, reviewRequestsTable } from './review-request-read-models';

/** The trip's booking and which of its two messages an event is about, or undefined for any other reminder. */
function reviewMessageOf(recorded: RecordedEvent): { bookingId: string; followUp: boolean } | undefined {
  if (!asReminderEvent(recorded)) return undefined;
  const message = afterTripOf(reminderIdOf(recorded));
  if (!message || message.type === 'referral_request') return undefined;
  return { bookingId: message.bookingId, followUp: message.type === 'review_reminder' };
}

/**
 * The review requests (review_requests): one row per trip, from the reminders of its review
 * request and follow-up. A read model like any other: a rebuild sends nothing.
 */
export const reviewRequestsProjection = rowPerKey<ReviewRequestRow>({
  name: 'review_requests',
  table: reviewRequestsTable,
  key: 'bookingId',
  keyOf: (recorded) => reviewMessageOf(recorded)?.bookingId,
  evolve: evolveReviewRequestRow,
  createsRow: (recorded) => asReminderEvent(recorded)?.type === 'ReminderScheduled' && reviewMessageOf(recorded)?.followUp === false,
});

export function evolveReviewRequestRow(row: ReviewRequestRow | undefined, recorded: RecordedEvent): ReviewRequestRow | undefined {
  const event = asReminderEvent(recorded);
  const message = reviewMessageOf(recorded);
  if (!event || !message) return row;
  if (!message.followUp && event.type === 'ReminderScheduled') {
    const d = event.data;
    return {
      id: reminderIdOf(recorded),
      bookingId: message.bookingId,
      customerName: d.recipient.name,
      customerEmail: d.recipient.email ?? '',
      customerPhone: d.recipient.phone,
      requestType: d.recipient.phone.trim() ? 'sms' : 'email',
      status: 'pending',
      scheduledFor: new Date(d.scheduledFor),
      sentAt: null,
      completedAt: null,
      reviewPlatform: null,
      reviewUrl: null,
      incentiveOffered: false,
      notes: null,
      createdAt: new Date(event.metadata.occurredAt),
      tripDate: d.forDate,
      followUpStatus: null,
      followUpScheduledFor: null,
      followUpSentAt: null,
      linkTokenHash: null,
      followUpTokenHash: null,
    };
  }
  if (!row) return row;
  // Following either message's link answers the request.
  if (event.type === 'ReminderAnswered') {
    return {
      ...row,
      status: 'completed',
      completedAt: new Date(event.metadata.occurredAt),
      reviewUrl: event.data.reviewUrl,
      reviewPlatform: event.data.platform,
    };
  }
  return message.followUp ? evolveFollowUp(row, recorded) : evolveRequest(row, recorded);
}

function evolveRequest(row: ReviewRequestRow, recorded: RecordedEvent): ReviewRequestRow {
  const event = asReminderEvent(recorded)!;
  switch (event.type) {
    case 'ReminderMoved':
    case 'ReminderDeferred':
      return { ...row, scheduledFor: new Date(event.data.scheduledFor) };
    case 'ReminderQueued': {
      const reviewUrl = event.data.links?.reviewUrl ?? null;
      return {
        ...row,
        requestType: event.data.channels.includes('sms') ? 'sms' : 'email',
        reviewUrl,
        reviewPlatform: reviewUrl ? reviewPlatformOf(reviewUrl) : null,
        linkTokenHash: event.data.links?.linkTokenHash ?? null,
      };
    }
    case 'ReminderSent':
      return { ...row, status: row.status === 'pending' ? 'sent' : row.status, sentAt: new Date(event.data.sentAt) };
    case 'ReminderAttemptFailed':
      return { ...row, notes: event.data.reason };
    case 'ReminderFailed':
      return { ...row, status: 'failed', notes: event.data.reason };
    case 'ReminderCancelled':
      return { ...row, status: 'cancelled', notes: event.data.reason };
    case 'ReminderSkipped':
      return { ...row, status: 'skipped', notes: event.data.reason };
    default:
      return row;
  }
}

function evolveFollowUp(row: ReviewRequestRow, recorded: RecordedEvent): ReviewRequestRow {
  const event = asReminderEvent(recorded)!;
  switch (event.type) {
    case 'ReminderScheduled':
      return { ...row, followUpStatus: 'pending', followUpScheduledFor: new Date(event.data.scheduledFor) };
    case 'ReminderMoved':
    case 'ReminderDeferred':
      return { ...row, followUpScheduledFor: new Date(event.data.scheduledFor) };
    case 'ReminderQueued':
      return { ...row, followUpTokenHash: event.data.links?.linkTokenHash ?? null };
    case 'ReminderSent':
      return {
        ...row,
        status: row.status === 'sent' ? 'reminded' : row.status,
        followUpStatus: 'sent',
        followUpSentAt: new Date(event.data.sentAt),
      };
    case 'ReminderAttemptFailed':
      return { ...row, followUpStatus: reminderStatusOf('retrying') };
    case 'ReminderFailed':
      return { ...row, followUpStatus: 'failed' };
    case 'ReminderCancelled':
      return { ...row, followUpStatus: 'cancelled' };
    case 'ReminderSkipped':
      return { ...row, followUpStatus: 'skipped' };
    default:
      return row;
  }
}
