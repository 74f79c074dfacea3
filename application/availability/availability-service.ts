import {
  AVAILABILITY_LIMITS,
  checkCalendarSpan,
  checkChangeableSlot,
  checkOverride,
  checkTemplate,
  InvalidAvailabilityError,
  InvalidTemplateError,
  SlotOverride,
} from '../../domain/availability/availability-rules';
import { calendarAvailability, DayAvailability } from '../../domain/availability/day-availability';
import { CalendarPackage, PackageDayAvailability, packageDayAvailability } from '../../domain/availability/package-day-availability';
import {
  nextRunDate,
  notRunningMessage,
  SeasonedPackage,
  whyNotRunning,
  withSeasonsAndClosures,
} from '../../domain/availability/package-runs';
import { closureOn } from '../../domain/availability/closures';
import { PACKAGE_MESSAGES } from '../../domain/catalogue/package-rules';
import { TimeSlot } from '../../domain/availability/slot-windows';
import {
  addDays,
  datesFrom,
  DEFAULT_WEEKLY_TEMPLATE,
  normalizedTemplate,
  Weekday,
  WEEKDAYS,
  WeeklyTemplate,
} from '../../domain/availability/weekly-template';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordReader, RecordStore, RecordTransaction } from '../ports/records';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import {
  AvailabilityOverrideRow,
  availabilityOverridesTable,
  availabilityTemplateTable,
  OverridesInRange,
  TakenSlot,
  TakenSlots,
} from './availability-ports';
import { ScheduleClosures } from './schedule-closures';

/** The packages the calendar weighs seasons and closures for (the catalogue's cached list). */
export interface CalendarPackages {
  list(): Promise<CalendarPackage[]>;
}

const NO_PACKAGES: CalendarPackages = { list: async () => [] };

const AREA = 'availability';
const TEMPLATE_RECORD = 'template';
/**
 * How long this process trusts its copies of the weekly template and of a date's overrides: its
 * own edits drop the copies at once, another server's are seen within this time. Every booking
 * asks whether its slot is offered, twice.
 */
const SCHEDULE_FRESH_MS = 5_000;
/** The dates whose overrides are kept in memory: the whole booking season ahead. */
const OVERRIDES_KEPT_DAYS = 400;
const OTHER_DATES_KEPT = 1_000;
/** How long a calendar answer is kept at most (another server's schedule edit is seen after it). */
export const CALENDAR_FRESH_MS = 5_000;
const CALENDARS_KEPT = 200;

/** A calendar as computed, with the claims it counted: a package's calendar counts its seats from them. */
interface CalendarRead {
  readonly days: DayAvailability[];
  readonly taken: readonly TakenSlot[];
}

/**
 * The calendar visitors book from, the same on every reading: the weekly template, the admin's
 * per-date overrides and the bookings, combined by the domain's pure rules. Every admin change is
 * written with its audit entry in one transaction.
 */
export class AvailabilityService {
  private cachedTemplate: { template: WeeklyTemplate; readAt: number } | undefined;
  /** The admin's overrides of the dates ahead, by date, as read at `readAt` (`from`..`to` inclusive). */
  private cachedOverrides:
    { byDate: Promise<Map<string, AvailabilityOverrideRow[]>>; from: string; to: string; readAt: number } | undefined;
  /** Dates outside that season, each as read at its `readAt`. */
  private readonly cachedOtherDates = new Map<string, { rows: Promise<AvailabilityOverrideRow[]>; readAt: number }>();
  /** Calendar answers by span, each for the lake's minute it was read in (calendar()). */
  private readonly cachedCalendars = new Map<string, { read: Promise<CalendarRead>; minute: string; readAt: number }>();
  private calendarGeneration = 0;
  /** The admin's closed days; kept like the overrides, and the calendars kept go when they change. */
  readonly closures: ScheduleClosures;

  constructor(
    private readonly store: RecordStore,
    private readonly overrides: OverridesInRange,
    private readonly taken: TakenSlots,
    private readonly clock: Clock,
    private readonly packages: CalendarPackages = NO_PACKAGES,
  ) {
    this.closures = new ScheduleClosures(
      store,
      clock,
      () => this.forgetCalendar(),
      async (id) => (await this.packages.list()).some((p) => p.id === id),
    );
  }

  /**
   * `days` consecutive dates from `from` (default: today on the lake, 14 days). Every visitor asks
   * for the same few spans, so each answer is kept (CALENDAR_FRESH_MS, and only within the lake's
   * minute, as slots that have started close), and dropped at once by what changes it here: a
   * claim on a day in the log (forgetCalendar, from the projection runner), an override or the
   * template. Another server's edit of the schedule is seen within CALENDAR_FRESH_MS.
   */
  async calendar(from?: string, days: number = AVAILABILITY_LIMITS.defaultDays): Promise<DayAvailability[]> {
    return (await this.calendarRead(from, days)).days;
  }

  /** The calendar with the claims it was computed from (a package's seats are counted from them), kept as one. */
  private calendarRead(from: string | undefined, days: number): Promise<CalendarRead> {
    const start = from ?? this.today();
    withFieldErrors(() => checkCalendarSpan(start, days), scheduleFieldErrors);
    const now = this.clock.now();
    const minute = `${calendarDateOf(now)} ${minutesOfDayOf(now)}`;
    const key = `${start}|${days}`;
    const cached = this.cachedCalendars.get(key);
    if (cached && cached.minute === minute && Date.now() - cached.readAt < CALENDAR_FRESH_MS) return cached.read;
    if (this.cachedCalendars.size >= CALENDARS_KEPT) this.cachedCalendars.clear();
    const generation = this.calendarGeneration;
    const computed = this.computeCalendar(start, days, now);
    this.cachedCalendars.set(key, { read: computed, minute, readAt: Date.now() });
    computed.then(
      // A change while it was read: the answer may predate it, so the next request reads again.
      () => generation !== this.calendarGeneration && this.cachedCalendars.get(key)?.read === computed && this.cachedCalendars.delete(key),
      () => this.cachedCalendars.delete(key),
    );
    return computed;
  }

  /** Drops the kept calendars: a slot was claimed or released, or the schedule changed. */
  forgetCalendar(): void {
    this.calendarGeneration++;
    this.cachedCalendars.clear();
  }

  private async computeCalendar(start: string, days: number, now: Date): Promise<CalendarRead> {
    const end = addDays(start, days - 1);
    const [template, overrides, taken, packages, closures] = await Promise.all([
      this.freshTemplate(),
      this.overrides.overridesBetween(start, end),
      this.taken.takenBetween(start, end),
      this.packages.list(),
      this.closures.all(),
    ]);
    const computed = calendarAvailability(datesFrom(start, days), template, overrides, taken, {
      today: calendarDateOf(now),
      minutes: minutesOfDayOf(now),
    }).map((day) => withSeasonsAndClosures(day, packages, closures));
    return { days: computed, taken };
  }

  /**
   * The calendar as one package sees it: each slot says whether this package can be booked in it
   * and what one person pays. The shared calendar (kept) plus pure rules: no read of its own.
   */
  async packageCalendar(packageName: string, from?: string, days?: number): Promise<PackageDayAvailability[]> {
    const [read, packages, closures] = await Promise.all([
      this.calendarRead(from, days ?? AVAILABILITY_LIMITS.defaultDays),
      this.packages.list(),
      this.closures.all(),
    ]);
    const pkg = packages.find((p) => p.name === packageName);
    if (!pkg) throw FieldErrors.on('package', PACKAGE_MESSAGES.notFound);
    const takenByDate = new Map<string, TakenSlot[]>();
    for (const claim of read.taken) takenByDate.set(claim.date, [...(takenByDate.get(claim.date) ?? []), claim]);
    return read.days.map((day) => packageDayAvailability(day, pkg, closures, takenByDate.get(day.date) ?? []));
  }

  /**
   * Why a package cannot be booked on a date (out of its season, or closed), naming the next date
   * it runs on up to `lastDate`; undefined when it runs. The closures are kept in memory, so a
   * date it runs on costs no read; only a refusal looks ahead through the schedule.
   */
  async packageRefusal(pkg: SeasonedPackage, date: string, lastDate: string): Promise<string | undefined> {
    const closures = await this.closures.all();
    const why = whyNotRunning(pkg, date, closures);
    if (!why) return undefined;
    const [template, overrides] = await Promise.all([this.freshTemplate(), this.overridesByDate()]);
    const offers = (day: string) =>
      calendarAvailability([day], template, overrides.get(day) ?? [], [])[0]!
        .slots.filter((s) => s.status !== 'booked')
        .map((s) => s.timeSlot);
    const today = this.today();
    const next =
      nextRunDate(pkg, addDays(date < today ? today : date, 1), lastDate, closures, offers) ??
      nextRunDate(pkg, today, lastDate, closures, offers);
    return notRunningMessage(pkg, date, why, next, lastDate);
  }

  /** Sets one slot's status for one date; returns that date as the calendar now shows it. */
  async setOverride(override: SlotOverride, actor: Actor): Promise<DayAvailability> {
    withFieldErrors(() => checkOverride(override, this.today()), scheduleFieldErrors);
    const { date, timeSlot, status } = override;
    this.forgetOverrides();
    await this.store.transaction(async (tx) => {
      const before = await lockedOverride(tx, date, timeSlot);
      if (before?.status === status) return;
      const now = this.clock.now();
      if (before) await tx.update(availabilityOverridesTable, { date, timeSlot }, { status, updatedAt: now });
      else await tx.insert(availabilityOverridesTable, { date, timeSlot, status, updatedAt: now });
      await recordContentChange(tx, {
        area: AREA,
        recordId: `${date}.${timeSlot}`,
        action: before ? 'updated' : 'created',
        actor,
        at: now,
        before: before ? { status: before.status } : null,
        after: { status },
      });
    });
    // Again after the commit: a read between the first drop and the commit kept the old value.
    this.forgetOverrides();
    return (await this.calendar(date, 1))[0]!;
  }

  /** Puts one slot of one date back to the weekly template; clearing what is not set does nothing. */
  async clearOverride(date: string, timeSlot: TimeSlot, actor: Actor): Promise<void> {
    withFieldErrors(() => checkChangeableSlot(date, timeSlot, this.today()), scheduleFieldErrors);
    this.forgetOverrides();
    await this.store.transaction(async (tx) => {
      const before = await lockedOverride(tx, date, timeSlot);
      if (!before) return;
      await tx.delete(availabilityOverridesTable, { date, timeSlot });
      await recordContentChange(tx, {
        area: AREA,
        recordId: `${date}.${timeSlot}`,
        action: 'deleted',
        actor,
        at: this.clock.now(),
        before: { status: before.status },
        after: null,
      });
    });
    this.forgetOverrides();
  }

  template(): Promise<WeeklyTemplate> {
    return readTemplate(this.store);
  }

  /**
   * Whether the schedule offers a slot on a date: the weekly template and the admin's override
   * for it. A slot merely taken by a booking is still offered; the day's aggregate decides who
   * has it. One read (the template comes from memory).
   */
  async isOffered(date: string, timeSlot: TimeSlot): Promise<boolean> {
    const [template, overrides, closures] = await Promise.all([this.freshTemplate(), this.freshOverrides(date), this.closures.all()]);
    // A day closed for every package offers nothing; one package's closure is the quote's to refuse.
    if (closureOn(closures, date)) return false;
    const [day] = calendarAvailability([date], template, overrides, []);
    const slot = day?.slots.find((s) => s.timeSlot === timeSlot);
    return !!slot && slot.override !== 'booked';
  }

  /** The overrides of the season ahead (OVERRIDES_KEPT_DAYS from today), by date, as kept. */
  private async overridesByDate(): Promise<Map<string, AvailabilityOverrideRow[]>> {
    await this.freshOverrides(this.today());
    return this.cachedOverrides ? this.cachedOverrides.byDate : new Map();
  }

  /** A date's overrides: the season ahead is read in one go and kept for a few seconds. */
  private async freshOverrides(date: string): Promise<AvailabilityOverrideRow[]> {
    const now = Date.now();
    const today = this.today();
    let cached = this.cachedOverrides;
    if (!cached || now - cached.readAt >= SCHEDULE_FRESH_MS || cached.from !== today) {
      const to = addDays(today, OVERRIDES_KEPT_DAYS);
      const byDate = this.overrides.overridesBetween(today, to).then((rows) => {
        const map = new Map<string, AvailabilityOverrideRow[]>();
        for (const row of rows) map.set(row.date, [...(map.get(row.date) ?? []), row]);
        return map;
      });
      cached = this.cachedOverrides = { byDate, from: today, to, readAt: now };
      byDate.catch(() => this.forgetOverrides());
    }
    if (date >= cached.from && date <= cached.to) return (await cached.byDate).get(date) ?? [];
    // A past date, or one beyond the season: asked for on its own, and kept as long.
    const other = this.cachedOtherDates.get(date);
    if (other && now - other.readAt < SCHEDULE_FRESH_MS) return other.rows;
    if (this.cachedOtherDates.size >= OTHER_DATES_KEPT) this.cachedOtherDates.clear();
    const rows = this.overrides.overridesBetween(date, date);
    this.cachedOtherDates.set(date, { rows, readAt: now });
    rows.catch(() => this.cachedOtherDates.delete(date));
    return rows;
  }

  private forgetOverrides(): void {
    this.cachedOverrides = undefined;
    this.cachedOtherDates.clear();
    this.forgetCalendar();
  }

  /** Drops every copy of the schedule: another server changed an override or the template. */
  forgetSchedule(): void {
    this.cachedTemplate = undefined;
    this.closures.forget();
    this.forgetOverrides();
  }

  private async freshTemplate(): Promise<WeeklyTemplate> {
    const now = Date.now();
    if (this.cachedTemplate && now - this.cachedTemplate.readAt < SCHEDULE_FRESH_MS) return this.cachedTemplate.template;
    const template = await this.template();
    this.cachedTemplate = { template, readAt: now };
    return template;
  }

  /** Replaces the whole week; recorded as one change of the record 'template'. */
  async setTemplate(template: Partial<Record<Weekday, unknown>>, actor: Actor): Promise<WeeklyTemplate> {
    const week = withFieldErrors(() => {
      checkTemplate(template);
      return template;
    }, scheduleFieldErrors);
    const after = normalizedTemplate(week);
    return this.store
      .transaction(async (tx) => {
        await tx.lock(`${AREA}:${TEMPLATE_RECORD}`);
        const stored = new Set((await tx.list(availabilityTemplateTable)).map((row) => row.weekday));
        const before = await readTemplate(tx);
        const now = this.clock.now();
        for (const [weekday, day] of WEEKDAYS.entries()) {
          const slots = [...after[day]];
          if (stored.has(weekday)) await tx.update(availabilityTemplateTable, { weekday }, { slots, updatedAt: now });
          else await tx.insert(availabilityTemplateTable, { weekday, slots, updatedAt: now });
        }
        await recordContentChange(tx, { area: AREA, recordId: TEMPLATE_RECORD, action: 'updated', actor, at: now, before, after });
        return after;
      })
      .finally(() => {
        this.cachedTemplate = undefined;
        this.forgetCalendar();
      });
  }

  private today(): string {
    return calendarDateOf(this.clock.now());
  }
}

/** The calendar's query and the admin's forms show a refusal under the field it is about, like a validation answer. */
function scheduleFieldErrors(error: unknown): FieldErrors | undefined {
  if (error instanceof InvalidAvailabilityError) return FieldErrors.on(error.field, error.message);
  if (error instanceof InvalidTemplateError) return FieldErrors.on(`days.${error.day}`, error.message);
  return undefined;
}

/** Writers of the same slot queue here, so two first overrides cannot both insert it. */
async function lockedOverride(tx: RecordTransaction, date: string, timeSlot: TimeSlot) {
  await tx.lock(`${AREA}:${date}.${timeSlot}`);
  return tx.findOne(availabilityOverridesTable, { date, timeSlot });
}

/**
 * The migration stores all seven days; a day missing all the same (a hand-edited database) falls
 * back to the default rather than silently closing that weekday.
 */
async function readTemplate(reader: RecordReader): Promise<WeeklyTemplate> {
  const rows = await reader.list(availabilityTemplateTable);
  const byWeekday = new Map(rows.map((row) => [row.weekday, row.slots]));
  return normalizedTemplate(
    Object.fromEntries(WEEKDAYS.map((day, weekday) => [day, byWeekday.get(weekday) ?? DEFAULT_WEEKLY_TEMPLATE[day]])) as Record<
      Weekday,
      TimeSlot[]
    >,
  );
}
