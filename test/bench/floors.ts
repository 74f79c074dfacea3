/**
 * The ratios the booking path is held to (docs/performance.md), and the table that sets a run's
 * figures beside them. Pure: bench-databases.ts feeds it the JSON reports of run-benchmarks.ts.
 */

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** What a report's JSON holds of each figure, as far as the floors read it. */
export interface RatioReport {
  readonly figures: readonly { readonly id: string; readonly ratio: number }[];
  readonly httpFigures: readonly { readonly id: string; readonly eventsRatio: number }[];
}

export interface Floor {
  readonly label: string;
  /** The figure's id in the report. */
  readonly figure: string;
  /** The least ratio on each database; a database without one is shown, not judged. */
  readonly floors: Partial<Record<BenchDatabaseKind, number>>;
}

export const FLOORS: readonly Floor[] = [
  { label: 'full projection rebuild', figure: 'projection-rebuild', floors: { postgres: 0.25, pglite: 0.4 } },
  { label: 'HTTP bookings, 1 client (events ratio)', figure: 'http-bookings-1-client', floors: { postgres: 0.25 } },
  { label: 'HTTP bookings, 10 clients (events ratio)', figure: 'http-bookings-10-clients', floors: { postgres: 0.2 } },
];

const COLUMNS: readonly { kind: BenchDatabaseKind; title: string }[] = [
  { kind: 'pglite', title: 'PGlite' },
  { kind: 'postgres', title: 'PostgreSQL' },
];

/** A figure's ratio in a report: the events ratio for whole bookings, the plain ratio otherwise. */
export function ratioOf(report: RatioReport, figure: string): number | undefined {
  return report.httpFigures.find((f) => f.id === figure)?.eventsRatio ?? report.figures.find((f) => f.id === figure)?.ratio;
}

/** One cell: the ratio, and against its floor 'meets' or 'UNDER' (or that there is none). */
export function cell(ratio: number | undefined, floor: number | undefined): string {
  if (ratio === undefined) return 'not measured';
  const shown = ratio.toFixed(2);
  if (floor === undefined) return `${shown} (no floor)`;
  return `${shown} ${ratio >= floor ? 'meets' : 'UNDER'} ${floor.toFixed(2)}`;
}

/** The floors beside the ratios of each database that ran (a column for each, in a fixed order). */
export function floorTable(floors: readonly Floor[], reports: Partial<Record<BenchDatabaseKind, RatioReport>>): string {
  const columns = COLUMNS.filter((c) => reports[c.kind]);
  const rows = floors.map((f) => [f.label, ...columns.map((c) => cell(ratioOf(reports[c.kind]!, f.figure), f.floors[c.kind]))]);
  const header = ['floors (docs/performance.md)', ...columns.map((c) => c.title)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i]!))
      .join('   ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
