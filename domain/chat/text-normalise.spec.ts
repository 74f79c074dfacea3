import { describe, expect, test } from '@jest/globals';
import { normaliseQuestion } from './text-normalise';

describe('shorthand is written out before the question is read', () => {
  test.each([
    ['hw much 4 full day??', 'how much for full day?'],
    ['r u open sat', 'are you open sat'],
    ['is sundy avalable for the ful day', 'is sunday available for the full day'],
    ['were is the waver', 'where is the waiver'],
    ['how much for 4 people', 'how much for 4 people'],
  ])('%s', (typed, read) => {
    expect(normaliseQuestion(typed)).toBe(read);
  });
});
