import { describe, expect, test } from '@jest/globals';
import { assertDistinctConsumerNames } from './log-consumers';

describe('assertDistinctConsumerNames', () => {
  test('passes distinct names across projections and process managers', () => {
    expect(() => assertDistinctConsumerNames([{ name: 'booking_list' }, { name: 'waivers' }], [{ name: 'notifications' }])).not.toThrow();
  });

  test('refuses a process manager named like a projection: they would share one checkpoint', () => {
    expect(() => assertDistinctConsumerNames([{ name: 'referrals' }], [{ name: 'notifications' }, { name: 'referrals' }])).toThrow(
      "Two log consumers are named 'referrals'",
    );
  });
});
