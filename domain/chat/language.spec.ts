import { describe, expect, test } from '@jest/globals';
import { frenchAsEnglish, frenchTopicOf } from './french-glossary';
import { detectLanguage } from './language';

describe('the language of a question', () => {
  test.each([
    ['Combien coûte une sortie de pêche ?', 'fr'],
    ['Quels forfaits proposez-vous ?', 'fr'],
    ['¿Cuánto cuesta un viaje de pesca?', 'es'],
    ['Was kostet eine Angeltour?', 'de'],
    ['Quanto costa la gita di pesca di mezza giornata?', 'it'],
    ['How much is the half day?', 'en'],
    ['Is la the name of the lake?', 'en'],
  ])('%s is %s', (question, language) => {
    expect(detectLanguage(question)).toBe(language);
  });

  test('French is read as the English the readers know, and its keywords name the subject', () => {
    expect(frenchAsEnglish('Combien pour 2 adultes, demi-journée, vendredi 4 décembre ?')).toContain('half day');
    expect(frenchAsEnglish('Combien pour 2 adultes, demi-journée, vendredi 4 décembre ?')).toContain('friday');
    expect(frenchTopicOf('Avez-vous un programme de parrainage ?')).toBe('referral');
  });
});
