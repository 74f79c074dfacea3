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

export function stem(word: string): string {
  if (word.length <= 4) return word;
  const stemmed = word
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/e$/, '');
  // 'rating' is not 'rates': a stem keeps four letters.
  return stemmed.length >= 4 ? stemmed : word;
}

function terms(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !FILLER_WORDS.has(w))
    .map(stem);
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
  ) {}

  static build(topics: readonly KnowledgeTopic[] = KNOWLEDGE_TOPICS): KnowledgeIndex {
    const search = new MiniSearch<PhraseDoc>({
      fields: ['text'],
      storeFields: ['topic'],
      tokenize: (text) => text.split(/[^a-z0-9]+/i),
      processTerm: (term) => {
        const t = term.toLowerCase();
        return t.length > 1 && !FILLER_WORDS.has(t) ? stem(t) : null;
      },
    });
    let id = 0;
    search.addAll(topics.flatMap((topic) => topic.phrases.map((text) => ({ id: id++, topic: topic.id, text }))));
    const vocabulary = new Set(topics.flatMap((t) => t.phrases.flatMap(terms)));
    return new KnowledgeIndex(search, new Map(topics.map((t) => [t.id, t])), vocabulary);
  }

  topic(id: string): KnowledgeTopic | undefined {
    return this.topics.get(id);
  }

  /** `extraKnownWords`: words other readers understand (dates, party, package names), never unknown. */
  find(question: string, extraKnownWords: ReadonlySet<string> = new Set()): KnowledgeSearch {
    const subjectWords = [...new Set(terms(question))].filter((w) => this.vocabulary.has(w) || !isFillerTypo(w));
    if (subjectWords.length === 0) return { matches: [], subjectWords, unknownWords: [], unknownTopicWords: [] };
    const results = this.search.search(subjectWords.join(' '), {
      fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : 0),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
      // The words are processed already (filler out, stemmed).
      processTerm: (term) => term,
    });
    const matched = new Set<string>();
    const byTopic = new Map<string, { score: number; words: Set<string> }>();
    for (const r of results) {
      const words = new Set(r.queryTerms);
      for (const w of words) matched.add(w);
      const seen = byTopic.get(r.topic as string);
      if (!seen) byTopic.set(r.topic as string, { score: r.score, words });
      else {
        seen.score = Math.max(seen.score, r.score);
        for (const w of words) seen.words.add(w);
      }
    }
    const all = [...byTopic.entries()].map(([id, { score, words }]) => ({
      topic: this.topics.get(id)!,
      score,
      coverage: words.size / Math.max(1, subjectWords.filter((w) => !/^\d/.test(w)).length),
      words: [...words],
    }));
    const known = new Set(all.filter((m) => !m.topic.unknown).flatMap((m) => m.words));
    const unknownTopicWords = [...new Set(all.filter((m) => m.topic.unknown).flatMap((m) => m.words))].filter((w) => !known.has(w));
    const matches = all.sort((a, b) => b.coverage - a.coverage || b.score - a.score).slice(0, 6);
    const unknownWords = subjectWords.filter(
      (w) => !matched.has(w) && !extraKnownWords.has(w) && ![...extraKnownWords].some((k) => stem(k) === w) && !/^\d/.test(w),
    );
    return { matches, subjectWords, unknownWords, unknownTopicWords };
  }
}
