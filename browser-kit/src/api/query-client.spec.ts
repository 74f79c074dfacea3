import { describe, expect, test } from '@jest/globals';
import { createQueryClient } from './query-client';

describe('queryClient defaults (never stale, no refetch, no retry)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  test('data never goes stale and is not refetched on focus or on an interval', () => {
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
  });

  test('neither queries nor mutations retry', () => {
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  test('reads have a default query function', () => {
    expect(typeof defaults.queries?.queryFn).toBe('function');
  });
});
