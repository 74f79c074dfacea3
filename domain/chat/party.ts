import { PARTY_LIMITS } from '../bookings/booking-rules';

/** Children this age and under pay the family price. */
export const CHILD_PRICE_MAX_AGE = 12;

/** Who is coming, as far as a question says: `kidsCount` are children 12 and under. */
export interface PartyReading {
  readonly people: number;
  readonly kidsCount: number;
  /** Children whose age puts them over 12: they come at the adult price. */
  readonly olderChildren: number;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const ADULT_WORDS = String.raw`(?:adults?|grown[- ]?ups?|men|women|guys|ladies|seniors?)`;
const KID_WORDS = String.raw`(?:kids?|children|child|kiddos?|youngsters?|little ones?|boys?|girls?|sons?|daughters?|grandkids?|grandchildren)`;
const PEOPLE_WORDS = String.raw`(?:people|persons?|pax|guests?|anglers?|folks?|fishermen|of us|ppl|friends?|buddies|guys)`;
const RELATIVES = String.raw`(?:wife|husband|partner|girlfriend|boyfriend|friend|buddy|dad|father|mom|mother|brother|sister|uncle|wife|fiance|fiancee|coworker|colleague)`;

function numberOf(word: string): number {
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : (NUMBER_WORDS[lower] ?? NaN);
}

/**
 * Reads a party from a visitor's words: '2 adults and a 10-year-old', 'family of four with two kids',
 * 'me and my wife', '6 people', 'kids aged 8 and 14'. Children with an age over 12 count at the
 * adult price; children without an age are taken as children (the form's 'kids'). Null when the
 * text names no party, or one the booking form could not take (more than 12 people).
 */
export function readParty(text: string): PartyReading | null {
  const t = ` ${text.toLowerCase().replace(/[’']/g, '').replace(/\s+/g, ' ')} `;
  let adults = 0;
  let kids = 0;
  let older = 0;
  let total: number | undefined;
  let found = false;

  for (const m of t.matchAll(new RegExp(String.raw`\b${COUNT}\s+(?:\w+\s+)?${ADULT_WORDS}\b`, 'g'))) {
    adults += numberOf(m[1]!);
    found = true;
  }
  // Ages: 'a 10-year-old', '10 yr old', 'aged 8 and 14', 'ages 5, 7 and 13'.
  const ages: number[] = [];
  for (const m of t.matchAll(/\b(?:a |an |one )?(\d{1,2})[- ]?(?:years?|yrs?|yo)\b(?:[- ]?old)?/g)) ages.push(Number(m[1]));
  for (const m of t.matchAll(/\bage[ds]?\s+((?:\d{1,2}(?:\s*(?:,|and|&)\s*)?)+)/g)) {
    for (const n of m[1]!.match(/\d{1,2}/g) ?? []) ages.push(Number(n));
  }
  const uniqueAgeMentions = ages;
  let countedKids = 0;
  for (const m of t.matchAll(new RegExp(String.raw`\b${COUNT}\s+(?:\w+\s+)?${KID_WORDS}\b`, 'g'))) {
    countedKids += numberOf(m[1]!);
    found = true;
  }
  if (uniqueAgeMentions.length > 0) {
    found = true;
    const young = uniqueAgeMentions.filter((age) => age <= CHILD_PRICE_MAX_AGE).length;
    const grown = uniqueAgeMentions.length - young;
    // Ages describe the counted children when there are as many: 'two kids aged 8 and 14'.
    const described = Math.max(countedKids, uniqueAgeMentions.length);
    kids += young + Math.max(0, described - uniqueAgeMentions.length);
    older += grown;
  } else {
    kids += countedKids;
  }
  for (const m of t.matchAll(new RegExp(String.raw`\b${COUNT}\s+(?:\w+\s+)?${PEOPLE_WORDS}\b`, 'g'))) {
    const n = numberOf(m[1]!);
    if (m[0].includes('friend') || m[0].includes('buddies')) adults += n;
    else total = Math.max(total ?? 0, n);
    found = true;
  }
  for (const m of t.matchAll(/\b(?:family|group|party|team) of (\d{1,2}|[a-z]+)\b/g)) {
    const n = numberOf(m[1]!);
    if (!Number.isNaN(n)) {
      total = n;
      found = true;
    }
  }
  // 'me and my wife', 'my son and I', 'just me', 'for two'.
  const self = /\b(me|myself|i|im|just me|solo|alone|by myself)\b/.test(t);
  const relatives = [...t.matchAll(new RegExp(String.raw`\bmy\s+${RELATIVES}\b`, 'g'))].length;
  const plainKids = [...t.matchAll(/\bmy\s+(?:son|daughter|kid|child|boy|girl|grandson|granddaughter)\b/g)].length;
  if (relatives > 0 || plainKids > 0) found = true;
  if (/\bfor (two|three|four|five|six|2|3|4|5|6)\b/.test(t) && !found) {
    total = numberOf(/\bfor (two|three|four|five|six|2|3|4|5|6)\b/.exec(t)![1]!);
    found = true;
  }
  if (/\b(just me|only me|by myself|solo|alone|for one|one person)\b/.test(t) && !found) {
    total = 1;
    found = true;
  }
  if (!found) return null;
  if (plainKids > 0 && countedKids === 0 && uniqueAgeMentions.length === 0) kids += plainKids;
  adults += relatives;
  if (self && (adults > 0 || kids > 0 || older > 0 || relatives > 0 || plainKids > 0) && !/\b\d{1,2}\s+adults?\b/.test(t)) adults += 1;
  let people = adults + kids + older;
  if (total !== undefined) people = Math.max(total, people);
  if (people > 0 && adults + older === 0 && kids >= people) {
    // 'two kids' alone: someone brings them (the form needs an adult in every party).
    people = kids + 1;
  }
  if (people < PARTY_LIMITS.minPeople || people > PARTY_LIMITS.maxPeople) return null;
  return { people, kidsCount: Math.min(kids, people - 1), olderChildren: older };
}

/**
 * Children's ages given on their own, usually after a quote: 'they are 8 and 14', 'the kids are 6
 * and 9', 'ages 5 and 7', 'my son is 10'. Empty when the words name no age.
 */
export function agesIn(text: string): number[] {
  const t = text.toLowerCase();
  const lead =
    /\b(?:they(?: are|re|'re)|kids are|children are|boys are|girls are|ages?d?|(?:son|daughter|kid|child|boy|girl) is|(?:one|1) is)\b\s*((?:\d{1,2}(?:\s*(?:years?|yrs?)(?:\s*old)?)?(?:\s*(?:,|and|&)\s*)?)+)/.exec(
      t,
    );
  const ages: number[] = [];
  if (lead) for (const n of lead[1]!.match(/\d{1,2}/g) ?? []) ages.push(Number(n));
  if (ages.length === 0) for (const m of t.matchAll(/\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b/g)) ages.push(Number(m[1]));
  if (ages.length === 0) {
    const listed = /\b(?:kids?|children|boys?|girls?|sons?|daughters?)\s*[,:(]\s*(?:aged?\s*)?((?:\d{1,2}\s*(?:,|and|&)?\s*)+)/.exec(t);
    if (listed) for (const n of listed[1]!.match(/\d{1,2}/g) ?? []) ages.push(Number(n));
  }
  if (ages.length === 0) {
    const ofThem = /\b(?:one|two|three|\d) of (?:them|us|the kids|the children) (?:is|are)\s+((?:\d{1,2}\s*(?:,|and|&)?\s*)+)/.exec(t);
    if (ofThem) for (const n of ofThem[1]!.match(/\d{1,2}/g) ?? []) ages.push(Number(n));
  }
  if (ages.length === 0) {
    const is = /\b(?:son|daughter|kid|child|boy|girl|nephew|niece|brother|sister|grandson|granddaughter|he|she)\s+is\s+(\d{1,2})\b/.exec(t);
    if (is) ages.push(Number(is[1]));
  }
  return ages.filter((a) => a < 18);
}
