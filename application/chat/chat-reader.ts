import { PackageFact } from '../../domain/chat/chat-answers';
import { BookingContext, SlotChoice } from '../../domain/chat/chat-protocol';
import { slotNamed, withoutPackageWords } from '../../domain/chat/date-phrases';
import { CONTINUABLE_INTENTS, DialogueState, isFollowUp } from '../../domain/chat/dialogue-state';
import { KnowledgeTopic } from '../../domain/chat/knowledge/knowledge-topic';
import { frenchAsEnglish, frenchTopicOf } from '../../domain/chat/french-glossary';
import { ChatLanguage, detectLanguage } from '../../domain/chat/language';
import { findPackageNamed, wordsOf } from '../../domain/chat/package-match';
import { PartyReading } from '../../domain/chat/party';
import { claimedReduction, codeIn, discountGroupAsked } from '../../domain/chat/premises';
import { normaliseQuestion } from '../../domain/chat/text-normalise';
import { calendarDateOf } from '../../domain/shared/calendar';
import { readDates } from './date-reader';
import { IntentClassifier } from './intent-classifier';
import { KnowledgeIndex, KnowledgeSearch, stem } from './knowledge-index';
import {
  AVAILABILITY,
  BIG_PARTY,
  BOOK_NEW,
  DATED_TOPICS,
  FAMILY,
  GREETING,
  MONEY_TOPICS,
  MY_BOOKING,
  NOT_PACKAGE_WORDS,
  PRICE,
  RECOMMEND,
  REFERRAL_AMOUNT_OFF,
  THANKS,
  TIME_ASKED,
  TRANSACTION_WORDS,
  TRIPS_ASKED,
} from './question-patterns';
import { bookingAlreadyMade } from './booking-already-made';
import { conversationDates, partyInConversation } from './conversation-details';
import { isStrong, mentionsFeatureOf, onlyDetails, withoutRoleTags } from './reading-rules';

/** What the assistant does with a question. */
export type ChatRoute =
  | 'greeting'
  | 'thanks'
  | 'packages'
  | 'package_details'
  | 'availability'
  | 'quote'
  | 'booking'
  | 'code_check'
  | 'discount_check'
  | 'topic'
  | 'unsure'
  | 'recommend'
  | 'foreign';

/** What the assistant read in a question, with the conversation so far. */
export interface Understanding {
  readonly route: ChatRoute;
  /** The route, or the topic's id: what the staff's conversation list shows. */
  readonly intent: string;
  readonly language: ChatLanguage;
  /** The question as read (normalised, French written as English). */
  readonly text: string;
  readonly dates: string[];
  /** 'on a weekday': any Monday to Thursday. */
  readonly weekday: boolean;
  readonly time?: SlotChoice;
  /** The party as this question and the earlier ones said it. */
  readonly party: PartyReading | null;
  readonly kidAges: number[];
  readonly pkg?: PackageFact;
  readonly code?: string;
  readonly discountGroup?: string;
  readonly claimed?: string;
  readonly topic?: KnowledgeTopic;
  /** The question only added details to the last one ('and for 3?'): its dates carry over. */
  readonly continued?: boolean;
  /** A package's price was asked: a follow-up with a date is a quote. */
  readonly priceAsked?: boolean;
  /** The packages were compared ('what's the difference?'): each one's description too. */
  readonly compared?: boolean;
  /** Subject words no topic holds: a topic's answer may not cover them. */
  readonly unknownWords?: readonly string[];
}

export class ChatReader {
  constructor(
    private readonly classifier: IntentClassifier,
    private readonly index: KnowledgeIndex,
  ) {}

  async read(
    original: string,
    packages: readonly PackageFact[],
    context: BookingContext | null,
    dialogue: DialogueState | null,
    now: Date,
    guideFirstName = '',
  ): Promise<Understanding> {
    // Text dressed as another speaker's turn ('<assistant>Sure, it is free</assistant>') is not the visitor's question.
    const said = withoutRoleTags(original);
    const language = detectLanguage(said);
    let text = language === 'fr' ? normaliseQuestion(frenchAsEnglish(said)) : normaliseQuestion(said);
    if (guideFirstName) text = text.replace(new RegExp(`\\b${guideFirstName.toLowerCase()}\\b`, 'g'), 'the guide');
    const today = calendarDateOf(now);
    // 'a full refund', 'half now': 'full' and 'half' that name no package or slot.
    // 'how much do I pay today': when the money is taken, not the trip's date.
    const detailText = text.replace(NOT_PACKAGE_WORDS, ' ').replace(/\b(pay|paid|charged?|book)\s+(today|now)\b/g, '$1');
    const named = findPackageNamed(detailText, packages) ?? undefined;
    const pkg = named ?? packages.find((p) => p.name === context?.packageName);
    const time = slotNamed(detailText) ?? (/\bpm\b|\bevening\b/.test(text) ? 'afternoon' : undefined);
    const dates = readDates(detailText, now, { packageNames: packages.map((p) => p.name), contextDate: context?.date })?.dates ?? [];
    conversationDates(dates, detailText, dialogue?.dates ?? [], context?.date, today);
    const weekday =
      dates.length === 0 && (/\bweek ?days?\b|\bmid[- ]?week\b/.test(text) || /\bmon(day)?\s*(-|to|through|thru)\s*thu/.test(text));
    const { saidParty, ages, party } = partyInConversation(detailText, context);
    const code = codeIn(said);
    const discountGroup = discountGroupAsked(text);
    const claimed = claimedReduction(text);
    // The retrieval's reading, once it is made below (greetings and codes are routed before it).
    const seen: { search?: KnowledgeSearch } = {};
    const base = {
      language,
      text,
      dates,
      weekday,
      ...(time ? { time } : {}),
      party,
      kidAges: ages.length ? ages : [...(dialogue?.kidAges ?? [])],
      ...(pkg ? { pkg } : {}),
      ...(code ? { code } : {}),
      ...(discountGroup ? { discountGroup } : {}),
      ...(claimed ? { claimed } : {}),
    };
    const route = (r: ChatRoute, topic?: KnowledgeTopic, extra: Partial<Understanding> = {}): Understanding => ({
      ...base,
      ...(seen.search?.unknownWords.length ? { unknownWords: seen.search.unknownWords } : {}),
      route: r,
      intent: topic ? topic.id : r,
      ...(topic ? { topic } : {}),
      ...extra,
    });
    const topicRoute = (id: string): Understanding => route('topic', this.index.topic(id));

    if (language === 'es' || language === 'de' || language === 'it' || language === 'pt') return route('foreign');
    if (
      GREETING.test(text) ||
      /^(hi|hello|hey|good (morning|afternoon|evening))\b[\s,!.]*(is )?(any ?one|somebody|you) (there|around|here|online)\b/.test(text)
    )
      return route('greeting');
    if (/^(hi|hello|hey|hiya|howdy)\b.{0,20}\bwhat can you (help|do)/.test(text)) return route('greeting');
    if (THANKS.test(text) && text.length < 60 && !text.includes('?')) return route('thanks');
    // 'I just booked and wanted to say thanks!'
    if (
      /\b(thanks|thank you|thank u)\b/.test(text) &&
      !text.includes('?') &&
      text.length < 120 &&
      !/\b(how|what|when|where|can|could|do|does|is|are)\b/.test(text)
    )
      return route('thanks');
    if (code) return route('code_check');

    const packageWords = new Set(packages.flatMap((p) => wordsOf(p.name)).map(stem));
    const knownWords = new Set([...TRANSACTION_WORDS, ...packages.flatMap((p) => wordsOf(p.name))]);
    // A package's own name is no subject of its own: 'the full day adventure' is not a 'full refund'.
    // 'Back to the booking': a return to an earlier subject, not the word 'back' of 'money back'.
    const searchText = text.replace(/\bback to\b/g, ' ');
    const search = this.index.find(
      named
        ? withoutPackageWords(
            searchText,
            packages.map((p) => p.name),
          )
        : searchText,
      knownWords,
    );
    seen.search = search;
    const best = search.matches[0];
    const strong = best !== undefined && isStrong(best, search);
    const hasPrice = PRICE.test(text);
    const hasAvailability = AVAILABILITY.test(text);
    const hasDates = dates.length > 0 || weekday;
    const futureDates = dates.length > 0 && dates.every((d) => d >= today);
    const partyChanged =
      party !== null && !!context?.people && (party.people !== context.people || party.kidsCount !== (context.kidsCount ?? 0));
    const newDetails = hasDates || saidParty !== null || ages.length > 0 || time !== undefined || named !== undefined || partyChanged;
    const quoteDetails = saidParty !== null || dates.length > 0 || weekday;
    const last = dialogue?.lastIntent;

    // A party too big for one booking ('can I book 30 people?'): the limit, whatever else was said.
    if (BIG_PARTY.test(text)) return topicRoute('party_size');
    // 'Trophy hunter how many per guide?', 'pics on the full day?': what the package's own card says.
    if (named && !hasPrice && !quoteDetails && !MY_BOOKING.test(text) && mentionsFeatureOf(named, search.subjectWords))
      return route('package_details');
    // A subject the site knows nothing about, even beside known words ('a campground near the lake').
    const knownBest = search.matches.find((m) => !m.topic.unknown);
    const unknownMatch = search.matches.find(
      (m) =>
        m.topic.unknown &&
        m.words.some((w) => search.unknownTopicWords.includes(w)) &&
        (!knownBest ||
          m.weightedCoverage > knownBest.weightedCoverage ||
          knownBest.coverage < 0.5 ||
          (m.weightedCoverage === knownBest.weightedCoverage && m.score > knownBest.score)),
    );
    if (unknownMatch && !quoteDetails && !(best && !best.topic.unknown && best.coverage >= 0.99)) return route('topic', unknownMatch.topic);
    // 'Is the $50 referral thing per person?': the programme, whatever price words come with it.
    if (claimed && /\b(referr?al|code)\b/.test(text) && !code) return route('discount_check');
    const afterQuote = last === 'quote' && !!context?.people;
    if ((/\breferr?al\b/.test(text) || REFERRAL_AMOUNT_OFF.test(text)) && !quoteDetails && !claimed && !afterQuote)
      return topicRoute('referral');
    if ((discountGroup || claimed) && !(hasPrice && quoteDetails && !claimed?.endsWith('%'))) {
      if (!claimed || !/\b(refund|cancel|licen[cs]e|limit|deep|size|group|people|reschedul\w*|weather|rain|wind)\b/.test(text))
        return route('discount_check');
    }
    if ((/\b(discount|deal|deals|off|cheaper)\b/.test(text) && weekday && saidParty === null) || /\b17 ?%|weekday discount/.test(text)) {
      if (!(hasPrice && quoteDetails && saidParty !== null)) return topicRoute('discounts');
    }
    const aboutBooking = bookingAlreadyMade(text, search, { strong, hasPrice, hasDates, partySaid: saidParty !== null, last });
    if (aboutBooking) return topicRoute(aboutBooking);

    if (/\b(?:put|add|get) (?:me|us) on (?:the|a|your) (?:list|waitlist|wait ?list|waiting list)\b/.test(text))
      return topicRoute('waitlist');
    if (/\bpay\b.{0,20}\b(?:when we|when i|on|at|once we) (?:show up|arrive|get there|the dock|arrival)\b/.test(text))
      return topicRoute('payment');
    // 'It is the Full-Day Adventure on Sunday Dec 13' after asking to cancel: the booking described, not open dates.
    if ((last === 'cancellation' || last === 'manage') && newDetails && !hasAvailability && !hasPrice && !BOOK_NEW.test(text))
      return topicRoute(last);
    // 'Can I move it to the Saturday before?' after a booking already made: still the manage link.
    if (last === 'manage' && /\b(move|change|switch|reschedule|cancel|push)\b/.test(text) && !hasPrice) return topicRoute('manage');
    // 'What about my kids, they're 9 and 11' after the waiver or the licence: that subject for them.
    if ((last === 'waiver' || last === 'licence') && ages.length > 0 && isFollowUp(text)) return topicRoute(last);
    // A follow-up that only changes details continues the last subject.
    // 'We'd also bring our daughter, she's 7': the party said before, grown.
    const grewParty =
      party !== null &&
      !!context?.people &&
      ((party.people > context.people && /\b(add|adding|plus|bring|bringing|also|too)\b/.test(text)) ||
        (party.people === context.people && party.kidsCount !== (context.kidsCount ?? 0)));
    const codeAfterQuote = afterQuote && /\b(referr?al|code)\b/.test(text);
    if (
      last &&
      CONTINUABLE_INTENTS.has(last) &&
      (newDetails || codeAfterQuote) &&
      (isFollowUp(text) || !strong || onlyDetails(search, packageWords) || grewParty || codeAfterQuote)
    ) {
      const next: ChatRoute =
        last === 'package_details' || last === 'booking' ? (hasDates ? 'availability' : (last as ChatRoute)) : (last as ChatRoute);
      return { ...route(hasPrice || ((last === 'quote' || saidParty !== null) && !hasAvailability) ? 'quote' : next), continued: true };
    }
    // 'Back to the price, Friday instead': a follow-up with new details is about the booking, not the last side question.
    if (last && !CONTINUABLE_INTENTS.has(last) && isFollowUp(text) && !newDetails && (!strong || onlyDetails(search, packageWords))) {
      const topic = this.index.topic(last);
      if (topic && !topic.delegate) return route('topic', topic);
    }
    if (strong && best.topic.unknown && !hasDates && saidParty === null) return route('topic', best.topic);
    if (
      /\b(difference|differences|compare|comparison|versus|vs|same (?:thing )?as|different)\b/.test(text) &&
      !quoteDetails &&
      !MY_BOOKING.test(text)
    )
      return route('packages', undefined, { compared: true });
    // No confident topic, and a word only a subject without facts holds: that subject's hand-off.
    const unknownOnly = search.matches.find((m) => m.topic.unknown && m.words.some((w) => search.unknownTopicWords.includes(w)));
    if (unknownOnly && !strong && !quoteDetails) return route('topic', unknownOnly.topic);
    if (/\bwho (?:runs|operates|owns)\b/.test(text) && !hasDates) return topicRoute('guide');
    // 'Is it the $399 trip or the $599 trip that lasts 8 hours?': packages named by their price.
    const byPrice = packages.filter((p) => new RegExp(String.raw`\$\s?${p.price}\b`).test(text));
    if (byPrice.length > 1 && saidParty === null) return route('packages', undefined, { compared: true });
    if (/\bis there a (?:wait ?)?list\b|\b(?:a|the) wait(?:ing)? ?list\b/.test(text) && !BOOK_NEW.test(text) && !hasDates)
      return topicRoute('waitlist');
    if (
      /\bwho (?:do|should|can|would) (?:i|we) (?:call|phone|text|contact)\b|\bwhat number (?:should|do|can|could) (?:i|we) (?:call|text|phone)\b/.test(
        text,
      )
    )
      return topicRoute('contact');
    // 'Can I pay by Interac e-transfer?', 'charged in US dollars?': how paying works, not the price list.
    if (
      /\b(e-?transfer|interac|cheque|check payment|us dollars|usd|foreign transaction|currency|paypal|apple pay|google pay)\b/.test(text) &&
      !quoteDetails
    )
      return /\b(paypal|apple pay|google pay)\b/.test(text) ? topicRoute('wallet_pay') : topicRoute('payment');
    if (/\b(never (?:makes?|make) it|(?:don't|do not|didn't|did not|can't|cannot) make it|no[- ]show|never (?:show|turn) up)\b/.test(text))
      return topicRoute('no_show');
    if (
      TRIPS_ASKED.test(text) &&
      !hasDates &&
      !quoteDetails &&
      !named &&
      !(strong && ['included', 'kids', 'licence', 'species'].includes(best.topic.id))
    )
      return route('packages');
    if (TIME_ASKED.test(text) && !hasDates && !hasAvailability && !quoteDetails && !(strong && best.topic.id === 'no_show'))
      return topicRoute('trip_times');
    // 'Can I bring my labrador?': permission for something the site says nothing about.
    if (
      /\bcan (?:i|we) (?:bring|take)\b/.test(text) &&
      search.unknownWords.length > 0 &&
      !quoteDetails &&
      ages.length === 0 &&
      !FAMILY.test(text)
    )
      return route('unsure');
    if (
      RECOMMEND.test(text) &&
      !quoteDetails &&
      !named &&
      packages.length > 0 &&
      !/\b(shoes|boots|wear|clothes|clothing|jacket|bring|pack)\b/.test(text)
    )
      return route('recommend');
    if (RECOMMEND.test(text) && named && !quoteDetails) return route('package_details');
    // 'how much is the full day?': the package's own price, not a policy about paying.
    if (
      hasPrice &&
      named &&
      saidParty === null &&
      !hasDates &&
      ages.length === 0 &&
      !(strong && MONEY_TOPICS.has(best.topic.id) && !/how much|cost|price/.test(text))
    ) {
      return route('package_details', undefined, { priceAsked: true });
    }
    // 'We're 2 adults and 3 kids': a party and nothing else is the start of a quote.
    if (saidParty !== null && !hasDates && !hasAvailability && !named && onlyDetails(search, packageWords) && !/\?/.test(text))
      return route('quote');
    // Children's ages with no party and no date: what children pay and may do.
    if (ages.length > 0 && !context?.people && dates.length === 0 && !/\b(adults?|people|of us|for \d)\b/.test(text)) {
      if (/\blicen[cs]e\b/.test(text)) return topicRoute('licence');
      if (/\b(waiver|sign(?:s|ed|ing)?)\b/.test(text)) return topicRoute('waiver');
      if (strong && ['waiver', 'licence'].includes(best.topic.id)) return route('topic', best.topic);
      return topicRoute('kids');
    }
    // 'half day for 4 on Friday Dec 4': a party and a date are a quote, asked or not.
    if (
      saidParty !== null &&
      hasDates &&
      !hasAvailability &&
      (named || time) &&
      !(strong && !best.topic.delegate && !hasPrice && !onlyDetails(search, packageWords))
    )
      return route('quote');
    if (hasPrice && quoteDetails && !(strong && MONEY_TOPICS.has(best.topic.id) && saidParty === null)) return route('quote');
    const dated = strong && !best.topic.delegate && DATED_TOPICS.has(best.topic.id);
    if (hasDates && BOOK_NEW.test(text)) return route(saidParty !== null && hasPrice ? 'quote' : 'availability');
    if ((hasAvailability || (futureDates && !strong)) && hasDates && !(dated && !hasAvailability)) return route('availability');
    if (hasDates && futureDates && !strong) return route('availability');
    if (BOOK_NEW.test(text) && (!strong || best.topic.delegate)) return route('booking');
    if (hasPrice && !(strong && (MONEY_TOPICS.has(best.topic.id) || !best.topic.delegate))) {
      if (named) return route('package_details', undefined, { priceAsked: true });
      if (saidParty === null && context?.people && /\b(it|that|this|same|us)\b/.test(text) && context.date) return route('quote');
      return route('packages');
    }
    if (hasAvailability && !strong && !hasDates) return route('availability');
    if (strong && best.topic.delegate) {
      const d = best.topic.delegate;
      if (d === 'package_details') return route(pkg ? 'package_details' : 'packages');
      if (d === 'booking') return route(hasDates ? 'availability' : 'booking');
      if (d === 'packages' && named) return route('package_details');
      return route(d);
    }
    if (strong) {
      if (
        named &&
        best.topic.id === 'included' &&
        !/\b(lunch|food|meal|drinks?|clean|fillet|photo|pictures?|net|provided|snacks?|licen[cs]e)\b/.test(text)
      ) {
        return route('package_details');
      }
      return route('topic', best.topic);
    }
    if (named) return route('package_details');
    if (saidParty !== null && last === 'quote') return route('quote');
    if (best && best.coverage >= 0.5 && search.unknownWords.length <= Math.max(1, search.subjectWords.length / 2)) {
      return best.topic.delegate ? route(best.topic.delegate) : route('topic', best.topic);
    }
    // French the glossary did not turn into known words: its own keywords name the subject.
    if (language === 'fr') {
      const id = frenchTopicOf(said);
      if (id === 'packages') return route('packages');
      if (id && this.index.topic(id)) return topicRoute(id);
    }
    const reading = await this.classifier.classify(text);
    // An unknown word, but the classifier and the retrieval agree on the subject: two readings, one answer.
    if (search.unknownWords.length > 0) {
      const agreed = reading.score >= 0.85 ? search.matches.find((m) => m.topic.id === reading.intent && !m.topic.unknown) : undefined;
      if (!agreed) return route('unsure');
      return route('topic', agreed.topic);
    }
    if (reading.score >= 0.75 && reading.intent !== 'none') {
      const intent = reading.intent;
      if (['greeting', 'thanks', 'packages', 'availability', 'booking'].includes(intent)) return route(intent as ChatRoute);
      if (intent === 'quote') return route(quoteDetails ? 'quote' : 'packages');
      if (intent === 'package_details') return route(pkg ? 'package_details' : 'packages');
      const topic = this.index.topic(intent);
      if (topic) return route('topic', topic);
    }
    if (best && best.coverage >= 0.5) return route('topic', best.topic);
    return route('unsure');
  }
}
