import { describe, expect, test } from '@jest/globals';
import { daysText, monthLabel, percentText, RANGE_PRESETS } from './report-format';

describe('the Reports tab’s words', () => {
  test('occupancy, lead time and months as the guide reads them', () => {
    expect(percentText(0.4567)).toBe('45.7%');
    expect(percentText(1)).toBe('100%');
    expect(percentText(null)).toBe('No slots offered');
    expect([daysText(1), daysText(16.7), daysText(null)]).toEqual(['1 day', '16.7 days', 'No trips']);
    expect(monthLabel('2026-12')).toMatch(/^Dec\.? 2026$/);
  });

  test('the presets, in their order, on the lake’s today', () => {
    expect(RANGE_PRESETS.map((p) => [p.label, p.range('2026-03-15')])).toEqual([
      ['This month', { from: '2026-03-01', to: '2026-03-31' }],
      ['Last month', { from: '2026-02-01', to: '2026-02-28' }],
      ['This year', { from: '2026-01-01', to: '2026-12-31' }],
    ]);
  });
});
