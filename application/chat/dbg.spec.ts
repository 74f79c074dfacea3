import { test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { KnowledgeIndex } from './knowledge-index';
import { normaliseQuestion } from '../../domain/chat/text-normalise';
import { frenchAsEnglish, detectLanguage } from '../../domain/chat/language';
test('dbg', () => {
  const index = KnowledgeIndex.build();
  for (const q of readFileSync('/tmp/dbg/fr.txt', 'utf8').split('\n').filter(Boolean)) {
    const lang = detectLanguage(q);
    const t = normaliseQuestion(lang === 'fr' ? frenchAsEnglish(q) : q);
    const r = index.find(t);
    console.log(
      `${lang} ${q} => ${t} ${JSON.stringify({ u: r.unknownWords, m: r.matches.map((m) => [m.topic.id, m.coverage.toFixed(2), m.score.toFixed(1)]) })}`,
    );
  }
});
