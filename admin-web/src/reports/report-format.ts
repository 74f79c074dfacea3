import { formatCad } from '@browser-kit/format/money-format';
import { lastMonth, thisMonth, thisYear } from '../../../domain/reports/report-range';
import type { ReportRange } from './report-api';

/** The range presets, on the lake's today. */
export const RANGE_PRESETS: readonly { readonly label: string; readonly range: (today: string) => ReportRange }[] = [
  { label: 'This month', range: thisMonth },
  { label: 'Last month', range: lastMonth },
  { label: 'This year', range: thisYear },
];

/** 0.4567 → '45.7%'; null (nothing offered) → 'No slots offered'. */
export function percentText(rate: number | null): string {
  return rate === null ? 'No slots offered' : `${(Math.round(rate * 1000) / 10).toLocaleString('en-CA')}%`;
}

/** 17 → '17 days', 1 → '1 day', null → 'No trips'. */
export function daysText(days: number | null): string {
  if (days === null) return 'No trips';
  return `${days.toLocaleString('en-CA')} ${days === 1 ? 'day' : 'days'}`;
}

/** '2026-06' → 'Jun 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const money = formatCad;

/** Net revenue in dollars for a chart's axis (the figures stay cents everywhere else). */
export const dollars = (cents: number) => Math.round(cents) / 100;
