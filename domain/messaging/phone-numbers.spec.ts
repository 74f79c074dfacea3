import { describe, expect, test } from '@jest/globals';
import { toE164 } from './phone-numbers';

describe('phone numbers for SMS', () => {
  test.each([
    ['(780) 555-0123', '+17805550123'],
    ['780.555.0123', '+17805550123'],
    ['1-780-555-0123', '+17805550123'],
    ['+1 780 555 0123', '+17805550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%p is %p', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  test.each(['555-0123', '(080) 555-0123', '780 155 0123', '2-780-555-0123', 'call me', '+0 123 4567 890', '+12'])(
    '%p is refused',
    (input) => {
      expect(toE164(input)).toBeUndefined();
    },
  );
});
