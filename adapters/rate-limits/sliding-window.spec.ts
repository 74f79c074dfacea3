import { describe, expect, test } from '@jest/globals';
import { allows, estimate, refusedUntil, retryAfterSeconds, windowAt } from './sliding-window';

const MINUTE = 60_000;

describe('sliding window', () => {
  test('windows are aligned on the epoch: every server names the same window for the same moment', () => {
    expect(windowAt(5 * MINUTE, MINUTE)).toEqual({ start: 5 * MINUTE, previousWeight: 1 });
    expect(windowAt(5 * MINUTE + 15_000, MINUTE)).toEqual({ start: 5 * MINUTE, previousWeight: 0.75 });
    expect(windowAt(6 * MINUTE - 1, MINUTE).start).toBe(5 * MINUTE);
    expect(windowAt(40_000, 20_000)).toEqual({ start: 40_000, previousWeight: 1 });
  });

  test("the previous window counts for the part of it still inside the last window's length", () => {
    expect(estimate({ previous: 10, current: 3 }, 1)).toBe(13);
    expect(estimate({ previous: 10, current: 3 }, 0.25)).toBe(5.5);
    expect(estimate({ previous: 0, current: 0 }, 0.5)).toBe(0);
  });

  test('a request is allowed while the estimate is under the limit', () => {
    expect(allows({ previous: 0, current: 4 }, 1, 5)).toBe(true);
    expect(allows({ previous: 0, current: 5 }, 1, 5)).toBe(false);
    // A full previous window at the start of the next one leaves no room; half-way through, half of it.
    expect(allows({ previous: 5, current: 0 }, windowAt(MINUTE, MINUTE).previousWeight, 5)).toBe(false);
    const halfway = windowAt(MINUTE + 30_000, MINUTE).previousWeight;
    expect([0, 1, 2, 3].map((current) => allows({ previous: 5, current }, halfway, 5))).toEqual([true, true, true, false]);
  });

  test('a refused client is told the whole seconds until it fits again, at least one', () => {
    const now = 5 * MINUTE + 15_500;
    expect(retryAfterSeconds(6 * MINUTE, now)).toBe(45);
    expect(retryAfterSeconds(6 * MINUTE, 6 * MINUTE - 10)).toBe(1);
    expect(retryAfterSeconds(6 * MINUTE, 6 * MINUTE)).toBe(1);
  });

  test('a refused key stays refused until the estimate falls under the limit, and from then on fits', () => {
    const start = 5 * MINUTE;
    // The limit reached in this window: refused until the next window, where it counts as the previous, has worn it down.
    expect(refusedUntil({ previous: 0, current: 5 }, start, MINUTE, 5)).toBe(6 * MINUTE);
    // Room in this window, taken by the previous one: refused until its weight falls from 1 to 2/4.
    const until = refusedUntil({ previous: 4, current: 3 }, start, MINUTE, 5);
    expect(until).toBe(start + 30_000);
    expect(allows({ previous: 4, current: 3 }, windowAt(until - 1, MINUTE).previousWeight, 5)).toBe(false);
    expect(allows({ previous: 4, current: 3 }, windowAt(until + 1, MINUTE).previousWeight, 5)).toBe(true);
  });
});
