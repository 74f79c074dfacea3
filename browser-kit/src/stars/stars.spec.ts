import { describe, expect, test } from '@jest/globals';
import { ratingLabel, starsFor } from './stars';

describe('starsFor', () => {
  test('whole ratings give that many full stars', () => {
    expect(starsFor(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  test('half ratings show a half star', () => {
    expect(starsFor(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(2.5)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
  });

  test('other fractions round to the nearest half star', () => {
    expect(starsFor(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  test('out-of-range and non-numbers are kept within 0-5', () => {
    expect(starsFor(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(Number.NaN)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});

describe('ratingLabel', () => {
  test('states the rating shown', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(4.3)).toBe('Rated 4.5 out of 5');
  });
});
