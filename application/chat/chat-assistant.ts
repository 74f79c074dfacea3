import { DayAvailability } from '../../domain/availability/day-availability';
import { PackageDayAvailability } from '../../domain/availability/package-day-availability';
import { PHONE_MIN_LENGTH } from '../../domain/bookings/booking-rules';
import {
  bookingReply,
  CHAT_TEXTS,
  ChatReply,
  ContactFacts,
  greetingReply,
  missingDataReply,
  PackageFact,
  packageDetailsReply,
  packagesReply,
  thanksReply,
  unsureReply,
} from '../../domain/chat/chat-answers';
import { CHAT_CORPUS } from '../../domain/chat/chat-corpus';
import { firstNameOf } from '../../domain/chat/chat-format';
import { recommendReply } from '../../domain/chat/recommend';
import {
  BookingContext,
  ChatClientFrame,
  ChatMessage,
  smsHandoffOf,
  SmsHandoffContext,
  SuggestedAction,
} from '../../domain/chat/chat-protocol';
import { CONTINUABLE_INTENTS, DialogueState, seeksConfirmation, splitQuestions } from '../../domain/chat/dialogue-state';
import { codeCheckReply, discountCheckReply } from '../../domain/chat/premise-answers';
import { inLanguage } from './language-replies';
import { askTheGuide, GuideFacts, handoffActions } from '../../domain/chat/knowledge/knowledge-topic';
import { sendSmsAction } from '../../domain/chat/suggested-actions';
import { normaliseReferralCode } from '../../domain/referrals/referral-rules';
import { CLAIMS_DEFAULTS, GUIDE_DEFAULTS, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { toE164 } from '../../domain/messaging/phone-numbers';
import { addDays, calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { Quote, QuoteRequest } from '../bookings/quote-service';
import { PackageRow } from '../catalogue/package-service';
import { Clock, IdGenerator } from '../ports/clock';
import { BookNowGrounding } from './book-now-grounding';
import { partyFitOf, withPartyFit } from '../../domain/chat/party-fit';
import { CalendarQuestions, packageDays } from './calendar-questions';
import { noticeBeforeTrip } from './cancellation-notice';
import { ChatReader, Understanding } from './chat-reader';
import { ChatHandoff, ChatSessionStore } from './chat-sessions';
import { IntentClassifier } from './intent-classifier';
import { KnowledgeIndex } from './knowledge-index';

/** The services the site already has; the assistant asks them at the moment of every question. */
export interface ChatFacts {
  readonly packages: { list(): Promise<PackageRow[]> };
  readonly availability: {
    calendar(from?: string, days?: number): Promise<DayAvailability[]>;
    /** One package's days (its season and closures applied); without it the general calendar stands in. */
    packageCalendar?(packageName: string, from?: string, days?: number): Promise<PackageDayAvailability[]>;
  };
  readonly quotes: { quote(request: QuoteRequest): Promise<Quote> };
  readonly content: {
    contactEntries(): Promise<readonly { section: string; key: string; value: string }[]>;
    bookingHorizonDays(): Promise<number>;
  };
  /** Whether a referral code was issued (the referral records): a code is never taken on the visitor's word. */
  readonly referrals?: { recognises(code: string): Promise<boolean> };
}

export interface ChatAssistantDeps extends ChatFacts {
  readonly sessions: ChatSessionStore;
  readonly handoff: ChatHandoff;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/**
 * The chat assistant: reads a question with the conversation so far (chat-reader.ts: the knowledge
 * base's retrieval, the intent classifier, dates, party, package, slot), asks the site's own
 * services for the facts and words the answer with the domain's rules. It never writes a price, a
 * date or a policy that does not come from those services or the domain's constants, never offers
 * a 'Book now' that cannot be booked, and hands to the guide what it does not know or cannot read.
 * Every question and answer is kept in the session store for the staff, with the dialogue state.
 */
export class ChatAssistant {
  private readonly reader: ChatReader;
  private readonly calendar: CalendarQuestions;

  private constructor(
    private readonly deps: ChatAssistantDeps,
    classifier: IntentClassifier,
    index: KnowledgeIndex,
  ) {
    this.reader = new ChatReader(classifier, index);
    this.calendar = new CalendarQuestions(deps);
  }

  /** Trains the classifier from the repository's corpus and indexes the knowledge base (tens of milliseconds). */
  static async start(deps: ChatAssistantDeps): Promise<ChatAssistant> {
    return new ChatAssistant(deps, await IntentClassifier.train(CHAT_CORPUS), KnowledgeIndex.build());
  }

  /** Answers one checked client frame, and records both messages in the session. */
  async respond(frame: ChatClientFrame): Promise<ChatMessage> {
    const { sessionId } = frame;
    const question: ChatMessage = this.message(sessionId, frame.message, 'user', { suggestedActions: [], bookingContext: null });
    const { reply, intent, dialogue } = await this.replyTo(frame);
    const answer = this.message(sessionId, reply.text, 'assistant', {
      suggestedActions: reply.actions,
      bookingContext: reply.context,
      intent,
    });
    // The context goes with the messages, in their one statement; none keeps the session's.
    await this.deps.sessions.record(sessionId, [question, answer], reply.context, dialogue);
    return answer;
  }

  /** What a question is read as, in a conversation (for tests). */
  async understand(text: string, context: BookingContext | null = null, dialogue: DialogueState | null = null): Promise<Understanding> {
    const packages = await this.packageFacts().catch(() => []);
    return this.reader.read(text, packages, context, dialogue, this.deps.clock.now());
  }

  private async replyTo(frame: ChatClientFrame): Promise<{ reply: ChatReply; intent: string; dialogue: DialogueState | null }> {
    const handoff = smsHandoffOf(frame.userContext);
    // Kept with the session, not in this process: the visitor's next socket may reach another server.
    // Read while the contact facts are, and marked handled at once: its failure is answered below.
    const stored = handoff ? Promise.resolve(null) : this.deps.sessions.conversation(frame.sessionId);
    stored.catch(() => {});
    const contact = await this.contactFacts();
    let context: BookingContext | null = null;
    try {
      if (handoff) return { reply: await this.handOff(frame, handoff, contact), intent: 'send_sms', dialogue: null };
      const conversation = await stored;
      context = conversation?.context ?? null;
      const dialogue = conversation?.dialogue ?? null;
      const packages = await this.packageFacts();
      const now = this.deps.clock.now();
      const guide = firstNameOf(contact.guideName);
      const today = calendarDateOf(now);
      const lastDate = addDays(today, await this.deps.content.bookingHorizonDays());
      let u = await this.reader.read(frame.message, packages, context, dialogue, now, guide);
      let composed = await this.compose(u, packages, context, dialogue, contact, today, lastDate);
      const questions = splitQuestions(frame.message);
      if (questions.length > 1) {
        // Two questions in one message: each read and answered, the answers one after the other.
        const parts: { u: Understanding; reply: ChatReply }[] = [];
        // Each question read after the one before it: 'how much on Friday Dec 18?' keeps the party of the first.
        let partContext = context;
        let partDialogue = dialogue;
        for (const question of questions.slice(0, 3)) {
          const part = await this.reader.read(question, packages, partContext, partDialogue, now, guide);
          if (part.route === 'unsure' || parts.some((p) => p.u.intent === part.intent && !CONTINUABLE_INTENTS.has(part.intent))) continue;
          const reply = await this.compose(part, packages, partContext, partDialogue, contact, today, lastDate);
          parts.push({ u: part, reply });
          partContext = reply.context ? { ...(partContext ?? {}), ...reply.context } : partContext;
          partDialogue = nextDialogue(part, partDialogue);
        }
        if (parts.length > 1) {
          u = parts.find((p) => CONTINUABLE_INTENTS.has(p.u.intent))?.u ?? parts.at(-1)!.u;
          composed = joinReplies(parts.map((p) => p.reply));
        }
      }
      if (seeksConfirmation(frame.message)) composed = { ...composed, text: withoutAgreement(composed.text) };
      // A party larger than the package takes: the limit said, and a package that fits offered instead.
      const asked = u.pkg ?? packages.find((p) => p.name === composed.context?.packageName);
      composed = withPartyFit(composed, partyFitOf(asked, u.party?.people ?? context?.people, packages), asked?.name);
      const grounding = new BookNowGrounding(
        (from, days, packageName) => packageDays(this.deps.availability, from, days, packageName),
        packages,
        today,
        lastDate,
        minutesOfDayOf(now),
      );
      const grounded = await grounding.ground(composed);
      const reply = inLanguage(u.language, u.route, u.topic?.id, grounded, { packages, contact, understanding: u });
      return { reply, intent: u.intent, dialogue: nextDialogue(u, dialogue) };
    } catch {
      // A service failed (the database, most likely): no guessing, the guide's phone instead.
      return { reply: missingDataReply('that information', contact, context), intent: 'error', dialogue: null };
    }
  }

  private async compose(
    u: Understanding,
    packages: PackageFact[],
    context: BookingContext | null,
    dialogue: DialogueState | null,
    contact: ContactFacts,
    today: string,
    lastDate: string,
  ): Promise<ChatReply> {
    const ctx: BookingContext = {
      ...(context ?? {}),
      ...(u.pkg ? { packageName: u.pkg.name } : {}),
      ...(u.time ? { time: u.time } : {}),
      ...(u.party ? { people: u.party.people, kidsCount: u.party.kidsCount } : {}),
    };
    // A follow-up keeps the dates of the conversation: a quote its one date, open dates all of them (a weekend).
    const carried = u.route === 'quote' && context?.date ? [context.date] : [...(dialogue?.dates ?? [])];
    const dates = u.dates.length > 0 ? u.dates : u.continued && !u.weekday ? carried : [];
    switch (u.route) {
      case 'greeting':
        return greetingReply(contact);
      case 'thanks':
        return thanksReply();
      case 'packages':
        return packagesReply(packages, contact, context, u.compared);
      case 'package_details':
        return u.pkg ? packageDetailsReply(u.pkg, ctx) : packagesReply(packages, contact, context);
      case 'availability':
        return this.calendar.availability(u, dates, ctx, contact, today, lastDate);
      case 'quote':
        return this.calendar.quote(u, dates, packages, ctx, contact, today);
      case 'booking':
        return bookingReply(ctx, u.pkg, packages);
      case 'code_check':
        return codeCheckReply(u.code!, await this.recognises(u.code!), contact, context);
      case 'discount_check':
        return discountCheckReply(u.discountGroup, u.claimed, contact, context);
      case 'topic': {
        const aboutBooking = u.topic!.id === 'cancellation' || u.topic!.id === 'manage';
        const noticeHours =
          u.topic!.id === 'cancellation' ? noticeBeforeTrip(u.text, u.dates, context, u.time, u.pkg, this.deps.clock.now()) : undefined;
        const bookedCents = noticeHours !== undefined ? await this.calendar.bookedTotal(u, ctx) : undefined;
        let reply = u.topic!.answer(
          { packages, contact, profile: await this.profileFacts() },
          {
            text: u.text,
            ...(u.pkg ? { pkg: u.pkg } : {}),
            context,
            ...(noticeHours !== undefined ? { noticeHours } : {}),
            ...(bookedCents !== undefined ? { bookedCents } : {}),
          },
        );
        // A side question keeps the conversation's booking details ('ok back to saturday, is it open?'); a booking
        // described for a change or a cancellation is remembered for the next turn ('we paid $798, how much comes back?').
        const described = aboutBooking && u.dates.length ? { ...ctx, date: [...u.dates].sort().at(-1)! } : null;
        if (reply.context === null && (described ?? context)) reply = { ...reply, context: described ?? context };
        // A word the knowledge base does not hold ('do credits expire?'): what is known, and the guide for the rest.
        if (!u.unknownWords?.length || u.topic!.unknown || reply.actions.some((a) => a.type === 'send_sms')) return reply;
        return {
          ...reply,
          text: `${reply.text}\n${askTheGuide(contact).replace(' can tell you:', ' can tell you more:')}`,
          actions: [...reply.actions, ...handoffActions(contact)],
        };
      }
      case 'foreign':
        return { text: '', actions: handoffActions(contact), context };
      case 'unsure':
        return { ...unsureReply(contact), context };
      case 'recommend':
        return recommendReply(u.text, packages, contact, ctx);
    }
  }

  private async recognises(code: string): Promise<boolean | null> {
    if (!this.deps.referrals) return null;
    return this.deps.referrals.recognises(normaliseReferralCode(code));
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
      maxPeople: p.maxPeople,
    }));
  }

  private async profileFacts(): Promise<GuideFacts> {
    const rows = await this.deps.content.contactEntries().catch(() => []);
    const value = (section: string, key: string) => rows.find((r) => r.section === section && r.key === key)?.value.trim() || undefined;
    return {
      experience: value('guide', 'experience') ?? GUIDE_DEFAULTS.experience,
      description: value('guide', 'description') ?? GUIDE_DEFAULTS.description,
      specialties: value('guide', 'specialties') ?? GUIDE_DEFAULTS.specialties,
      rating: value('claims', 'rating') ?? CLAIMS_DEFAULTS.rating,
      clients: value('claims', 'clients') ?? CLAIMS_DEFAULTS.clients,
      years: value('claims', 'experience') ?? CLAIMS_DEFAULTS.experience,
    };
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

/** Answers to the questions of one message, in order: their texts, and their actions once each. */
function joinReplies(replies: readonly ChatReply[]): ChatReply {
  const actions: SuggestedAction[] = [];
  for (const reply of replies) for (const a of reply.actions) if (!actions.some((b) => b.type === a.type)) actions.push(a);
  const context = replies.reduce<BookingContext | null>((acc, r) => (r.context ? { ...(acc ?? {}), ...r.context } : acc), null);
  return { text: replies.map((r) => r.text).join('\n\n'), actions, context };
}

/** An answer to 'X, right?' states the rule; it never opens by agreeing ('Yes:', 'Absolutely.'). */
function withoutAgreement(text: string): string {
  return text.replace(/^(?:yes|absolutely|sure|of course)[:.,!]?\s*/i, (m) => (m ? '' : m)).replace(/^./, (c) => c.toUpperCase());
}

/** The dialogue state after an answer: its subject, and what the question added. */
function nextDialogue(u: Understanding, before: DialogueState | null): DialogueState {
  return {
    lastIntent: u.priceAsked ? 'quote' : u.intent,
    ...(u.dates.length ? { dates: u.dates } : before?.dates && u.continued ? { dates: before.dates } : {}),
    ...(u.weekday ? { weekday: true } : {}),
    ...(u.kidAges.length ? { kidAges: u.kidAges } : {}),
    ...(u.code ? { referralCode: u.code } : before?.referralCode ? { referralCode: before.referralCode } : {}),
    language: u.language,
  };
}
