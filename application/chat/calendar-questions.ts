import { DayAvailability } from '../../domain/availability/day-availability';
import { HORIZON_MESSAGES } from '../../domain/bookings/booking-rules';
import { isWeekdayDiscountDay, QuoteRefusedError, REFERRAL_CREDIT_CENTS } from '../../domain/bookings/pricing';
import { PACKAGE_NOT_RUNNING } from '../bookings/quote-service';
import { availabilityReply, quoteReply } from '../../domain/chat/calendar-answers';
import { ChatReply, ContactFacts, DaySlots, missingDataReply, PackageFact, QuoteFact } from '../../domain/chat/chat-answers';
import { formatChatDate, formatMoney } from '../../domain/chat/chat-format';
import { BookingContext } from '../../domain/chat/chat-protocol';
import { addDays } from '../../domain/shared/calendar';
import type { ChatFacts } from './chat-assistant';
import { Understanding } from './chat-reader';

/** The calendar the 'next open dates' answer looks through first, then the longest one call allows. */
const NEXT_DATES_WINDOWS = [14, 62];

/**
 * The questions the calendar and the quote service answer: open dates (the asked ones, or the next
 * open ones) and prices for a party on a date, each read at the moment of the question.
 */
export class CalendarQuestions {
  constructor(private readonly facts: Pick<ChatFacts, 'availability' | 'quotes'>) {}

  async availability(
    u: Understanding,
    asked: readonly string[],
    ctx: BookingContext,
    contact: ContactFacts,
    today: string,
    lastDate: string,
  ): Promise<ChatReply> {
    const currentYear = Number(today.slice(0, 4));
    const outOfRange: { date: string; reason: string }[] = [];
    const dates = asked.filter((date) => {
      if (date < today) outOfRange.push({ date, reason: 'that date has already passed.' });
      else if (date > lastDate) outOfRange.push({ date, reason: HORIZON_MESSAGES.beyond(formatChatDate(lastDate)) });
      else return true;
      return false;
    });
    const pkg = u.pkg;
    if (pkg) {
      // A date out of the package's season, or closed: said so, with the next date it runs on.
      for (const date of [...dates]) {
        const reason = await this.notRunning(pkg.name, date);
        if (reason) {
          outOfRange.push({ date, reason });
          dates.splice(dates.indexOf(date), 1);
        }
      }
    }
    let days: DaySlots[];
    if (dates.length === 0) {
      // Nothing asked, or only dates that cannot be booked: the next open ones instead.
      days = [];
      for (const window of NEXT_DATES_WINDOWS) {
        days = await packageDays(this.facts.availability, today, window, pkg?.name);
        if (u.weekday) days = days.filter((d) => isWeekdayDiscountDay(d.date));
        if (days.some((d) => d.slots.some((s) => s.status !== 'booked'))) break;
      }
      // Out of season for weeks ahead (winter, for a summer trip): when it next runs, rather than nothing.
      const closedToday = pkg && outOfRange.length === 0 && !days.some((d) => d.slots.some((s) => s.status !== 'booked'));
      const reason = closedToday ? await this.notRunning(pkg.name, today) : undefined;
      if (reason) outOfRange.push({ date: today, reason });
    } else {
      const first = dates[0]!;
      const span = Math.min(62, daysBetween(first, dates.at(-1)!) + 1);
      const wanted = new Set(dates);
      days = (await packageDays(this.facts.availability, first, span, pkg?.name)).filter((d) => wanted.has(d.date));
    }
    return availabilityReply({ dates, time: u.time, pkg: u.pkg, outOfRange, currentYear }, days, contact, ctx);
  }

  /** The quote's refusal of a date the package does not run on (season, closure), naming its next run; undefined when it runs. */
  private async notRunning(packageName: string, date: string): Promise<string | undefined> {
    try {
      await this.facts.quotes.quote({ package: packageName, date, people: 1, kidsCount: 0 });
      return undefined;
    } catch (error) {
      if (error instanceof QuoteRefusedError && error.code === PACKAGE_NOT_RUNNING) return error.message;
      return undefined;
    }
  }

  /** What the booking the conversation describes costs (package, date, party known), for a refund; undefined otherwise. */
  async bookedTotal(u: Understanding, ctx: BookingContext): Promise<number | undefined> {
    const pkg = u.pkg;
    const date = ctx.date;
    if (!pkg || !date || !ctx.people) return undefined;
    try {
      const q = await this.facts.quotes.quote({
        package: pkg.name,
        date,
        people: ctx.people,
        kidsCount: ctx.kidsCount ?? 0,
        ...(ctx.time ? { time: ctx.time } : {}),
      });
      return q.totalCents;
    } catch {
      return undefined;
    }
  }

  async quote(
    u: Understanding,
    dates: readonly string[],
    packages: PackageFact[],
    ctx: BookingContext,
    contact: ContactFacts,
    today: string,
  ): Promise<ChatReply> {
    if (packages.length === 0) return missingDataReply('our packages', contact, ctx);
    const people = u.party?.people ?? ctx.people ?? 1;
    const kidsCount = u.party ? u.party.kidsCount : (ctx.kidsCount ?? 0);
    // 'On a weekday': the next Monday to Thursday, whose price every weekday shares.
    const weekdayDate = u.weekday ? nextWeekdayDiscountDate(today) : undefined;
    const date = dates[0] ?? weekdayDate ?? (u.continued || !u.dates.length ? ctx.date : undefined);
    const ask = {
      people,
      kidsCount,
      olderChildren: u.party?.olderChildren ?? 0,
      currentYear: Number(today.slice(0, 4)),
      ...(date ? { date } : {}),
    };
    const chosen = u.pkg ? [u.pkg] : packages;
    if (!date) return quoteReply(ask, [], [], chosen, null, { ...ctx, people, kidsCount });
    let [day] = date >= today ? await this.facts.availability.calendar(date, 1).catch(() => []) : [];
    let moved: string | null = null;
    const pkg = u.pkg;
    if (pkg && day && !day.slots.some((s) => pkg.timeSlots.includes(s.timeSlot) && s.status !== 'booked')) {
      // The package cannot be had that day: priced on the nearest day it can.
      const next = (await this.facts.availability.calendar(date, 21)).find((d) =>
        d.slots.some((s) => pkg.timeSlots.includes(s.timeSlot) && s.status !== 'booked'),
      );
      const runs = day.slots.some((s) => pkg.timeSlots.includes(s.timeSlot));
      moved =
        `${pkg.name} is ${runs ? 'fully booked' : 'not offered'} on ${formatChatDate(date, ask.currentYear)}` +
        (next ? `; the nearest day it is open: ${formatChatDate(next.date, ask.currentYear)}.` : '.');
      if (next) day = (await this.facts.availability.calendar(date, 1))[0];
    }
    return this.priced({ ...ask, date }, u, chosen, ctx, day, moved);
  }

  private async priced(
    ask: { people: number; kidsCount: number; olderChildren: number; currentYear: number; date: string },
    u: Understanding,
    packagesAsked: PackageFact[],
    ctx: BookingContext,
    day: DayAvailability | undefined,
    moved: string | null,
  ): Promise<ChatReply> {
    const { date, people, kidsCount } = ask;
    let chosen = packagesAsked;
    if (!u.pkg && day && day.slots.length > 0) {
      // Only the packages that run in a slot the schedule offers that day.
      const offered = chosen.filter((p) => p.timeSlots.some((s) => day.slots.some((d) => d.timeSlot === s)));
      if (offered.length > 0) chosen = offered;
    }
    const quotes: QuoteFact[] = [];
    const refusals: { packageName: string; reason: string }[] = [];
    for (const p of chosen) {
      const time = u.time ?? ctx.time;
      try {
        const q = await this.facts.quotes.quote({
          package: p.name,
          date,
          people,
          kidsCount,
          ...(time && (u.pkg || p.timeSlots.includes(time)) ? { time } : {}),
        });
        quotes.push({
          packageName: q.package,
          date: q.date,
          people: q.people,
          kidsCount: q.kidsCount,
          adultPriceCents: q.adultPriceCents,
          childPriceCents: q.childPriceCents,
          totalCents: q.totalCents,
          weekdayDiscountApplies: q.weekdayDiscountApplies,
          familySavingsCents: q.familySavingsCents,
        });
      } catch (error) {
        if (!(error instanceof QuoteRefusedError)) throw error;
        refusals.push({ packageName: p.name, reason: error.message });
      }
    }
    let dayNote: string | null = null;
    if (quotes.length === 0 && refusals.length > 0 && refusals.every((r) => r.reason === refusals[0]!.reason)) {
      dayNote = refusals[0]!.reason;
      refusals.length = 0;
    } else if (quotes.length > 0 && day) {
      const open = day.slots.filter((s) => s.status !== 'booked');
      dayNote = open.length === 0 ? 'That date is fully booked right now: ask me for the next open dates.' : null;
    }
    if (u.weekday) dayNote = [dayNote, 'Every Monday to Thursday has this price.'].filter(Boolean).join(' ');
    if (moved) dayNote = [moved, dayNote].filter(Boolean).join(' ');
    // 'what's the total after my friend's code?': the code itself is checked at checkout, its amount is the rule's.
    const single = quotes.length === 1 ? quotes[0]! : undefined;
    if (single && /\b(referral|code|coupon|promo)\b/.test(u.text) && !u.code) {
      const after = Math.max(0, single.totalCents - REFERRAL_CREDIT_CENTS);
      dayNote = [
        dayNote,
        `With a friend's referral code, ${formatMoney(REFERRAL_CREDIT_CENTS)} comes off a first booking: ${formatMoney(after)} in total.`,
      ]
        .filter(Boolean)
        .join(' ');
    }
    return quoteReply(ask, quotes, refusals, chosen, dayNote, { ...ctx, date });
  }
}

/** The first Monday to Thursday after today. */
function nextWeekdayDiscountDate(today: string): string {
  let date = addDays(today, 1);
  while (!isWeekdayDiscountDay(date)) date = addDays(date, 1);
  return date;
}

/**
 * The days from `from` as the chat reads them: for a package, its own calendar (a slot it cannot
 * be booked in, out of season or closed, is 'booked'); otherwise the general one.
 */
export async function packageDays(
  availability: ChatFacts['availability'],
  from: string,
  days: number,
  packageName: string | undefined,
): Promise<DaySlots[]> {
  if (packageName === undefined || !availability.packageCalendar) return (await availability.calendar(from, days)).map(daySlots);
  const calendar = await availability.packageCalendar(packageName, from, days);
  return calendar.map((day) => ({
    date: day.date,
    slots: day.slots.map((s) => ({ timeSlot: s.timeSlot, status: s.bookable ? s.status : ('booked' as const) })),
  }));
}

export function daySlots(day: DayAvailability): DaySlots {
  return { date: day.date, slots: day.slots.map((s) => ({ timeSlot: s.timeSlot, status: s.status })) };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
