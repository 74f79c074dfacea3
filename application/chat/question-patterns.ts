import { REFERRAL_CREDIT_CENTS } from '../../domain/bookings/pricing';
import { stem } from './knowledge-index';

/**
 * The wordings the chat reader recognises by their shape: price and availability words, a booking
 * already made, a party too big, a greeting, the topics that money or a date words do not turn
 * into a quote or a date question, and the words of a transaction (dates, party, slot).
 */
export const PRICE =
  /\b(how much|price|prices|pricing|priced|cost|costs|rate|rates|quote|total|charge|expensive|cheap|budget|pay|cheapest)\b|\$/;
export const AVAILABILITY =
  /\b(?:got|have|has) (?:anything|something|room|space)\b|\bcan (?:i|we) go\b|\bbusy\b|\b(available|availability|free|open|opening|openings|spots?|space|room|vacanc\w*|booked|fully booked|slots?|when can|what dates|which dates|any dates|any days|next date|dates)\b/;
/** 'I booked', 'my trip', 'my reservation': a booking that exists already. */
export const MY_BOOKING =
  /^(?:my |our |the )?trip is (?:tomorrow|today|tonight|on|this|next)\b|\b(?:we are|i am|we're|i'm) booked\b|\b(?:we|i) have (?:\d{1,2}|two|three|four|five) (?:people )?booked\b|\b(?:my|our) [a-z -]{0,25}\b(?:booking|reservation)\b|\bmy (?:full day|half day|morning|afternoon) trip\b|\b(?:our|my) trip is\b|\bconfirmation (?:email|text)? ?for (?:our|my)\b|\b(?:i|we) (?:already )?paid \$?\d|\b(?:morning|afternoon|full day|half day) trip booked\b|\bbooked for \d{1,2}\b|\bi (?:just )?booked\b|\b(?:my|our) (?:(?:morning |afternoon )?trip|booking|reservation|tour|package|half day|full day)\b|\b(?:i|we) (?:booked|have booked|already booked|made a booking|reserved)\b|^booked\b|\bbooked the wrong\b|\b(?:i|we) (?:have|had|already have) (?:a|an|the|our|my) [a-z -]{0,30}\bbooked\b/;
/** Wanting to book (not 'my booking'). */
export const BOOK_NEW =
  /\b(?:can|could|may) (?:i|we) (?:still )?(?:book|reserve)\b|\b(?:want|like|love|going|ready|able) to (?:book|reserve)\b|\bbook (?:me|us|it|a|the|for|this|that)\b|\blets? book\b/;
export const BIG_PARTY =
  /\b(?:1[3-9]|[2-9]\d)(?:st|nd|rd|th) (?:person|people|guest|angler|friend)\b|\b(?:1[3-9]|[2-9]\d|\d{3})\s+(?:people|persons|guests|of us|anglers|adults|pax|fishermen|folks)\b|\b(?:group|party|team|family) of (?:1[3-9]|[2-9]\d|\d{3})\b|\bgroups? of up to (?:1[3-9]|[2-9]\d)\b|\bsize to (?:1[3-9]|[2-9]\d)\b/;
export const RECOMMEND =
  /\b(recommend|suggest|which (?:package|trip|tour|one)|what (?:package|trip|tour) (?:is|would|should)|best (?:for|option)|good for|suits?|should i (?:choose|pick|get|book))\b/;
export const FAMILY =
  /\b(kids?|child(?:ren)?|son|daughter|brother|sister|bro|sis|wife|husband|partner|dad|father|mom|mother|grand\w+|nephew|niece|friends?|buddy|family|baby|toddler|teen\w*)\b/;
/** 'What trips do you have?', 'which of your trips are 8 hours?': the packages, each with its length and price. */
export const TRIPS_ASKED =
  /\b(?:what|which)(?: of your| of the)? (?:trips|tours|packages|charters|options)\b(?! (?:are|is) (?:open|available|free))/;
/** 'What time do we head out?', 'when do we get back?': the slot windows. */
export const TIME_ASKED =
  /\bwhat time\b|\bwhen (?:do|does|will|would|should|can) (?:we|i|you|it|the (?:boat|trip|tour))\b.{0,25}\b(?:start|leave|head out|depart|go out|set out|begin|finish|end|get back|come back|return|meet)\b/;
export const NOT_PACKAGE_WORDS =
  /\b(?:full|half)\s+(?:refund|price|amount|payment|now|later|the price)\b|\bin full\b|\bhalf\s+(?:of|and)\b/g;
export const EXPLICIT_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d(st|nd|rd|th)\b|\d{4}-|\b(today|tomorrow|tonight)\b/;
export const GREETING =
  /^(hi|hello|hey|howdy|hiya|yo|greetings|good (?:morning|afternoon|evening|day)|bonjour|hola|hallo)\b[\s!.,]*(?:there|guys|folks|all|dale)?[\s!.,]*(?:(?:first time (?:on |here|visiting)[a-z ]*|just (?:browsing|looking|checking)[a-z ]*|new here)[\s!.,]*)*$/;
export const THANKS =
  /^(?:ok(?:ay)?|great|perfect|awesome|cool|super|nice|got it|sounds good)?[\s,!.]*(thanks|thank you|thank u|cheers|much appreciated|appreciate it|bye|goodbye|see you|merci|gracias|danke)\b/;
/** Topics about money whose questions hold price words but are not a quote ('can I pay cash?'). */
export const MONEY_TOPICS = new Set([
  'cash',
  'taxes',
  'tipping',
  'payment',
  'referral',
  'discounts',
  'cancellation',
  'no_show',
  'manage',
  'gift',
  'included',
  'alcohol',
]);
/** Topics a date in the question does not turn into an availability question. */
export const DATED_TOPICS = new Set([
  'cancellation',
  'manage',
  'weather',
  'no_show',
  'reminders',
  'confirmation',
  'waiver',
  'waitlist',
  'payment',
  'trip_times',
  'ice_fishing',
  'live_weather',
]);
export const TRANSACTION_WORDS = new Set(
  (
    'price prices pricing cost costs much rate rates quote total pay charge available availability free open opening openings spot spots ' +
    'space room booked full slot slots date dates book booking reserve reservation adult adults kid kids child children people person ' +
    'persons party family group son daughter wife husband friend friends buddy buddies me us morning afternoon half whole weekend week ' +
    'weekday today tomorrow tonight next this coming monday tuesday wednesday thursday friday saturday sunday january february march april ' +
    'may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec year years old aged age ' +
    'instead about after before following later sooner earlier christmas eve boxing new day days couple pair solo alone myself per ' +
    'package packages option options offer one two three four five six seven eight nine ten eleven twelve them ' +
    'add adding plus another more extra instead make change switch also summer winter spring fall autumn season ' +
    'brother sister dad mom father mother parents grandpa grandma grandfather grandmother uncle aunt cousin nephew niece law ' +
    'partner girlfriend boyfriend fiance fiancee boss team'
  ).split(/\s+/),
);
export const TRANSACTION_STEMS = new Set([...TRANSACTION_WORDS].map(stem));

/** A notice before a trip ('5 days out', '36 hrs before'): a cancellation's refund share. */
export const NOTICE = /\b\d{1,3}\s*(?:hours?|hrs?|h|days?)\s+(?:out|before|ahead|prior|in advance)\b/;

/** 'Is the $50 off per person?': the referral's amount named, not the word. */
export const REFERRAL_AMOUNT_OFF = new RegExp(String.raw`\$?\b${REFERRAL_CREDIT_CENTS / 100}\s*(?:dollars?\s*|\$\s*)?off\b`);
