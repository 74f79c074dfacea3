import {
  bookingDecider,
  BookingEvent,
  BookingLifecycleStatus,
  BookingNotFoundError,
  bookingStreamId,
  BookingStatusChanged,
  cancellationRefund,
  ChangeBookingStatus,
  ExistingBooking,
  PaymentRefundedError,
  refundableCents,
} from '../../domain/bookings/booking';
import { BookingStatus } from '../../domain/bookings/booking-rules';
import { RefundDecision } from '../../domain/bookings/refund-policy';
import { BOOKING_REMINDER_TYPES, BookingReminderType, planBookingReminders } from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { ContactEntries } from '../content/site-content-service';
import { NoticeKind, noticeMessages, noticeSettings, statusChangeNotice, tripOf } from '../messaging/booking-notices';
import { MessageTemplateReader } from '../messaging/message-template-service';
import { OutboxAudience, OutboxChannel } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { confirms } from '../reminders/reminder-planner';
import { ReminderQueries } from '../reminders/reminder-queries';
import { loadStream } from '../shared/stream-state';
import { StatusChangeOptions } from './booking-service';

/** A status change the admin is about to make: the PATCH's body. */
export interface StatusChangeRequest extends StatusChangeOptions {
  readonly to: BookingStatus;
  readonly reason?: string;
}

/** A message the change would send, as it would be written now. */
export interface PreviewMessage {
  audience: OutboxAudience;
  channel: OutboxChannel;
  recipient: string;
  kind: NoticeKind;
  /** An email's subject; null for an SMS. */
  subject: string | null;
  /** The text as it goes (an email's plain-text part). */
  body: string;
}

/** A customer message the change would not send, and why. */
export interface WithheldMessage {
  audience: OutboxAudience;
  channel: OutboxChannel;
  reason: string;
}

export interface PlannedReminderPreview {
  type: BookingReminderType;
  scheduledFor: Date;
  /** Why it would be kept on record and never sent (quiet hours last past the trip's start); null otherwise. */
  skipped: string | null;
}

export interface CancelledReminderPreview {
  id: string;
  type: BookingReminderType;
  scheduledFor: Date;
}

/** What a status change would do, before it is made: GET /api/bookings/{id}/status-change. */
export interface StatusChangePreview {
  bookingId: string;
  from: BookingLifecycleStatus;
  to: BookingStatus;
  /** Whether the PATCH with the same choices would be accepted now. */
  allowed: boolean;
  /** Why not: the PATCH's own refusal. */
  refusal: string | null;
  notify: boolean;
  /** What a confirmation records as still to pay (the payment went back; it needs paymentDue: true). */
  paymentDueCents: number | null;
  /** What of the online payments is still held, in cents. */
  heldCents: number;
  /** What a cancellation gives back by the policy; null when nothing paid online is left, or for no cancellation. */
  refund: RefundDecision | null;
  messages: PreviewMessage[];
  withheld: WithheldMessage[];
  reminders: { planned: PlannedReminderPreview[]; cancelled: CancelledReminderPreview[] };
}

export const WITHHELD_REASONS = {
  notNotified: 'The customer is not notified of this change',
  turnedOff: 'Turned off in SMS Communications > Automation',
} as const;

/** Where the preview shows a confirmation's manage link: the real one is made when the message is written. */
export const PREVIEW_MANAGE_LINK = "(the customer's private manage link)";
/** The same for the waiver page's link, which carries the booking's waiver reference. */
export const PREVIEW_WAIVER_LINK = "(the waiver page's link with the booking's reference)";

/** What the status change's preview works with, each by name. */
export interface StatusChangePreviewerDeps {
  readonly events: EventStore;
  readonly content: ContactEntries;
  /** The site's public origin, for the messages' links. */
  readonly siteOrigin: string;
  readonly templates: MessageTemplateReader;
  readonly reminders: ReminderQueries;
  readonly clock: Clock;
}

/**
 * Shows the admin what a status change would do before it is made: whether it is allowed, the
 * messages it sends (to whom, the very texts), the money that moves and the reminders it plans
 * or cancels. Each is worked out by what the change itself runs: the decider for the event it
 * would append, booking-notices.ts for its messages, the refund policy as the refunds process
 * applies it, the reminder planning of ReminderPlanningProcess. Nothing is written.
 */
export class StatusChangePreviewer {
  private readonly events: EventStore;
  private readonly content: ContactEntries;
  private readonly siteOrigin: string;
  private readonly templates: MessageTemplateReader;
  private readonly reminders: ReminderQueries;
  private readonly clock: Clock;

  constructor(deps: StatusChangePreviewerDeps) {
    ({
      events: this.events,
      content: this.content,
      siteOrigin: this.siteOrigin,
      templates: this.templates,
      reminders: this.reminders,
      clock: this.clock,
    } = deps);
  }

  async preview(bookingId: string, request: StatusChangeRequest, actor: Actor): Promise<StatusChangePreview> {
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    if (state.status === 'none') throw new BookingNotFoundError();
    const now = this.clock.now();
    const command: ChangeBookingStatus = {
      type: 'ChangeBookingStatus',
      to: request.to,
      reason: request.reason,
      weather: request.weather,
      notify: request.notify,
      paymentDue: request.paymentDue,
      actor,
      at: now.toISOString(),
    };
    const base = {
      bookingId,
      from: state.status,
      to: request.to,
      notify: request.notify !== false,
      heldCents: refundableCents(state),
    };
    let change: BookingStatusChanged;
    try {
      change = onlyChange(bookingDecider.decide(command, state));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return {
        ...base,
        allowed: false,
        refusal: error.message,
        paymentDueCents: error instanceof PaymentRefundedError ? error.dueCents : null,
        refund: null,
        messages: [],
        withheld: [],
        reminders: { planned: [], cancelled: [] },
      };
    }
    const after = bookingDecider.evolve(state, change) as ExistingBooking;
    const { messages, withheld } = await this.messagesOf(change, after);
    return {
      ...base,
      allowed: true,
      refusal: null,
      paymentDueCents: change.data.paymentDueCents ?? null,
      refund: change.data.to === 'cancelled' ? cancellationRefund(after, change) : null,
      messages,
      withheld,
      reminders: await this.remindersOf(change, after, now),
    };
  }

  private async messagesOf(
    change: BookingStatusChanged,
    booking: ExistingBooking,
  ): Promise<Pick<StatusChangePreview, 'messages' | 'withheld'>> {
    const plan = statusChangeNotice(change, booking);
    if (!plan) return { messages: [], withheld: [] };
    const settings = await noticeSettings(this.content, this.siteOrigin, this.templates);
    // A test booking's confirmation carries no manage link (NotificationsProcess.enqueue), nor one the customer is not sent.
    const withLink = plan.kind === 'booking-confirmed' && !booking.details.test && change.data.notify !== false;
    // Every confirmation links the waiver page with the booking's reference (NotificationsProcess).
    const trip = { ...tripOf(booking), ...(plan.kind === 'booking-confirmed' ? { waiverLink: PREVIEW_WAIVER_LINK } : {}) };
    const notice = plan.compose({ ...settings, trip, manageLink: withLink ? PREVIEW_MANAGE_LINK : undefined });
    const messages = noticeMessages(booking, notice, settings.guidePhone).map(({ audience, channel, recipient, subject, body }) => ({
      audience,
      channel,
      recipient,
      kind: plan.kind,
      subject,
      body,
    }));
    const reason = change.data.notify === false ? WITHHELD_REASONS.notNotified : WITHHELD_REASONS.turnedOff;
    const withheld = (['email', 'sms'] as const)
      .filter((channel) => !messages.some((m) => m.audience === 'customer' && m.channel === channel))
      .map((channel) => ({ audience: 'customer' as const, channel, reason }));
    return { messages, withheld };
  }

  /** As ReminderPlanningProcess answers the change: a confirmation plans the reminders still ahead, any other change cancels the pending ones. */
  private async remindersOf(change: BookingStatusChanged, booking: ExistingBooking, now: Date): Promise<StatusChangePreview['reminders']> {
    if (booking.details.test) return { planned: [], cancelled: [] };
    if (confirms(change)) {
      const planned = planBookingReminders(booking.details, now).map((p) => ({
        type: p.type,
        scheduledFor: p.scheduledFor,
        skipped: p.skipped ?? null,
      }));
      return { planned, cancelled: [] };
    }
    const pending = await this.reminders.pendingOfBooking(booking.bookingId);
    const cancelled = pending
      .filter((r): r is typeof r & { reminderType: BookingReminderType } =>
        (BOOKING_REMINDER_TYPES as readonly string[]).includes(r.reminderType),
      )
      .map((r) => ({ id: r.id, type: r.reminderType, scheduledFor: r.scheduledFor }));
    return { planned: [], cancelled };
  }
}

function onlyChange(events: BookingEvent[]): BookingStatusChanged {
  const [change] = events;
  if (events.length !== 1 || change?.type !== 'BookingStatusChanged') throw new Error('A status change decides one BookingStatusChanged');
  return change;
}
