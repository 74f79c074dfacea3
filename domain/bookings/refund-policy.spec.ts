import { describe, expect, test } from '@jest/globals';
import { refundFor, tripStart } from './refund-policy';

// A Saturday full-day trip: 6:00 AM on 2026-12-05 on the lake is 12:00 UTC (UTC-6 all year now).
const at = (iso: string) => new Date(iso);

describe('the cancellation refund: full from 48 hours ahead, half from 24, none after', () => {
  test('the trip starts at its slot time on the lake', () => {
    expect(tripStart('2026-12-05', 'full-day').toISOString()).toBe('2026-12-05T12:00:00.000Z');
    expect(tripStart('2025-12-06', 'full-day').toISOString()).toBe('2025-12-06T13:00:00.000Z');
    expect(tripStart('2026-07-04', 'afternoon').toISOString()).toBe('2026-07-04T19:00:00.000Z');
  });

  test.each([
    ['2026-12-01T11:00:00Z', false, '48h-or-more', 100, 41400],
    ['2026-12-03T12:00:00Z', false, '48h-or-more', 100, 41400], // exactly 48 hours
    ['2026-12-03T12:00:01Z', false, '24-to-48h', 50, 20700],
    ['2026-12-04T12:00:00Z', false, '24-to-48h', 50, 20700], // exactly 24 hours
    ['2026-12-04T12:00:01Z', false, 'under-24h', 0, 0],
    ['2026-12-05T13:00:00Z', false, 'under-24h', 0, 0], // already started
    ['2026-12-05T11:00:00Z', true, 'weather', 100, 41400],
  ] as const)('cancelled at %s (weather: %p): %s, %i%%, %i cents', (when, weather, rule, percent, cents) => {
    expect(refundFor(41400, '2026-12-05', 'full-day', at(when), weather)).toMatchObject({ rule, percent, amountCents: cents });
  });

  test('half of an odd number of cents rounds down', () => {
    expect(refundFor(41401, '2026-12-05', 'full-day', at('2026-12-04T00:00:00Z'), false).amountCents).toBe(20700);
  });
});
