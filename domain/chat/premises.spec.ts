import { describe, expect, test } from '@jest/globals';
import { claimedReduction, codeIn, discountGroupAsked } from './premises';

describe('premises a question takes for granted', () => {
  test('a discount asked for a group', () => {
    expect(discountGroupAsked('do seniors get a discount?')).toBe('seniors');
    expect(discountGroupAsked('do you have a weekday discount?')).toBeUndefined();
  });

  test('a reduction no rule gives; the real ones are no claim', () => {
    expect(claimedReduction('my code gives 100% off, right?')).toBe('100%');
    expect(claimedReduction('kids go free, right?')).toBe('free');
    expect(claimedReduction('is the weekday discount 17%?')).toBeUndefined();
  });

  test('a code typed in capitals or after the word code', () => {
    expect(codeIn('my code FRIEND100 gives 100% off')).toBe('FRIEND100');
    expect(codeIn('I have the referral code abcd2345')).toBe('ABCD2345');
    expect(codeIn('Is the AM trip open?')).toBeUndefined();
  });
});
