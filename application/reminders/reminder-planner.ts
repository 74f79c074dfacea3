import { bookingDecider, BookingEvent, BookingState, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { ReminderCommand, reminderDecider, reminderStreamId } from '../../domain/reminders/reminder';
import { bookingReminderMessage, REMINDER_TEMPLATE_KEYS } from './reminder-messages';
import {
  BOOKING_REMINDER_TYPES,
  BookingReminderType,
  planBookingReminders,
  REMINDER_MESSAGES,
} from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { fold } from '../../domain/shared/decider';
import { ContactEntries } from '../content/site-content-service';
import { DEFAULT_TEMPLATES, MessageTemplateReader, MessageTemplateTexts } from '../messaging/message-template-service';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended } from '../process-managers/process-manager';
import { CommandPipeline, CommandResult, onNewStream } from '../shared/command-pipeline';
import { domainEventOf } from '../shared/event-envelope';
import { loadStream } from '../shared/stream-state';
import { reminderSettings, ReminderSettings } from './reminder-contact';
import { bookingReminderId } from './reminder-ids';

const PLANNER: Actor = { kind: 'system', process: 'reminder_planning' };

/** A booking as of one of its events, with the versions at which its reminders were planned. */
export interface BookingPlanningHistory {
  readonly booking: BookingState;
  /** Versions of the events that confirmed the booking or moved its trip, oldest first. */
  readonly planningVersions: readonly number[];
  readonly version: number;
}

/**
 * Plans, moves and cancels a booking's reminders. Every reminder's id names the booking, its type
 * and the version of the event it was planned for (a confirmation, a move), so every step is a
 * repeatable command: the process manager after a crash, and the start-up sweep, arrive at the
 * same streams and find them done.
 */
export class ReminderPlanner {
  private readonly pipeline: CommandPipeline;

  /** `templates`: the admin's texts of the customer reminders (their defaults when left out). */
  constructor(
    private readonly events: EventStore,
    private readonly content: ContactEntries,
    private readonly templates: MessageTemplateReader = DEFAULT_TEMPLATES,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  /** The booking's stream up to `toVersion` (or all of it). */
  async history(bookingId: string, toVersion?: number): Promise<BookingPlanningHistory> {
    const recorded = await this.events.readStream(bookingStreamId(bookingId), toVersion !== undefined ? { toVersion } : {});
    const events = recorded.map((e) => domainEventOf<BookingEvent>(e));
    return { booking: fold(bookingDecider, events), planningVersions: planningVersionsOf(recorded), version: recorded.length };
  }

  /** The booking was confirmed (or re-confirmed) by its event of `version`: its reminders that are still ahead. */
  async planFor(booking: ExistingBooking, version: number, now: Date): Promise<Appended | void> {
    const settings = await this.settings();
    // Each reminder is a stream of its own, new for this confirmation: all are started together.
    const commands = planBookingReminders(booking.details, now).map((plan) => {
      const id = bookingReminderId(booking.bookingId, plan.type, version);
      return onNewStream(reminderDecider, reminderStreamId(id), this.schedule(id, booking, plan.type, plan, settings, now));
    });
    return appendedBy(await this.pipeline.executeOnNewStreams(commands));
  }

  /** The booking stopped being confirmed (cancelled, or set back to pending): its pending reminders are cancelled. */
  async cancelFor(bookingId: string, earlierVersions: readonly number[], reason: string, now: Date): Promise<Appended | void> {
    const results: Written[] = [];
    for (const type of BOOKING_REMINDER_TYPES) {
      for (const version of earlierVersions) {
        const id = bookingReminderId(bookingId, type, version);
        results.push(await this.onReminder(id, { type: 'CancelReminder', reason, actor: PLANNER, at: now.toISOString() }));
      }
    }
    return appendedBy(results);
  }

  /**
   * The trip moved (event of `version`): each pending reminder goes to its moment for the new trip,
   * or is cancelled when the new trip leaves it no moment; a type with no pending reminder (sent
   * for the old date, or not possible then) is planned afresh when the new trip allows it.
   */
  async moveFor(booking: ExistingBooking, earlierVersions: readonly number[], version: number, now: Date): Promise<Appended | void> {
    const settings = await this.settings();
    const plans = new Map(planBookingReminders(booking.details, now).map((p) => [p.type, p]));
    const results: Written[] = [];
    const at = now.toISOString();
    for (const type of BOOKING_REMINDER_TYPES) {
      const pendingId = await this.pendingReminder(booking.bookingId, type, earlierVersions);
      const plan = plans.get(type);
      if (pendingId && plan && !plan.skipped) {
        const { forDate, tripTime, message } = this.schedule(pendingId, booking, type, plan, settings, now);
        results.push(
          await this.onReminder(pendingId, {
            type: 'MoveReminder',
            forDate,
            tripTime,
            message,
            scheduledFor: plan.scheduledFor.toISOString(),
            notAfter: plan.notAfter.toISOString(),
            actor: PLANNER,
            at,
          }),
        );
      } else if (pendingId) {
        const reason = plan?.skipped ?? REMINDER_MESSAGES.bookingMoved;
        results.push(await this.onReminder(pendingId, { type: 'CancelReminder', reason, actor: PLANNER, at }));
      } else if (plan) {
        const id = bookingReminderId(booking.bookingId, type, version);
        results.push(
          await this.pipeline.executeOnNewStream(
            reminderDecider,
            reminderStreamId(id),
            this.schedule(id, booking, type, plan, settings, now),
          ),
        );
      }
    }
    return appendedBy(results);
  }

  /** The site content's settings and the message templates, as of now. */
  private async settings(): Promise<PlanningSettings> {
    const [settings, texts] = await Promise.all([reminderSettings(this.content), this.templates.messageTemplates()]);
    return { ...settings, texts };
  }

  /** The newest of the booking's reminders of `type` that is still pending (not yet queued). */
  private async pendingReminder(bookingId: string, type: BookingReminderType, versions: readonly number[]): Promise<string | undefined> {
    for (const version of [...versions].reverse()) {
      const id = bookingReminderId(bookingId, type, version);
      const { state } = await loadStream(this.events, reminderDecider, reminderStreamId(id));
      if (state.status === 'pending') return id;
    }
    return undefined;
  }

  private schedule(
    reminderId: string,
    booking: ExistingBooking,
    type: BookingReminderType,
    plan: { scheduledFor: Date; notAfter: Date; skipped?: string },
    settings: PlanningSettings,
    now: Date,
  ): Extract<ReminderCommand, { type: 'ScheduleReminder' }> {
    const d = booking.details;
    const recipient = type === 'guide_trip_reminder' ? settings.guide : { name: d.name, phone: d.phone, email: d.email || null };
    // The text as it would go now; the job writes it again from the templates of the day it goes.
    const preview = bookingReminderMessage(
      type,
      {
        name: d.name,
        package: d.package,
        date: d.date,
        time: d.time,
        people: d.people,
        kidsCount: d.kidsCount,
        phone: d.phone,
        missingWaivers: d.people,
      },
      settings.contact,
      type === 'guide_trip_reminder' ? undefined : settings.texts[REMINDER_TEMPLATE_KEYS[type]].body,
    );
    return {
      type: 'ScheduleReminder',
      reminderId,
      reminderType: type,
      bookingId: booking.bookingId,
      forDate: d.date,
      tripTime: d.time,
      scheduledFor: plan.scheduledFor.toISOString(),
      notAfter: plan.notAfter.toISOString(),
      recipient,
      message: preview.text,
      ...(plan.skipped ? { skipped: plan.skipped } : {}),
      actor: PLANNER,
      at: now.toISOString(),
    };
  }

  private async onReminder(reminderId: string, command: ReminderCommand): Promise<Written> {
    const { state } = await loadStream(this.events, reminderDecider, reminderStreamId(reminderId));
    // Never planned (that confirmation's reminders were all past, say): nothing to change.
    if (state.status === 'none') return { events: [] };
    return this.pipeline.execute(reminderDecider, reminderStreamId(reminderId), command);
  }
}

/** Versions of the events that confirmed a booking or moved its trip (each planned a set of reminders). */
export function planningVersionsOf(recorded: readonly RecordedEvent[]): number[] {
  const versions: number[] = [];
  recorded.forEach((e, i) => {
    const event = domainEventOf<BookingEvent>(e);
    if (confirms(event) || event.type === 'BookingRescheduled') versions.push(i + 1);
  });
  return versions;
}

export function confirms(event: BookingEvent): boolean {
  return event.type === 'BookingPaid' || (event.type === 'BookingStatusChanged' && event.data.to === 'confirmed');
}

interface PlanningSettings extends ReminderSettings {
  readonly texts: MessageTemplateTexts;
}

type Written = Pick<CommandResult<{ type: string }, unknown>, 'events' | 'position'>;

function appendedBy(results: readonly Written[]): Appended | void {
  const written = results.filter((r) => r.position);
  if (written.length === 0) return;
  const last = written.at(-1)!;
  return { position: last.position!, types: [...new Set(written.flatMap((r) => r.events.map((e) => e.type)))] };
}
