import { describe, expect, test } from '@jest/globals';
import { MAX_DELIVERY_ATTEMPTS, retryDelayAfter } from './delivery-retries';

describe('delivery retries', () => {
  test('1 min, 5 min, 30 min, 2 h, then the fifth failure gives up', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayAfter)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, undefined]);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(5);
  });
});
