import { describe, expect, test } from '@jest/globals';
import { findPackageNamed, sameWord } from './package-match';

const PACKAGES = [{ name: 'Half-Day Adventure' }, { name: 'Full-Day Adventure' }, { name: 'Trophy Hunter' }];
const named = (text: string) => findPackageNamed(text, PACKAGES)?.name ?? null;

describe('findPackageNamed', () => {
  test.each([
    ['tell me about the trophy hunter', 'Trophy Hunter'],
    ['trophey huntr details', 'Trophy Hunter'],
    ['how long is the half day trip', 'Half-Day Adventure'],
    ['whats in the full-day adventure', 'Full-Day Adventure'],
    ['the trophy one', 'Trophy Hunter'],
  ])('%s -> %s', (text, name) => {
    expect(named(text)).toBe(name);
  });

  test('a word every package shares, or none, names no package', () => {
    expect(named('which adventure is best')).toBeNull();
    expect(named('how much is a trip')).toBeNull();
    expect(named('what day is open')).toBeNull();
  });

  test('works on whatever the catalogue holds now: a renamed package is found by its new name', () => {
    expect(findPackageNamed('the sunset special please', [{ name: 'Sunset Special' }, { name: 'Trophy Hunter' }])?.name).toBe(
      'Sunset Special',
    );
  });
});

describe('sameWord', () => {
  test('one typo in a word of five letters or more', () => {
    expect(sameWord('trophey', 'trophy')).toBe(true);
    expect(sameWord('trohpy', 'trophy')).toBe(true);
    expect(sameWord('hunt', 'hunter')).toBe(false);
    expect(sameWord('hal', 'half')).toBe(false);
  });
});
