import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

// A question in a language the assistant does not answer in: it says so in that language (it answers
// in English) and how to reach the guide.
const ES = ['inglés', 'ingles'];
const DE = ['Englisch'];

export const HELD_OTHER_LANGUAGE: readonly EvalCase[] = [
  ask('other-language-04', 'other-language', '¿Los niños pagan menos?', { all: [PHONE], any: [ES] }),
  ask('other-language-08', 'other-language', 'Ist die Ausrüstung inklusive?', { all: [PHONE], any: [DE] }),
  ask('other-language-12', 'other-language', 'Kann ich mit Kindern kommen?', { all: [PHONE], any: [DE] }),
];
