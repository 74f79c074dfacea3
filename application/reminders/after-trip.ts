import { createHash, randomBytes } from 'node:crypto';
import { ExistingBooking } from '../../domain/bookings/booking';
import { DispatchReminder, reminderDecider, ReminderRecipient, reminderStreamId } from '../../domain/reminders/reminder';
import { AFTER_TRIP_TEMPLATE_KEYS, afterTripMessage, ReminderContact } from './reminder-messages';
import {
  AFTER_TRIP_PLANNING_DAYS,
  AfterTripReminderType,
  planAfterTripReminders,
  REMINDER_MESSAGES,
  tripEndOf,
} from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { MessageTemplateTexts } from '../messaging/message-template-service';
import { EventStore, LogPosition, comparePositions } from '../ports/event-store';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { ReminderSettings } from './reminder-contact';
import { afterTripReminderId } from './reminder-ids';
import { ReminderBookings, ReminderQueries } from './reminder-queries';
import { ReminderRow } from './reminder-read-models';

const PLANNER: Actor = { kind: 'system', process: 'reminders' };
/** Finished trips looked at per run. */
const BATCH = 500;

/** The path of a review request's tracked link: `/review-link?t=TOKEN` answers with a redirect to the review site. */
export const REVIEW_LINK_PATH = '/review-link';

export function reviewLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What the messages after a trip need besides the reminders' own pieces. */
export interface AfterTripPorts {
  /** The site's public origin, for the links. */
  readonly siteOrigin: string;
  /** The booking's own referral code, issued now when it has none (a booking the guide confirmed by phone). */
  referralCodeOf(booking: ExistingBooking, at: string): Promise<string>;
  /** A fresh, unguessable token for a tracked link. */
  readonly newToken?: () => string;
}

/**
 * The messages after a trip (docs/product/reminders.md): once a confirmed trip has ended, its
 * review request (a day later), its invitation to share the referral code (a day after that) and
 * the review request's one follow-up (a week after it) are planned as reminders, so the reminder
 * job sends them like any other: in the outbox, out of quiet hours, once. Every trip is asked the
 * same; none of a cancelled, refunded (the invitation), moved, no-show or Test System booking, and
 * nothing by SMS to a number that replied STOP.
 */
export class AfterTripMessages {
  private readonly pipeline: CommandPipeline;
  private readonly newToken: () => string;

  constructor(
    private readonly events: EventStore,
    private readonly reminders: Pick<ReminderQueries, 'existingIds'>,
    private readonly bookings: Pick<ReminderBookings, 'confirmedBetween'>,
    private readonly ports: AfterTripPorts,
  ) {
    this.pipeline = new CommandPipeline(events);
    this.newToken = ports.newToken ?? (() => randomBytes(18).toString('base64url'));
  }

  /**
   * Plans the messages of every confirmed trip that has ended in the last week and has none yet.
   * Their ids name the booking and type, so a second server, or a run repeated after a crash,
   * finds them there.
   */
  async plan(now: Date, contact: ReminderContact): Promise<LogPosition | undefined> {
    const today = calendarDateOf(now);
    const rows = await this.bookings.confirmedBetween(addDays(today, -AFTER_TRIP_PLANNING_DAYS), today, BATCH);
    const ended = rows.filter((r) => tripEndOf(r).getTime() <= now.getTime());
    const known = await this.reminders.existingIds(ended.map((r) => afterTripReminderId('review_request', r.id)));
    let last: LogPosition | undefined;
    for (const row of ended) {
      if (known.has(afterTripReminderId('review_request', row.id))) continue;
      for (const plan of planAfterTripReminders(row, now)) {
        const id = afterTripReminderId(plan.type, row.id);
        const result = await this.pipeline.executeOnNewStream(reminderDecider, reminderStreamId(id), {
          type: 'ScheduleReminder',
          reminderId: id,
          reminderType: plan.type,
          bookingId: row.id,
          forDate: row.date,
          tripTime: row.time,
          scheduledFor: plan.scheduledFor.toISOString(),
          notAfter: plan.notAfter.toISOString(),
          recipient: { name: row.name, phone: row.phone, email: row.email || null },
          message: afterTripMessage(plan.type, row, contact, PREVIEW_LINKS).text,
          ...(plan.skipped ? { skipped: plan.skipped } : {}),
          actor: PLANNER,
          at: now.toISOString(),
        });
        if (result.position && (!last || comparePositions(result.position, last) > 0)) last = result.position;
      }
    }
    return last;
  }

  /** The text a message after this trip would have now, its links shown as where they go (the job writes them when it goes). */
  preview(
    type: AfterTripReminderType,
    trip: Parameters<typeof afterTripMessage>[1],
    contact: ReminderContact,
    texts: MessageTemplateTexts,
  ): string {
    return afterTripMessage(type, trip, contact, PREVIEW_LINKS, texts[AFTER_TRIP_TEMPLATE_KEYS[type]].body).text;
  }

  /**
   * The job's command for a due message after `booking`'s trip: queued with its text and links as
   * of now, or skipped with why it must not go (the aggregate records the reason).
   */
  async dispatch(
    row: ReminderRow,
    type: AfterTripReminderType,
    booking: ExistingBooking,
    context: { settings: ReminderSettings; texts: MessageTemplateTexts; textable: boolean; now: Date; actor: Actor },
  ): Promise<DispatchReminder> {
    const { settings, texts, textable, now, actor } = context;
    const d = booking.details;
    const at = now.toISOString();
    const recipientOf = (phone: string, email: string | null): ReminderRecipient => ({ name: d.name, phone, email });
    const command = (recipient: ReminderRecipient, links: { text: string; subject: string }, extra: Partial<DispatchReminder> = {}) =>
      ({ type: 'DispatchReminder', recipient, message: links.text, subject: links.subject, actor, at, ...extra }) as DispatchReminder;
    const template = texts[AFTER_TRIP_TEMPLATE_KEYS[type]].body;
    // The Automation switch of customer reminders covers every automatic message to customers.
    if (!settings.customerReminders)
      return command(
        recipientOf(d.phone, d.email || null),
        { text: row.message, subject: '' },
        { skip: REMINDER_MESSAGES.customerRemindersOff },
      );
    // A party that did not come is not asked to review nor share a trip it never had (domain/bookings/no-show.ts).
    if (booking.noShow)
      return command(recipientOf(d.phone, d.email || null), { text: row.message, subject: '' }, { skip: REMINDER_MESSAGES.noShow });

    if (type === 'referral_request') {
      const recipient = recipientOf(textable ? d.phone : '', null);
      // An SMS only: a number that replied STOP is not asked by other means.
      if (!textable) return command(recipient, { text: row.message, subject: '' }, { skip: REMINDER_MESSAGES.optedOutOfTexts });
      if (booking.refundedCents > 0)
        return command(recipient, { text: row.message, subject: '' }, { skip: REMINDER_MESSAGES.bookingRefunded });
      const code = await this.ports.referralCodeOf(booking, at);
      const shareLink = `${this.ports.siteOrigin}/share?ref=${encodeURIComponent(code)}`;
      const message = afterTripMessage(type, d, settings.contact, { code, shareLink }, template);
      return command(recipient, message, { links: { referralCode: code } });
    }

    // The review request and its follow-up: one message, by SMS where the customer takes texts, else by email.
    const recipient = textable && d.phone.trim() ? recipientOf(d.phone, null) : recipientOf('', d.email || null);
    const leaveUrl = settings.reviewLeaveUrl;
    if (!leaveUrl) return command(recipient, { text: row.message, subject: '' }, { skip: REMINDER_MESSAGES.noReviewLink });
    if (type === 'review_reminder') {
      const { state: request } = await loadStream(
        this.events,
        reminderDecider,
        reminderStreamId(afterTripReminderId('review_request', booking.bookingId)),
      );
      const skip =
        request.status === 'none' || request.status === 'cancelled' || request.status === 'skipped' || request.status === 'failed'
          ? REMINDER_MESSAGES.reviewRequestNotSent
          : request.answeredAt !== null
            ? REMINDER_MESSAGES.reviewLinkFollowed
            : undefined;
      if (skip) return command(recipient, { text: row.message, subject: '' }, { skip });
    }
    const token = this.newToken();
    const reviewLink = `${this.ports.siteOrigin}${REVIEW_LINK_PATH}?t=${token}`;
    const message = afterTripMessage(type, d, settings.contact, { reviewLink }, template);
    return command(recipient, message, { links: { reviewUrl: leaveUrl, linkTokenHash: reviewLinkTokenHash(token) } });
  }
}

/** The text as planned shows where its links go; the job writes it again, with them, when it goes. */
const PREVIEW_LINKS = { reviewLink: '(review link)', code: '(code)', shareLink: '(share link)' };
