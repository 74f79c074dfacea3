import { DayAvailability } from '../../domain/availability/day-availability';
import { HORIZON_MESSAGES, PHONE_MIN_LENGTH } from '../../domain/bookings/booking-rules';
import { QuoteRefusedError } from '../../domain/bookings/pricing';
import {
  availabilityReply,
  bookingReply,
  bringReply,
  cancellationReply,
  CHAT_TEXTS,
  ChatReply,
  contactReply,
  ContactFacts,
  DaySlots,
  greetingReply,
  includedReply,
  kidsReply,
  lakeReply,
  licenceReply,
  meetingPlaceReply,
  missingDataReply,
  PackageFact,
  packageDetailsReply,
  packagesReply,
  QuoteFact,
  quoteReply,
  speciesReply,
  thanksReply,
  tripTimesReply,
  unsureReply,
  weatherReply,
} from '../../domain/chat/chat-answers';
import { CHAT_CORPUS } from '../../domain/chat/chat-corpus';
import { formatChatDate } from '../../domain/chat/chat-format';
import { BookingContext, ChatClientFrame, ChatMessage, SlotChoice, smsHandoffOf, SmsHandoffContext } from '../../domain/chat/chat-protocol';
import { slotNamed } from '../../domain/chat/date-phrases';
import { ChatIntent } from '../../domain/chat/intents';
import { findPackageNamed } from '../../domain/chat/package-match';
import { readParty } from '../../domain/chat/party';
import { sendSmsAction } from '../../domain/chat/suggested-actions';
import { GUIDE_DEFAULTS, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { toE164 } from '../../domain/messaging/phone-numbers';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { Quote, QuoteRequest } from '../bookings/quote-service';
import { PackageRow } from '../catalogue/package-service';
import { Clock, IdGenerator } from '../ports/clock';
import { ChatHandoff, ChatSessionStore } from './chat-sessions';
import { readDates } from './date-reader';
import { IntentClassifier } from './intent-classifier';

/** The services the site already has; the assistant asks them at the moment of every question. */
export interface ChatFacts {
  readonly packages: { list(): Promise<PackageRow[]> };
  readonly availability: { calendar(from?: string, days?: number): Promise<DayAvailability[]> };
  readonly quotes: { quote(request: QuoteRequest): Promise<Quote> };
  readonly content: {
    contactEntries(): Promise<readonly { section: string; key: string; value: string }[]>;
    bookingHorizonDays(): Promise<number>;
  };
}

export interface ChatAssistantDeps extends ChatFacts {
  readonly sessions: ChatSessionStore;
  readonly handoff: ChatHandoff;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** What the assistant read in a question. */
export interface Understanding {
  readonly intent: ChatIntent;
  readonly score: number;
  readonly dates: string[];
  readonly time?: SlotChoice;
  readonly party: ReturnType<typeof readParty>;
  readonly pkg?: PackageFact;
}

const PRICE_WORDS = /\b(how much|much|cost|costs|price|prices|pricing|pay|total|quote|charge|rate|rates|expensive|cheap|discount)\b|\$/i;
/** The calendar the 'next open dates' answer looks through first, then the longest one call allows. */
const NEXT_DATES_WINDOWS = [14, 62];

/**
 * The chat assistant (issue 19): reads a question (nlp.js intent, chrono-node dates, the party, the
 * package named), asks the site's own services for the facts and words the answer with the
 * domain's rules. It never writes a price, a date or a policy that does not come from those
 * services or the domain's constants; when a service cannot answer it says so and offers the
 * guide's phone. Every question and answer is kept in the session store for the staff.
 */
export class ChatAssistant {
  private constructor(
    private readonly deps: ChatAssistantDeps,
    private readonly classifier: IntentClassifier,
  ) {}

  /** Trains the classifier from the repository's corpus (tens of milliseconds). */
  static async start(deps: ChatAssistantDeps): Promise<ChatAssistant> {
    return new ChatAssistant(deps, await IntentClassifier.train(CHAT_CORPUS));
  }

  /** Answers one checked client frame, and records both messages in the session. */
  async respond(frame: ChatClientFrame): Promise<ChatMessage> {
    const { sessionId } = frame;
    const question: ChatMessage = this.message(sessionId, frame.message, 'user', { suggestedActions: [], bookingContext: null });
    const { reply, intent } = await this.replyTo(frame);
    const answer = this.message(sessionId, reply.text, 'assistant', {
      suggestedActions: reply.actions,
      bookingContext: reply.context,
      intent,
    });
    // The context goes with the messages, in their one statement; none keeps the session's.
    await this.deps.sessions.record(sessionId, [question, answer], reply.context);
    return answer;
  }

  /** What a question is read as (for tests and the question set). */
  async understand(text: string, context: BookingContext | null = null): Promise<Understanding> {
    const [reading, packages] = await Promise.all([this.classifier.classify(text), this.packageFacts().catch(() => [])]);
    const now = this.deps.clock.now();
    const dates = readDates(text, now)?.dates ?? [];
    const time = slotNamed(text);
    const party = readParty(text);
    const named = findPackageNamed(text, packages) ?? undefined;
    const pkg = named ?? packages.find((p) => p.name === context?.packageName);
    let intent = reading.intent;
    const asksPrice = PRICE_WORDS.test(text);
    if (party && asksPrice && !['cancellation', 'licence'].includes(intent)) intent = 'quote';
    else if (intent === 'quote' && !party && !context?.people) intent = named ? 'package_details' : 'packages';
    else if (intent === 'packages' && named) intent = 'package_details';
    else if (intent === 'none' && named) intent = 'package_details';
    else if (intent === 'package_details' && !pkg) intent = 'packages';
    // A date with no price question is a question about that date.
    const futureDates = dates.length > 0 && dates.every((d) => d >= calendarDateOf(now));
    if (futureDates && !asksPrice && ['none', 'booking', 'packages'].includes(intent)) intent = 'availability';
    return { intent, score: reading.score, dates, ...(time ? { time } : {}), party, ...(pkg ? { pkg } : {}) };
  }

  private async replyTo(frame: ChatClientFrame): Promise<{ reply: ChatReply; intent: string }> {
    const handoff = smsHandoffOf(frame.userContext);
    // Kept with the session, not in this process: the visitor's next socket may reach another server.
    // Read while the contact facts are, and marked handled at once: its failure is answered below.
    const stored = handoff ? Promise.resolve(null) : this.deps.sessions.context(frame.sessionId);
    stored.catch(() => {});
    const contact = await this.contactFacts();
    let context: BookingContext | null = null;
    try {
      if (handoff) return { reply: await this.handOff(frame, handoff, contact), intent: 'send_sms' };
      context = await stored;
      const understood = await this.understand(frame.message, context);
      return { reply: await this.compose(understood, context, contact), intent: understood.intent };
    } catch {
      // A service failed (the database, most likely): no guessing, the guide's phone instead.
      return { reply: missingDataReply('that information', contact, context), intent: 'error' };
    }
  }

  private async compose(u: Understanding, context: BookingContext | null, contact: ContactFacts): Promise<ChatReply> {
    const ctx: BookingContext = { ...(context ?? {}), ...(u.pkg ? { packageName: u.pkg.name } : {}), ...(u.time ? { time: u.time } : {}) };
    switch (u.intent) {
      case 'greeting':
        return greetingReply(contact);
      case 'thanks':
        return thanksReply();
      case 'packages':
        return packagesReply(await this.packageFacts(), contact, context);
      case 'package_details':
        return u.pkg ? packageDetailsReply(u.pkg, ctx) : packagesReply(await this.packageFacts(), contact, context);
      case 'availability':
        return this.availability(u, ctx, contact);
      case 'quote':
        return this.quote(u, ctx, contact);
      case 'booking':
        return bookingReply(ctx, u.pkg);
      case 'bring':
        return bringReply();
      case 'included':
        return includedReply(await this.packageFacts());
      case 'licence':
        return licenceReply();
      case 'species':
        return speciesReply();
      case 'lake':
        return lakeReply();
      case 'cancellation':
        return cancellationReply(contact);
      case 'weather':
        return weatherReply(contact);
      case 'kids':
        return kidsReply();
      case 'meeting_place':
        return meetingPlaceReply(contact);
      case 'trip_times':
        return tripTimesReply(u.pkg, context);
      case 'contact':
        return contactReply(contact);
      case 'none':
        return unsureReply(contact);
    }
  }

  private async availability(u: Understanding, ctx: BookingContext, contact: ContactFacts): Promise<ChatReply> {
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    const currentYear = Number(today.slice(0, 4));
    const lastDate = addDays(today, await this.deps.content.bookingHorizonDays());
    const outOfRange: { date: string; reason: string }[] = [];
    const dates = u.dates.filter((date) => {
      if (date < today) outOfRange.push({ date, reason: 'that date has already passed.' });
      else if (date > lastDate) outOfRange.push({ date, reason: HORIZON_MESSAGES.beyond(formatChatDate(lastDate)) });
      else return true;
      return false;
    });
    let days: DaySlots[];
    if (dates.length === 0) {
      // Nothing asked, or only dates that cannot be booked: the next open ones instead.
      days = [];
      for (const window of NEXT_DATES_WINDOWS) {
        days = (await this.deps.availability.calendar(today, window)).map(daySlots);
        if (days.some((d) => d.slots.some((s) => s.status !== 'booked'))) break;
      }
    } else {
      const first = dates[0]!;
      const span = Math.min(62, daysBetween(first, dates.at(-1)!) + 1);
      const wanted = new Set(dates);
      days = (await this.deps.availability.calendar(first, span)).map(daySlots).filter((d) => wanted.has(d.date));
    }
    return availabilityReply({ dates, time: u.time, pkg: u.pkg, outOfRange, currentYear }, days, contact, ctx);
  }

  private async quote(u: Understanding, ctx: BookingContext, contact: ContactFacts): Promise<ChatReply> {
    const packages = await this.packageFacts();
    if (packages.length === 0) return missingDataReply('our packages', contact, ctx);
    const people = u.party?.people ?? ctx.people ?? 1;
    const kidsCount = u.party ? u.party.kidsCount : (ctx.kidsCount ?? 0);
    const date = u.dates[0] ?? ctx.date;
    const today = calendarDateOf(this.deps.clock.now());
    const ask = {
      people,
      kidsCount,
      olderChildren: u.party?.olderChildren ?? 0,
      currentYear: Number(today.slice(0, 4)),
      ...(date ? { date } : {}),
    };
    let chosen = u.pkg ? [u.pkg] : packages;
    if (!date) return quoteReply(ask, [], [], chosen, null, ctx);
    const [day] = date >= today ? await this.deps.availability.calendar(date, 1).catch(() => []) : [];
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
        const q = await this.deps.quotes.quote({
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
    return quoteReply(ask, quotes, refusals, chosen, dayNote, { ...ctx, date });
  }

  private async handOff(frame: ChatClientFrame, handoff: SmsHandoffContext, contact: ContactFacts): Promise<ChatReply> {
    const phone = handoff.phone.trim();
    const e164 = phone.length >= PHONE_MIN_LENGTH ? toE164(phone) : undefined;
    const again = { actions: [sendSmsAction(contact.guideName)], context: null };
    if (!e164) return { text: CHAT_TEXTS.smsPhone, ...again };
    const question = handoff.question.trim() || frame.message;
    if (!question) return { text: CHAT_TEXTS.smsQuestion, ...again };
    await this.deps.handoff.leave({ id: this.deps.ids.newId(), phone: e164, question, at: this.deps.clock.now() });
    return { text: CHAT_TEXTS.smsLeft(contact.guideName), actions: [], context: null };
  }

  private async packageFacts(): Promise<PackageFact[]> {
    return (await this.deps.packages.list()).map((p) => ({
      name: p.name,
      price: p.price,
      duration: p.duration,
      description: p.description,
      features: p.features,
      featured: p.featured,
      timeSlots: p.timeSlots,
    }));
  }

  private async contactFacts(): Promise<ContactFacts> {
    const rows = await this.deps.content.contactEntries().catch(() => []);
    const value = (section: string, key: string) => rows.find((r) => r.section === section && r.key === key)?.value.trim() || undefined;
    return {
      guideName: value('guide', 'name') ?? GUIDE_DEFAULTS.name,
      guidePhone: value('guide', 'phone') ?? value('contact', 'phone') ?? GUIDE_DEFAULTS.phone,
      businessPhone: value('contact', 'phone') ?? SITE_DEFAULTS.phone,
      businessEmail: value('contact', 'email') ?? SITE_DEFAULTS.email,
      location: value('contact', 'location') ?? SITE_DEFAULTS.location,
    };
  }

  private message(sessionId: string, text: string, sender: 'user' | 'assistant', metadata: ChatMessage['metadata']): ChatMessage {
    return { id: this.deps.ids.newId(), sessionId, message: text, sender, timestamp: this.deps.clock.now().toISOString(), metadata };
  }
}

function daySlots(day: DayAvailability): DaySlots {
  return { date: day.date, slots: day.slots.map((s) => ({ timeSlot: s.timeSlot, status: s.status })) };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
