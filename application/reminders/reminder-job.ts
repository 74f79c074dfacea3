import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { toE164 } from '../../domain/messaging/phone-numbers';
import {
  DeliveryReport,
  ReminderCommand,
  reminderDecider,
  ReminderEvent,
  ReminderRecipient,
  reminderStreamId,
} from '../../domain/reminders/reminder';
import { dailySummaryMessage, liveBookingReminder } from './reminder-messages';
import { dailySummaryDue, isAfterTripReminder, isCustomerReminder, REMINDER_MESSAGES } from '../../domain/reminders/reminder-rules';
import { Actor } from '../../domain/shared/actor';
import { addDays, calendarDateOf, instantOnLake } from '../../domain/shared/calendar';
import { ContactEntries } from '../content/site-content-service';
import { MessageTemplateReader, MessageTemplateTexts } from '../messaging/message-template-service';
import { OutboxMessage, OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { EventStore, LogPosition, comparePositions } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { AfterTripMessages } from './after-trip';
import { reminderSettings, ReminderSettings } from './reminder-contact';
import { dailySummaryId, manualSummaryId } from './reminder-ids';
import { reminderMessageKey } from './reminder-messages.process';
import { ReminderPlanner } from './reminder-planner';
import { ReminderBookings, ReminderQueries } from './reminder-queries';
import { DailySummaryReceipt, ReminderRow, ReminderRunCounts } from './reminder-read-models';

const JOB: Actor = { kind: 'system', process: 'reminders' };
/** Reminders handled per round; a round repeats while it finds that many. */
const BATCH = 100;
/** A booking confirmed this recently is left to the planning process (the sweep would race it). */
const SWEEP_SETTLE_MS = 10 * 60_000;

/** Sends due messages now (the outbox dispatcher). */
export interface DispatchNow {
  dispatchDue(): Promise<unknown>;
}

/** Numbers that replied STOP: their customer's reminders go by email only. */
export interface PhoneOptOuts {
  isOptedOut(phone: string): Promise<boolean>;
}

/** What the reminder job works with, each by name. */
export interface ReminderJobPorts {
  readonly events: EventStore;
  readonly reminders: ReminderQueries;
  readonly bookings: ReminderBookings;
  readonly content: ContactEntries;
  readonly outbox: OutboxStore;
  readonly dispatcher: DispatchNow;
  readonly planner: ReminderPlanner;
  readonly settled: ProjectionWaiter;
  readonly clock: Clock;
  /** The admin's texts of the customer reminders (DEFAULT_TEMPLATES for the defaults). */
  readonly templates: MessageTemplateReader;
  readonly optOuts: PhoneOptOuts;
  /** The messages after a trip (review and referral requests); null turns them off. */
  readonly afterTrip: AfterTripMessages | null;
}

/**
 * The reminder job: every minute (and when the admin asks) it plans the guide's daily summary when
 * its hour has come, queues every due reminder in the outbox (or holds it for quiet hours, or skips
 * it when too late), and records what the outbox made of those it queued before. It reads only
 * persisted records, so a restart loses nothing, and its one write per reminder is an append at
 * the version it read: with two servers running it, one queues and the other finds it done.
 */
export class ReminderJob {
  private readonly pipeline: CommandPipeline;

  private readonly events: EventStore;
  private readonly reminders: ReminderQueries;
  private readonly bookings: ReminderBookings;
  private readonly content: ContactEntries;
  private readonly outbox: OutboxStore;
  private readonly dispatcher: DispatchNow;
  private readonly planner: ReminderPlanner;
  private readonly settled: ProjectionWaiter;
  private readonly clock: Clock;
  private readonly templates: MessageTemplateReader;
  private readonly optOuts: PhoneOptOuts;
  private readonly afterTrip: AfterTripMessages | null;

  constructor(ports: ReminderJobPorts) {
    ({
      events: this.events,
      reminders: this.reminders,
      bookings: this.bookings,
      content: this.content,
      outbox: this.outbox,
      dispatcher: this.dispatcher,
      planner: this.planner,
      settled: this.settled,
      clock: this.clock,
      templates: this.templates,
      optOuts: this.optOuts,
      afterTrip: this.afterTrip,
    } = ports);
    this.pipeline = new CommandPipeline(this.events);
  }

  /**
   * One run. `sendNow` has the outbox send what this run queued before answering (the admin's
   * button); the minute's run leaves that to the dispatcher's own timer.
   */
  async run(options: { sendNow?: boolean; actor?: Actor } = {}): Promise<ReminderRunCounts> {
    const actor = options.actor ?? JOB;
    const [settings, texts] = await Promise.all([reminderSettings(this.content), this.templates.messageTemplates()]);
    await this.planDailySummary(settings);
    await this.planAfterTrips(settings);
    const counts: ReminderRunCounts = { sent: 0, skipped: 0, failed: 0, deferred: 0, queued: 0 };
    const queued: string[] = [];
    let last: LogPosition | undefined;
    for (;;) {
      const now = this.clock.now();
      const due = await this.reminders.due(now, BATCH);
      for (const row of due) {
        const result = await this.dispatch(row, settings, texts, now, actor);
        if (result.position && (!last || comparePositions(result.position, last) > 0)) last = result.position;
        for (const event of result.events) {
          if (event.type === 'ReminderSkipped' || event.type === 'ReminderCancelled') counts.skipped++;
          else if (event.type === 'ReminderDeferred') counts.deferred++;
          else if (event.type === 'ReminderQueued') queued.push(row.id);
        }
      }
      // The rows change as they are handled; the next round sees only what is still due.
      if (last) await this.settled.waitFor(last, undefined, ['ReminderQueued', 'ReminderSkipped', 'ReminderDeferred', 'ReminderCancelled']);
      if (due.length < BATCH) break;
    }
    // Sends what this run queued, and the earlier failures whose retry is due.
    if (options.sendNow) await this.dispatcher.dispatchDue();
    const reports = await this.recordDeliveries();
    for (const id of queued) {
      const report = reports.get(id);
      if (!report) counts.queued++;
      else if (report.kind === 'sent') counts.sent++;
      else counts.failed++;
    }
    return counts;
  }

  /** The admin's "Send Daily Summary": tomorrow's trips to the guide now, whatever the hour. */
  async sendDailySummary(actor: Actor): Promise<DailySummaryReceipt> {
    const settings = await reminderSettings(this.content);
    const now = this.clock.now();
    const forDate = addDays(calendarDateOf(now), 1);
    const reminderId = manualSummaryId();
    const summary = await this.summaryOf(forDate);
    await this.pipeline.executeOnNewStream(reminderDecider, reminderStreamId(reminderId), {
      type: 'ScheduleReminder',
      reminderId,
      reminderType: 'guide_daily_summary',
      bookingId: null,
      forDate,
      tripTime: null,
      scheduledFor: now.toISOString(),
      // Sent now: only "too late" could stop it, and the day it covers has not begun.
      notAfter: instantOnLake(forDate, 0).toISOString(),
      recipient: settings.guide,
      message: summary.text,
      actor,
      at: now.toISOString(),
    });
    const dispatched = await this.pipeline.execute(reminderDecider, reminderStreamId(reminderId), {
      type: 'DispatchReminder',
      recipient: settings.guide,
      message: summary.text,
      subject: summary.subject,
      actor,
      at: now.toISOString(),
    });
    if (dispatched.position) await this.settled.waitFor(dispatched.position, undefined, ['ReminderQueued']);
    await this.dispatcher.dispatchDue();
    await this.recordDeliveries([reminderId]);
    const row = await this.reminders.get(reminderId);
    return {
      reminderId,
      date: forDate,
      trips: summary.trips,
      recipientName: settings.guide.name,
      recipientPhone: settings.guide.phone,
      recipientEmail: settings.guide.email,
      status: row?.status ?? 'pending',
      delivery: row?.delivery ?? null,
      failureReason: row?.failureReason ?? null,
      message: summary.text,
    };
  }

  /**
   * At start-up: a confirmed trip still ahead that has no reminders at all (booked before
   * reminders existed, or while the planning process was behind) gets them, under the same ids the
   * planning process would give them. Trips already over are never touched.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const rows = await this.bookings.confirmedFrom(calendarDateOf(now), 1000);
    const known = await this.reminders.bookingsWithReminders(rows.map((r) => r.id));
    let planned = 0;
    for (const row of rows) {
      if (known.has(row.id) || now.getTime() - row.updatedAt.getTime() < SWEEP_SETTLE_MS) continue;
      const { booking, planningVersions } = await this.planner.history(row.id);
      if (booking.status !== 'confirmed' || booking.details.test) continue;
      const version = planningVersions.at(-1);
      if (version === undefined) continue;
      if (await this.planner.planFor(booking, version, now)) planned++;
    }
    return planned;
  }

  /**
   * Reads the outcome of every queued reminder's messages and records what changed: sent,
   * failed for now (the outbox retries it), failed for good. The SMS decides; the email decides
   * only a reminder without a phone number.
   */
  async recordDeliveries(only?: readonly string[]): Promise<Map<string, DeliveryReport>> {
    const rows = only
      ? (await Promise.all(only.map((id) => this.reminders.get(id)))).filter((r) => r !== undefined)
      : await this.reminders.awaitingDelivery(500);
    const keys = rows.flatMap((r) => [reminderMessageKey(r.id, 'sms'), reminderMessageKey(r.id, 'email')]);
    const messages = new Map((await this.outbox.byDedupeKeys(keys)).map((m) => [m.dedupeKey, m]));
    const reports = new Map<string, DeliveryReport>();
    const now = this.clock.now().toISOString();
    for (const row of rows) {
      const message = messages.get(reminderMessageKey(row.id, 'sms')) ?? messages.get(reminderMessageKey(row.id, 'email'));
      const report = message && reportOf(message, now);
      if (!report) continue;
      reports.set(row.id, report);
      const result = await this.pipeline.execute(reminderDecider, reminderStreamId(row.id), {
        type: 'RecordDelivery',
        report,
        actor: JOB,
        at: now,
      });
      if (result.position)
        await this.settled.waitFor(
          result.position,
          undefined,
          result.events.map((e) => e.type),
        );
    }
    return reports;
  }

  /**
   * The rows with the text each reminder still to go would have now: written by the same code, from
   * the same facts (the booking as it is, the waivers signed, the contact and templates of the
   * moment) as the text the job sends when it comes due. A reminder already queued or done keeps
   * the text it went with.
   */
  async withPreviews(rows: readonly ReminderRow[]): Promise<ReminderRow[]> {
    const waiting = rows.filter((row) => row.status === 'pending' && row.queuedAt === null);
    if (waiting.length === 0) return [...rows];
    const bookingIds = [...new Set(waiting.flatMap((row) => (row.bookingId ? [row.bookingId] : [])))];
    const [settings, texts, trips, signed] = await Promise.all([
      reminderSettings(this.content),
      this.templates.messageTemplates(),
      this.bookings.tripsOf(bookingIds),
      this.bookings.signedWaivers(bookingIds),
    ]);
    const summaries = new Map<string, Promise<string>>();
    const summaryText = (date: string) => {
      if (!summaries.has(date))
        summaries.set(
          date,
          this.summaryOf(date).then((summary) => summary.text),
        );
      return summaries.get(date)!;
    };
    return Promise.all(
      rows.map(async (row): Promise<ReminderRow> => {
        if (!waiting.includes(row)) return row;
        const type = row.reminderType;
        if (type === 'guide_daily_summary') return { ...row, message: await summaryText(row.forDate) };
        const trip = row.bookingId ? trips.get(row.bookingId) : undefined;
        if (!trip) return row;
        if (isAfterTripReminder(type)) {
          return this.afterTrip ? { ...row, message: this.afterTrip.preview(type, trip, settings.contact, texts) } : row;
        }
        const signedGuests = signed.get(trip.id) ?? 0;
        return { ...row, message: liveBookingReminder(type, trip, signedGuests, settings.contact, texts).text };
      }),
    );
  }

  /** Plans the messages after every trip that has ended and has none yet. */
  private async planAfterTrips(settings: ReminderSettings): Promise<void> {
    const last = await this.afterTrip?.plan(this.clock.now(), settings.contact);
    if (last) await this.settled.waitFor(last, undefined, ['ReminderScheduled', 'ReminderSkipped']);
  }

  /** Plans today's summary of tomorrow once its hour has come (one stream per day: a second server finds it there). */
  private async planDailySummary(settings: ReminderSettings): Promise<void> {
    const now = this.clock.now();
    const due = dailySummaryDue(now, settings.dailySummaryHour);
    if (!due) return;
    const reminderId = dailySummaryId(due.forDate);
    const existing = await loadStream(this.events, reminderDecider, reminderStreamId(reminderId));
    if (existing.state.status !== 'none') return;
    const summary = await this.summaryOf(due.forDate);
    const result = await this.pipeline.executeOnNewStream(reminderDecider, reminderStreamId(reminderId), {
      type: 'ScheduleReminder',
      reminderId,
      reminderType: 'guide_daily_summary',
      bookingId: null,
      forDate: due.forDate,
      tripTime: null,
      scheduledFor: due.scheduledFor.toISOString(),
      notAfter: due.notAfter.toISOString(),
      recipient: settings.guide,
      message: summary.text,
      actor: JOB,
      at: now.toISOString(),
    });
    if (result.position) await this.settled.waitFor(result.position, undefined, ['ReminderScheduled']);
  }

  /**
   * Queues one due reminder with its text as of now, or lets the aggregate hold or skip it: a
   * customer reminder is skipped while the admin has customer reminders turned off.
   */
  private async dispatch(
    row: ReminderRow,
    settings: ReminderSettings,
    texts: MessageTemplateTexts,
    now: Date,
    actor: Actor,
  ): Promise<{ events: ReminderEvent[]; position?: LogPosition }> {
    const at = now.toISOString();
    const stream = reminderStreamId(row.id);
    const type = row.reminderType;
    if (type === 'guide_daily_summary') {
      const summary = await this.summaryOf(row.forDate);
      return this.execute(stream, {
        type: 'DispatchReminder',
        recipient: settings.guide,
        message: summary.text,
        subject: summary.subject,
        actor,
        at,
      });
    }
    const { state: booking } = await loadStream(this.events, bookingDecider, bookingStreamId(row.bookingId ?? ''));
    if (booking.status !== 'confirmed') {
      const reason = booking.status === 'cancelled' ? REMINDER_MESSAGES.bookingCancelled : REMINDER_MESSAGES.bookingNotConfirmed;
      return this.execute(stream, { type: 'CancelReminder', reason, actor, at });
    }
    const d = booking.details;
    if (isAfterTripReminder(type)) {
      // A message about a trip that moved since is about a trip that did not take place.
      if (d.date !== row.forDate || d.time !== row.tripTime)
        return this.execute(stream, { type: 'CancelReminder', reason: REMINDER_MESSAGES.bookingMoved, actor, at });
      if (!this.afterTrip) return { events: [] };
      const textable = !(await this.optedOut(d.phone));
      return this.execute(stream, await this.afterTrip.dispatch(row, type, booking, { settings, texts, textable, now, actor }));
    }
    // Moved, and the planning process has not caught up yet: it will move this reminder first.
    if (d.date !== row.forDate || d.time !== row.tripTime) return { events: [] };
    const signed = (await this.bookings.signedWaivers([booking.bookingId])).get(booking.bookingId) ?? 0;
    const message = liveBookingReminder(type, { ...d, reference: booking.reference }, signed, settings.contact, texts);
    const textable = type === 'guide_trip_reminder' || !(await this.optedOut(d.phone));
    const recipient: ReminderRecipient =
      type === 'guide_trip_reminder' ? settings.guide : { name: d.name, phone: textable ? d.phone : '', email: d.email || null };
    const off = isCustomerReminder(type) && !settings.customerReminders;
    return this.execute(stream, {
      type: 'DispatchReminder',
      recipient,
      message: message.text,
      subject: message.subject,
      ...(off ? { skip: REMINDER_MESSAGES.customerRemindersOff } : {}),
      actor,
      at,
    });
  }

  private async optedOut(phone: string): Promise<boolean> {
    const number = toE164(phone);
    return number !== undefined && (await this.optOuts.isOptedOut(number));
  }

  private async execute(stream: string, command: ReminderCommand): Promise<{ events: ReminderEvent[]; position?: LogPosition }> {
    const result = await this.pipeline.execute(reminderDecider, stream, command);
    return { events: result.events, ...(result.position ? { position: result.position } : {}) };
  }

  /** The guide's summary of a day: its confirmed trips in slot order, with unsigned waivers counted. */
  private async summaryOf(date: string): Promise<{ text: string; subject: string; trips: number }> {
    const trips = await this.bookings.confirmedOn(date);
    const signed = await this.bookings.signedWaivers(trips.map((t) => t.id));
    const message = dailySummaryMessage(
      date,
      trips.map((t) => ({ ...t, missingWaivers: Math.max(0, t.people - (signed.get(t.id) ?? 0)) })),
    );
    return { ...message, trips: trips.length };
  }
}

/** What an outbox row says about its reminder, or undefined while nothing is known yet. */
function reportOf(message: OutboxMessage, now: string): DeliveryReport | undefined {
  switch (message.status) {
    case 'sent':
      return { kind: 'sent', delivery: 'sent', providerId: message.providerId, sentAt: new Date(message.sentAt ?? now).toISOString() };
    case 'recorded':
      return { kind: 'sent', delivery: 'recorded', providerId: null, sentAt: now };
    case 'failed':
      return { kind: 'failed', reason: message.lastError ?? 'Unknown error', attempts: message.attempts };
    case 'pending':
      if (message.attempts === 0 || !message.nextAttemptAt) return undefined;
      return {
        kind: 'retrying',
        reason: message.lastError ?? 'Unknown error',
        attempts: message.attempts,
        retryAt: new Date(message.nextAttemptAt).toISOString(),
      };
    case 'sending':
      return undefined;
  }
}
