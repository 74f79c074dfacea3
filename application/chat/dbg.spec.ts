import { test } from '@jest/globals';
import { KnowledgeIndex } from './knowledge-index';
import { normaliseQuestion } from '../../domain/chat/text-normalise';
test('dbg', () => {
  const index = KnowledgeIndex.build();
  for (const q of ['You give a full refund up to 12 hours before the trip, yes?', 'wut fish u got']) {
    const r = index.find(normaliseQuestion(q));
    console.log(
      q,
      JSON.stringify({
        s: r.subjectWords,
        u: r.unknownWords,
        m: r.matches.map((m) => [m.topic.id, m.coverage.toFixed(2), m.score.toFixed(1)]),
      }),
    );
  }
});
