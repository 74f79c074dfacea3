import { ReviewRequestStatus, ReviewRequestType } from '../../domain/reviews/review-requests';
import { ReminderStatus } from '../../domain/reminders/reminder-rules';
import { table } from '../ports/read-models';

/**
 * One trip's review request as staff read it (GET /api/review-requests): the review_requests
 * fields, then its follow-up and the hashes of its tracked links.
 */
export interface ReviewRequestRow {
  /** The id of the request's reminder. */
  id: string;
  bookingId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  requestType: ReviewRequestType;
  status: ReviewRequestStatus;
  scheduledFor: Date;
  sentAt: Date | null;
  completedAt: Date | null;
  reviewPlatform: string | null;
  reviewUrl: string | null;
  /** Always false: a review is never bought (Google's and Canada's rules on incentivised reviews). */
  incentiveOffered: boolean;
  /** Why it was cancelled, skipped or failed. */
  notes: string | null;
  createdAt: Date;
  /** The trip it is about. */
  tripDate: string;
  /** The follow-up a week later: its reminder's status and when it went, if it did. */
  followUpStatus: ReminderStatus | null;
  followUpScheduledFor: Date | null;
  followUpSentAt: Date | null;
  /** sha256 of the tokens of the request's and the follow-up's links. */
  linkTokenHash: string | null;
  followUpTokenHash: string | null;
}

export const reviewRequestsTable = table<ReviewRequestRow>('review_requests', ['bookingId']);

export type ReviewRequestView = Omit<ReviewRequestRow, 'linkTokenHash' | 'followUpTokenHash'>;
