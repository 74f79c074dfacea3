import { describe, expect, test } from '@jest/globals';
import { hasLetter, initialsOf, isValidRating, REVIEW_MESSAGES } from './review-rules';

describe('review rules', () => {
  test.each([
    ['Sarah Thompson', 'ST'],
    ['  sarah   thompson  ', 'ST'],
    ['Cher', 'C'],
    ['Mary-Jane Smith', 'MJS'],
    ['Émile Roy', 'ÉR'],
    // 'E' followed by a combining acute accent is still one letter: É.
    ['E\u0301mile Roy', 'ÉR'],
    ['José María de la Cruz', 'JMD'],
    ["Liam O'Brien", 'LO'],
    ['J.R. Smith', 'JS'],
    ['"Big" Dave', 'BD'],
    ['ßmith Bob', 'SB'],
    ['Анна Петрова', 'АП'],
    ['Ana\tLópez\nGarcía', 'ALG'],
    ['123 456', ''],
  ])('the initials of %p are %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [4.5, false],
    [Number.NaN, false],
  ])('rating %p is valid: %p', (rating, valid) => {
    expect(isValidRating(rating)).toBe(valid);
  });

  test('a name needs a letter, so its badge is never empty', () => {
    expect(hasLetter('42')).toBe(false);
    expect(hasLetter('Zoë')).toBe(true);
    expect(REVIEW_MESSAGES.rating).toBe('Rating must be a whole number from 1 to 5');
  });
});
