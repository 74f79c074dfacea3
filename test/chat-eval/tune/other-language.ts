import { EvalCase } from '../eval-case';
import { ask, PHONE } from '../case-helpers';

// A question in a language the assistant does not answer in: it says so in that language (it answers
// in English) and how to reach the guide.
const ES = ['inglés', 'ingles'];
const DE = ['Englisch'];
const IT = ['inglese'];
const PT = ['inglês', 'ingles'];

export const TUNE_OTHER_LANGUAGE: readonly EvalCase[] = [
  ask('other-language-01', 'other-language', '¿Cuánto cuesta un día completo de pesca?', { all: [PHONE], any: [ES] }),
  ask('other-language-02', 'other-language', '¿Necesito licencia de pesca?', { all: [PHONE], any: [ES] }),
  ask('other-language-03', 'other-language', 'Hola, ¿tienen disponibilidad este fin de semana?', { all: [PHONE], any: [ES] }),
  ask('other-language-05', 'other-language', 'Wie viel kostet ein halber Tag Angeln?', { all: [PHONE], any: [DE] }),
  ask('other-language-06', 'other-language', 'Brauche ich einen Angelschein?', { all: [PHONE], any: [DE] }),
  ask('other-language-07', 'other-language', 'Haben Sie am Samstag noch Plätze frei?', { all: [PHONE], any: [DE] }),
  ask('other-language-09', 'other-language', 'Quanto costa la gita di pesca di mezza giornata?', { all: [PHONE], any: [IT] }),
  ask('other-language-10', 'other-language', 'Quanto custa o passeio de dia inteiro?', { all: [PHONE], any: [PT] }),
  ask('other-language-11', 'other-language', '¿Cuál es la política de cancelación?', { all: [PHONE], any: [ES] }),
];
