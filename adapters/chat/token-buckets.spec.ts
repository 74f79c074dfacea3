import { describe, expect, test } from '@jest/globals';
import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  test('allows the burst, then refuses until tokens are earned back', () => {
    const buckets = new TokenBuckets(() => ({ burst: 3, perMinute: 60 }));
    expect([0, 0, 0, 0].map((t) => buckets.take('a', t))).toEqual([true, true, true, false]);
    // 60 a minute: one token a second.
    expect(buckets.take('a', 500)).toBe(false);
    expect(buckets.take('a', 1000)).toBe(true);
    expect(buckets.take('a', 1000)).toBe(false);
  });

  test('keys are counted apart, and a bucket never holds more than the burst', () => {
    const buckets = new TokenBuckets(() => ({ burst: 2, perMinute: 60 }));
    expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('b', 0)).toBe(true);
    expect(buckets.take('a', 3_600_000)).toBe(true);
    expect(buckets.take('a', 3_600_000)).toBe(true);
    expect(buckets.take('a', 3_600_000)).toBe(false);
  });

  test('forgets the least recently used key past its size', () => {
    const buckets = new TokenBuckets(() => ({ burst: 1, perMinute: 1 }), 2);
    buckets.take('a', 0);
    buckets.take('b', 0);
    buckets.take('c', 0);
    expect(buckets.size).toBe(2);
    // 'a' was forgotten: it starts with a full bucket again.
    expect(buckets.take('a', 0)).toBe(true);
    expect(buckets.take('c', 0)).toBe(false);
  });
});
