import MiniSearch from 'minisearch';
import { FILLER_WORDS, KNOWLEDGE_TOPICS } from '../../domain/chat/knowledge/knowledge-base';
import { KnowledgeTopic } from '../../domain/chat/knowledge/knowledge-topic';
import { editDistanceAtMostOne } from '../../domain/chat/package-match';

export interface TopicMatch {
  readonly topic: KnowledgeTopic;
  /** BM25 score of the best phrase of the topic. */
  readonly score: number;
  /** The share of the question's subject words that the topic's phrases hold (0 to 1). */
  readonly coverage: number;
  /** The same share with each word weighed by how few topics hold it: 'waiver' says more than 'person'. */
  readonly weightedCoverage: number;
  /** Those words. */
  readonly words: readonly string[];
}

export interface KnowledgeSearch {
  /** Best first; at most three topics. */
  readonly matches: TopicMatch[];
  /** The question's subject words (filler left out). */
  readonly subjectWords: string[];
  /** Subject words that no phrase of any topic holds, even one typo away. */
  readonly unknownWords: string[];
  /** Subject words only topics the site has no facts on hold ('campground'): a sign the question is about one of them. */
  readonly unknownTopicWords: string[];
}

interface PhraseDoc {
  readonly id: number;
  readonly topic: string;
  readonly text: string;
}

const FILLERS = [...FILLER_WORDS].filter((w) => w.length >= 4);

/** 'shoud', 'wat', 'thnaks': a filler word one letter off is still filler. */
function isFillerTypo(word: string): boolean {
  return word.length >= 4 && FILLERS.some((f) => Math.abs(f.length - word.length) <= 1 && editDistanceAtMostOne(word, f));
}

/**
 * Words visitors use for a subject the phrases word otherwise: read as that word on both sides of
 * the index (the phrases and the question), so one phrasing covers its everyday variants.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  mail: 'email',
  emails: 'email',
  pole: 'rod',
  poles: 'rod',
  lines: 'rods',
  vest: 'jacket',
  vests: 'jacket',
  pfd: 'jacket',
  pfds: 'jacket',
  lifejacket: 'jacket',
  lifejackets: 'jacket',
  drizzle: 'rain',
  drizzling: 'rain',
  drizzly: 'rain',
  showers: 'rain',
  sprinkle: 'rain',
  sprinkling: 'rain',
  raining: 'rain',
  rainy: 'rain',
  pouring: 'rain',
  gusty: 'wind',
  breezy: 'wind',
  windy: 'wind',
  winds: 'wind',
  filet: 'fillet',
  gut: 'clean',
  paperwork: 'waiver',
  notified: 'notify',
  notification: 'notify',
  notifications: 'notify',
  alerted: 'notify',
  alert: 'notify',
  recommending: 'referring',
  texts: 'text',
  texting: 'text',
  sms: 'text',
  owner: 'guide',
  captain: 'guide',
  skipper: 'guide',
  telephone: 'phone',
  cellphone: 'phone',
  ring: 'call',
  refunded: 'refund',
  refunds: 'refund',
  reimbursed: 'refund',
  reimbursement: 'refund',
  rescheduling: 'reschedule',
  rebook: 'reschedule',
  postponing: 'postpone',
  kiddo: 'kid',
  coworker: 'friend',
  coworkers: 'friends',
  colleague: 'friend',
  colleagues: 'friends',
  neighbour: 'friend',
  neighbor: 'friend',
  pal: 'friend',
  buddy: 'friend',
  mate: 'friend',
  jackits: 'jacket',
  payday: 'pay',
  caught: 'catch',
  covers: 'included',
  cover: 'included',
  covered: 'included',
  catching: 'catch',
  youngsters: 'kids',
  license: 'licence',
  licenses: 'licence',
  licences: 'licence',
  permit: 'licence',
  permits: 'licence',
};

/** A word as the index reads it: its usual spelling, then its stem. */
function indexTerm(word: string): string {
  return stem(SAME_AS[word] ?? word);
}

export function stem(word: string): string {
  // 'dogs', 'pics': a four-letter plural is its singular ('bus', 'gas', 'this' are not plurals).
  if (word.length === 4 && word.endsWith('s') && !/(ss|us|is|as|os)$/.test(word)) return word.slice(0, 3);
  if (word.length <= 4) return word;
  const stemmed = word
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/e$/, '')
    // 'cancelling', 'cancelled': the doubled last letter is the suffix's, not the word's.
    .replace(/([b-df-hj-np-rt-z])\1$/, '$1');
  // 'rating' is not 'rates': a stem keeps four letters.
  return stemmed.length >= 4 ? stemmed : word;
}

/** Neighbouring words, in order. */
function pairsOf(words: readonly string[]): string[] {
  return words.slice(1).map((w, i) => `${words[i]} ${w}`);
}

function terms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\be-mail/g, 'email')
    .replace(/\blast name\b/g, 'surname')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !FILLER_WORDS.has(w))
    .map(indexTerm);
}

/**
 * The knowledge base's retrieval: every phrase of every topic in a MiniSearch index (BM25, fuzzy
 * matching one or two letters off, prefixes), searched with the question's subject words. The
 * index holds only the phrasings, which are code; the answers read the live facts when asked,
 * so nothing the admin edits needs the index rebuilt.
 */
export class KnowledgeIndex {
  private constructor(
    private readonly search: MiniSearch<PhraseDoc>,
    private readonly topics: ReadonlyMap<string, KnowledgeTopic>,
    /** Every word of every phrase, as indexed. */
    private readonly vocabulary: ReadonlySet<string>,
    /** How many topics' phrases hold each word. */
    private readonly topicCounts: ReadonlyMap<string, number>,
    /** Each topic's word pairs as its phrases hold them ('own boat'), by topic id. */
    private readonly pairs: ReadonlyMap<string, ReadonlySet<string>>,
  ) {}

  /** A word's weight: high for a word one topic holds, low for one many hold; unknown words as rare ones. */
  private weightOf(word: string): number {
    const n = this.topicCounts.get(word) ?? 1;
    return Math.log(1 + this.topics.size / n);
  }

  static build(topics: readonly KnowledgeTopic[] = KNOWLEDGE_TOPICS): KnowledgeIndex {
    const search = new MiniSearch<PhraseDoc>({
      fields: ['text'],
      storeFields: ['topic'],
      tokenize: (text) => text.split(/[^a-z0-9]+/i),
      processTerm: (term) => {
        const t = term.toLowerCase();
        return t.length > 1 && !FILLER_WORDS.has(t) ? indexTerm(t) : null;
      },
    });
    let id = 0;
    search.addAll(topics.flatMap((topic) => topic.phrases.map((text) => ({ id: id++, topic: topic.id, text }))));
    const vocabulary = new Set(topics.flatMap((t) => t.phrases.flatMap(terms)));
    const topicCounts = new Map<string, number>();
    for (const t of topics) for (const w of new Set(t.phrases.flatMap(terms))) topicCounts.set(w, (topicCounts.get(w) ?? 0) + 1);
    const pairs = new Map(topics.map((t) => [t.id, new Set(t.phrases.flatMap((phrase) => pairsOf(terms(phrase))))]));
    return new KnowledgeIndex(search, new Map(topics.map((t) => [t.id, t])), vocabulary, topicCounts, pairs);
  }

  topic(id: string): KnowledgeTopic | undefined {
    return this.topics.get(id);
  }

  /** `extraKnownWords`: words other readers understand (dates, party, package names), never unknown. */
  find(question: string, extraKnownWords: ReadonlySet<string> = new Set()): KnowledgeSearch {
    const subjectWords = [...new Set(terms(question))].filter((w) => this.vocabulary.has(w) || !isFillerTypo(w));
    if (subjectWords.length === 0) return { matches: [], subjectWords, unknownWords: [], unknownTopicWords: [] };
    // Numbers are the date's, the party's or the amount's: no topic is about '11'.
    const results = this.search.search(subjectWords.filter((w) => !/^\d/.test(w)).join(' '), {
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : 0),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
      // The words are processed already (filler out, stemmed).
      processTerm: (term) => term,
    });
    const matched = new Set<string>();
    const byTopic = new Map<string, { score: number; words: Set<string>; exact: Set<string> }>();
    for (const r of results) {
      // A word some phrase holds as it is is no typo of another ('lunch' is not 'launch'); a longer word it starts is its own ('full', 'fully').
      const words = new Set(r.queryTerms.filter((w) => !this.vocabulary.has(w) || Object.keys(r.match).some((t) => t.startsWith(w))));
      if (words.size === 0) continue;
      // A word the phrase holds as it is, not only one letter off or as a longer word's start.
      const exact = new Set(r.queryTerms.filter((w) => w in r.match));
      for (const w of words) matched.add(w);
      const seen = byTopic.get(r.topic as string);
      if (!seen) byTopic.set(r.topic as string, { score: r.score, words, exact });
      else {
        seen.score = Math.max(seen.score, r.score);
        for (const w of words) seen.words.add(w);
        for (const w of exact) seen.exact.add(w);
      }
    }
    const counted = subjectWords.filter((w) => !/^\d/.test(w));
    const totalWeight = counted.reduce((sum, w) => sum + this.weightOf(w), 0) || 1;
    // A near miss ('fill' for 'full') counts half: it may be a typo, or another word.
    const weighed = (words: Set<string>, exact: Set<string>) =>
      [...words].filter((w) => !/^\d/.test(w)).reduce((sum, w) => sum + this.weightOf(w) * (exact.has(w) ? 1 : 0.5), 0);
    // Two words side by side as a phrase has them ('my own boat', not 'my own gear') tell its topic apart.
    const asked = pairsOf(terms(question));
    const pairBonus = (id: string) => Math.min(0.2, 0.1 * asked.filter((pair) => this.pairs.get(id)?.has(pair)).length);
    const all = [...byTopic.entries()].map(([id, { score, words, exact }]) => ({
      topic: this.topics.get(id)!,
      score,
      coverage: words.size / Math.max(1, counted.length),
      weightedCoverage: weighed(words, exact) / totalWeight + pairBonus(id),
      words: [...words],
      exact,
    }));
    const known = new Set(all.filter((m) => !m.topic.unknown).flatMap((m) => m.words));
    // Only a word such a topic holds as it is: 'part' one letter from 'park' is no sign of parking.
    const unknownTopicWords = [...new Set(all.filter((m) => m.topic.unknown).flatMap((m) => [...m.exact]))].filter((w) => !known.has(w));
    const matches = all
      .map(({ exact: _exact, ...m }) => m)
      .sort((a, b) => b.weightedCoverage - a.weightedCoverage || b.score - a.score)
      .slice(0, 6);
    const unknownWords = subjectWords.filter(
      (w) => !matched.has(w) && !extraKnownWords.has(w) && ![...extraKnownWords].some((k) => stem(k) === w) && !/^\d/.test(w),
    );
    return { matches, subjectWords, unknownWords, unknownTopicWords };
  }
}
