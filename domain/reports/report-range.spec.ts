import { describe, expect, test } from '@jest/globals';
import { lastMonth, monthsOfRange, REPORT_MESSAGES, reportRangeErrors, thisMonth, thisYear } from './report-range';

describe('a report’s range', () => {
  test('valid ranges pass; each fault is named on its field', () => {
    expect(reportRangeErrors('2026-01-01', '2026-01-01')).toEqual({});
    expect(reportRangeErrors('2028-01-01', '2028-12-31')).toEqual({});
    expect(reportRangeErrors(undefined, '2026-01-01')).toEqual({ from: REPORT_MESSAGES.from });
    expect(reportRangeErrors('2026-02-29', 'soon')).toEqual({ from: REPORT_MESSAGES.from, to: REPORT_MESSAGES.to });
    expect(reportRangeErrors('2026-03-02', '2026-03-01')).toEqual({ to: REPORT_MESSAGES.order });
    expect(reportRangeErrors('2026-01-01', '2027-01-01')).toEqual({});
    expect(reportRangeErrors('2026-01-01', '2027-01-02')).toEqual({ to: REPORT_MESSAGES.span });
  });

  test('months run across a year’s end', () => {
    expect(monthsOfRange('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOfRange('2026-06-01', '2026-06-30')).toEqual(['2026-06']);
  });

  test('the presets, on the lake’s today', () => {
    expect(thisMonth('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(thisMonth('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonth('2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(thisYear('2026-06-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});
