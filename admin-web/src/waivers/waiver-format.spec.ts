import { describe, expect, test } from '@jest/globals';
import { partySigningText, signerName, termsParagraphs, yesNo } from './waiver-format';
import { searchWithWaiver, waiverDetailTo } from './waiver-link';

describe('waiver formatting', () => {
  test('the terms split into paragraphs at blank lines; lines and indentation inside one stay', () => {
    expect(termsParagraphs('TITLE\n\n1. Risks\n  a) wind\n  b) cold\n \nLast line\n')).toEqual([
      'TITLE',
      '1. Risks\n  a) wind\n  b) cold',
      'Last line',
    ]);
    expect(termsParagraphs('One\r\n\r\nTwo')).toEqual(['One', 'Two']);
    expect(termsParagraphs('\n\n\n')).toEqual([]);
  });

  test('how many of the party are still to sign', () => {
    expect(partySigningText(3, 1)).toBe('2 of 3 in the party have not signed');
    expect(partySigningText(2, 1)).toBe('1 of 2 in the party have not signed');
    expect(partySigningText(2, 2)).toBe('Everyone in the party has signed');
    // More signers than the party (someone signed twice): nobody is missing.
    expect(partySigningText(2, 3)).toBe('Everyone in the party has signed');
  });

  test('names and answers', () => {
    expect(signerName({ firstName: 'Dana', lastName: 'Whitford' })).toBe('Dana Whitford');
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });

  test("a waiver's detail is a parameter of the address, kept beside any other", () => {
    expect(searchWithWaiver('', 'w1')).toBe('?waiver=w1');
    expect(searchWithWaiver('?x=1', 'w1')).toBe('?x=1&waiver=w1');
    expect(searchWithWaiver('?x=1&waiver=w1', null)).toBe('?x=1');
    expect(searchWithWaiver('?waiver=w1', null)).toBe('');
    expect(waiverDetailTo('w 1')).toEqual({ pathname: '/waivers', search: '?waiver=w+1' });
  });
});
