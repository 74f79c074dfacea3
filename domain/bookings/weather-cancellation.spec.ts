import { describe, expect, test } from '@jest/globals';
import { BookingLifecycleStatus } from './booking';
import { REASON_MAX_LENGTH } from './booking-rules';
import {
  checkWeatherReason,
  InvalidWeatherCancellationError,
  planWeatherCancellation,
  WEATHER_CANCELLATION_MESSAGES,
} from './weather-cancellation';

const booking = (id: string, status: BookingLifecycleStatus, test = false) => ({ id, status, test });

describe('which bookings of the day a weather cancellation acts on', () => {
  test('pending and confirmed are cancelled, a checkout waiting for payment released, cancelled ones left alone', () => {
    const plan = planWeatherCancellation([
      booking('a', 'confirmed'),
      booking('b', 'cancelled'),
      booking('c', 'pending'),
      booking('d', 'held'),
      booking('e', 'released'),
      booking('f', 'confirmed', true),
      booking('g', 'cancelled', true),
    ]);
    expect(plan.act.map(({ booking: b, action }) => [b.id, action])).toEqual([
      ['a', 'cancel'],
      ['c', 'cancel'],
      ['d', 'release'],
    ]);
    expect(plan.alreadyCancelled.map((b) => b.id)).toEqual(['b']);
  });

  test('a second run has nothing to act on: every booking is cancelled by then', () => {
    const plan = planWeatherCancellation([booking('a', 'cancelled'), booking('c', 'cancelled'), booking('d', 'released')]);
    expect(plan.act).toEqual([]);
    expect(plan.alreadyCancelled.map((b) => b.id)).toEqual(['a', 'c']);
  });

  test('the reason is required, trimmed and at most as long as any booking reason', () => {
    expect(checkWeatherReason('  Thunderstorm warning \n')).toBe('Thunderstorm warning');
    for (const bad of [undefined, '', '   ', 42]) {
      expect(() => checkWeatherReason(bad)).toThrow(
        new InvalidWeatherCancellationError('reason', WEATHER_CANCELLATION_MESSAGES.reasonRequired),
      );
    }
    expect(checkWeatherReason('x'.repeat(REASON_MAX_LENGTH))).toHaveLength(REASON_MAX_LENGTH);
    expect(() => checkWeatherReason('x'.repeat(REASON_MAX_LENGTH + 1))).toThrow(WEATHER_CANCELLATION_MESSAGES.reason);
  });
});
