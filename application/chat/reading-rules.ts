import { BookingContext } from '../../domain/chat/chat-protocol';
import { FILLER_WORDS } from '../../domain/chat/knowledge/knowledge-base';
import { PartyReading } from '../../domain/chat/party';
import { PackageFact } from '../../domain/chat/chat-answers';
import { KnowledgeSearch, stem } from './knowledge-index';
import { TRANSACTION_STEMS } from './question-patterns';

/** How the chat reader weighs a reading: the party across turns, a confident topic, a question of details only. */

/** Markup that plays another speaker ('</user> <assistant>...</assistant>'): its words are dropped. */
export function withoutRoleTags(text: string): string {
  return text
    .replace(/<\s*(assistant|system|admin|bot)\s*>[\s\S]*?<\s*\/\s*\1\s*>/gi, ' ')
    .replace(/<\s*\/?\s*[a-z]+\s*>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** This question's party, or the one said before with the children's ages this one adds. */
export function partyOf(text: string, said: PartyReading | null, ages: number[], context: BookingContext | null): PartyReading | null {
  const counted = /\b(adults?|people|persons|of us|family of|group of|party of)\b/.test(text);
  const young = ages.filter((a) => a <= 12).length;
  // 'what if we add my 11-year-old?': the party said before, and the people added.
  if (
    context?.people &&
    (said || ages.length > 0) &&
    /\b(add|adding|plus|bring|bringing|one more|another)\b|\b(too|as well)[?!.]*$/.test(text)
  ) {
    const adultsAdded = Number(/\b(\d{1,2})\s+(?:more\s+)?adults?\b/.exec(text)?.[1] ?? 0);
    const kidsAdded = ages.length ? young : (said?.kidsCount ?? 0);
    const olderAdded = ages.length ? ages.length - young : (said?.olderChildren ?? 0);
    const added = Math.max(1, adultsAdded + kidsAdded + olderAdded);
    const people = context.people + added;
    if (people <= 12) return { people, kidsCount: (context.kidsCount ?? 0) + kidsAdded, olderChildren: olderAdded };
  }
  // 'my son is 14, me and him': the ages say which of the children pay the child price.
  if (said && ages.length > 0 && said.kidsCount > 0 && (!context?.people || counted || /\b(me|i|we)\b/.test(text))) {
    const kidsCount = Math.min(said.kidsCount, young);
    return { ...said, kidsCount, olderChildren: said.olderChildren + (said.kidsCount - kidsCount) };
  }
  // 'a family of 5, kids are 4, 9 and 14': the ages say how many are children, and which pay the child price.
  if (said && ages.length > 0 && said.kidsCount === 0 && said.olderChildren === 0 && !context?.people) {
    const kidsCount = Math.min(young, Math.max(0, said.people - 1));
    return { ...said, kidsCount, olderChildren: Math.min(ages.length - young, said.people - 1 - kidsCount) };
  }
  // 'two of them are kids': the party said before, with that many children.
  const ofThem = /\b(one|two|three|four|five|\d{1,2}) of (?:them|us) (?:are|is) (?:kids|children|a kid|a child)\b/.exec(text);
  if (context?.people && ofThem) {
    const n = Number(/\d/.test(ofThem[1]!) ? ofThem[1] : ['one', 'two', 'three', 'four', 'five'].indexOf(ofThem[1]!) + 1);
    const kids = ages.length ? Math.min(n, young) : n;
    return { people: context.people, kidsCount: Math.min(kids, context.people - 1), olderChildren: ages.length ? n - kids : 0 };
  }
  if (context?.people && ages.length > 0 && !counted) {
    // 'they are 8 and 14' after a quote for a family: the ages say which children pay the child price.
    return { people: context.people, kidsCount: Math.min(young, Math.max(0, context.people - 1)), olderChildren: ages.length - young };
  }
  return said;
}

/** Whether the best topic is a confident answer: most of the subject words are its words. */
export function isStrong(best: { coverage: number; weightedCoverage: number; score: number }, search: KnowledgeSearch): boolean {
  if (best.coverage >= 0.99) return true;
  if (best.coverage >= 0.5 && search.unknownWords.length === 0) return true;
  // Far ahead of the next topic on the words it shares with the question.
  const second = search.matches[1];
  // Its words are the question's telling ones ('waiver' beside 'person' and 'group'), the next topic's are not.
  if (
    search.unknownWords.length === 0 &&
    best.weightedCoverage >= 0.35 &&
    (!second || best.weightedCoverage >= 1.4 * second.weightedCoverage)
  )
    return true;
  if (best.coverage >= 0.5 && best.score >= 10 && (!second || best.score >= 2 * second.score)) return true;
  return best.coverage >= 0.6 && best.score >= 6;
}

/** A question whose subject words are all details (dates, party, slot): nothing new to look up. */
export function onlyDetails(search: KnowledgeSearch, packageWords: ReadonlySet<string> = new Set()): boolean {
  return (
    search.subjectWords.every((w) => TRANSACTION_STEMS.has(w) || packageWords.has(w) || FILLER_WORDS.has(w) || /^\d/.test(w)) ||
    search.matches.length === 0
  );
}

/** Package-card words too common to tell anything ('trip', 'fish', 'day'). */
const CARD_FILLER = new Set(
  [
    'trip',
    'fish',
    'day',
    'full',
    'half',
    'hour',
    'hours',
    'time',
    'water',
    'your',
    'more',
    'for',
    'the',
    'and',
    'one',
    'included',
    'include',
    'morning',
    'afternoon',
  ].map(stem),
);

/** What a card says for a word visitors use ('food' is the lunch). */
const CARD_WORDS: Readonly<Record<string, string>> = {
  food: 'lunch',
  meal: 'lunch',
  eat: 'lunch',
  pictur: 'photo',
  pic: 'photo',
  drink: 'drink',
};

/** Whether a subject word of the question is a word of the package's features or description ('guide', 'photo', 'release'). */
export function mentionsFeatureOf(pkg: PackageFact, subjectWords: readonly string[]): boolean {
  const card = new Set(
    [...pkg.features, pkg.description]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2 && !CARD_FILLER.has(w))
      .map(stem),
  );
  const own = new Set(
    pkg.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .map(stem),
  );
  return subjectWords.some((w) => {
    const said = CARD_WORDS[w] ?? w;
    return card.has(said) && !own.has(said) && !CARD_FILLER.has(said);
  });
}
