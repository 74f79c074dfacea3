import { reminderDecider, reminderStreamId } from '../../domain/reminders/reminder';
import { REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { reviewPlatformOf, ReviewRequestStatus } from '../../domain/reviews/review-requests';
import { Actor } from '../../domain/shared/actor';
import { ContactEntries } from '../content/site-content-service';
import { Clock } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { reviewLinkTokenHash } from '../reminders/after-trip';
import { reminderSettings } from '../reminders/reminder-contact';
import { afterTripReminderId } from '../reminders/reminder-ids';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { ReviewRequestRow, ReviewRequestView } from './review-request-read-models';

/** Reads of the review requests read model (port; the adapter queries the database). */
export interface ReviewRequestQueries {
  /** The latest trips first; only those of one status when given. */
  list(status?: ReviewRequestStatus): Promise<ReviewRequestView[]>;
  /** The request whose message (the request or its follow-up) carried the link of this token hash. */
  byLinkTokenHash(hash: string): Promise<ReviewRequestRow | undefined>;
}

// The customer, through the link of their message.
const CUSTOMER: Actor = { kind: 'visitor' };
/** Where a link leads when no review site is set: the reviews on the landing page. */
export const REVIEWS_ON_SITE = '/#reviews';
/** The tokens the site issues: 24 base64url characters. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The review requests (docs/product/reminders.md): the staff's list, and the tracked link of every
 * request. A customer who follows it goes straight to the review site (no rating asked first: that
 * would filter who reviews), and the request is recorded as completed, which stops its follow-up.
 */
export class ReviewRequestService {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly queries: ReviewRequestQueries,
    private readonly content: ContactEntries,
    private readonly clock: Clock,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  list(status?: ReviewRequestStatus): Promise<ReviewRequestView[]> {
    return this.queries.list(status);
  }

  /**
   * Where the link of `token` leads: the review site as set now. A known token's request is
   * answered (once; a second visit changes nothing) and its pending follow-up cancelled; an unknown
   * or malformed one still leads there, and records nothing.
   */
  async followLink(token: unknown): Promise<string> {
    const { reviewLeaveUrl } = await reminderSettings(this.content);
    const row =
      typeof token === 'string' && TOKEN_SHAPE.test(token) ? await this.queries.byLinkTokenHash(reviewLinkTokenHash(token)) : undefined;
    const target = reviewLeaveUrl ?? row?.reviewUrl ?? null;
    if (!row || !target) return target ?? REVIEWS_ON_SITE;
    const at = this.clock.now().toISOString();
    await this.pipeline.execute(reminderDecider, reminderStreamId(row.id), {
      type: 'AnswerReminder',
      reviewUrl: target,
      platform: reviewPlatformOf(target),
      actor: CUSTOMER,
      at,
    });
    const followUp = reminderStreamId(afterTripReminderId('review_reminder', row.bookingId));
    const { state } = await loadStream(this.events, reminderDecider, followUp);
    if (state.status === 'pending') {
      await this.pipeline.execute(reminderDecider, followUp, {
        type: 'CancelReminder',
        reason: REMINDER_MESSAGES.reviewLinkFollowed,
        actor: CUSTOMER,
        at,
      });
    }
    return target;
  }
}
