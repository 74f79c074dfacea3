import { describe, expect, test } from '@jest/globals';
import { readParty } from './party';

describe('readParty', () => {
  test.each([
    ['2 adults and a 10-year-old on Friday', { people: 3, kidsCount: 1, olderChildren: 0 }],
    ['family of four with two kids', { people: 4, kidsCount: 2, olderChildren: 0 }],
    ['me and my wife', { people: 2, kidsCount: 0, olderChildren: 0 }],
    ['6 people', { people: 6, kidsCount: 0, olderChildren: 0 }],
    ['3 of us', { people: 3, kidsCount: 0, olderChildren: 0 }],
    ['2 adults and 2 kids aged 8 and 14', { people: 4, kidsCount: 1, olderChildren: 1 }],
    ['2 adults + 1 kid', { people: 3, kidsCount: 1, olderChildren: 0 }],
    ['me and 2 friends', { people: 3, kidsCount: 0, olderChildren: 0 }],
    ['me and my son', { people: 2, kidsCount: 1, olderChildren: 0 }],
    ['a group of 5', { people: 5, kidsCount: 0, olderChildren: 0 }],
    ['three adults', { people: 3, kidsCount: 0, olderChildren: 0 }],
  ])('%s', (text, party) => {
    expect(readParty(text)).toEqual(party);
  });

  test('children alone come with an adult: the form needs one in every party', () => {
    expect(readParty('two kids')).toEqual({ people: 3, kidsCount: 2, olderChildren: 0 });
  });

  test('no party, or one the form cannot take, is null', () => {
    expect(readParty('is Saturday open?')).toBeNull();
    expect(readParty('what should I bring')).toBeNull();
    expect(readParty('20 people')).toBeNull();
  });
});
