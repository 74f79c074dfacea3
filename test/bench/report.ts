import { Measured, Segment } from './measure';

export interface Figure {
  readonly id: string;
  readonly label: string;
  readonly ours: Measured;
  readonly raw: Measured;
  readonly note?: string;
  /** Print the per-quarter rates (always in the JSON): for figures whose rate should drift. */
  readonly showQuarters?: boolean;
}

/** Whole bookings through the HTTP API beside the raw single-row append rate of the same database. */
export interface HttpFigure {
  readonly id: string;
  readonly label: string;
  readonly clients: number;
  /** `events` counts bookings. */
  readonly ours: Measured;
  /** One whole booking (its three HTTP calls), in milliseconds. */
  readonly latencyMs: { readonly p50: number; readonly p99: number; readonly max: number };
  /** Measured: events the timed bookings appended, divided by their number. */
  readonly eventsPerBooking: number;
  /** `events` counts single-row INSERTs. */
  readonly raw: Measured;
  readonly note?: string;
}

export interface BenchReport {
  readonly benchmark: 'event-store';
  readonly startedAt: string;
  readonly durationSeconds: number;
  readonly node: string;
  readonly platform: string;
  readonly database: {
    readonly kind: 'postgres' | 'pglite';
    readonly where: string;
    readonly version: string;
    readonly settings: Record<string, string>;
    readonly rawWritersShareOneSession: boolean;
  };
  readonly events: {
    readonly perFigure: number;
    readonly warmUpOurs: number;
    readonly warmUpRaw: number;
    readonly logAtRebuild: number;
    readonly rawRowsAtReplay: number;
  };
  readonly figures: readonly Figure[];
  readonly http: {
    readonly bookingsPerFigure: number;
    readonly warmUpBookingsPerFigure: number;
    readonly packages: string;
    readonly firstDate: string;
  };
  readonly httpFigures: readonly HttpFigure[];
  readonly notes: readonly string[];
}

/** The human table; the same data goes out as JSON (see toJson). */
export function formatReport(r: BenchReport): string {
  const lines: string[] = [];
  lines.push('Event store and projection benchmarks (ours vs raw SQL on the same database, same run)');
  lines.push(`  database  ${r.database.kind} ${r.database.where}`);
  lines.push(`            ${r.database.version}`);
  lines.push(
    `            ${Object.entries(r.database.settings)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );
  lines.push(`  node      ${r.node} (${r.platform})`);
  lines.push(
    `  events    ${r.events.perFigure} per write figure; warm-up ${r.events.warmUpOurs} ours + ${r.events.warmUpRaw} raw; ` +
      `log at rebuild ${r.events.logAtRebuild}; raw table at replay ${r.events.rawRowsAtReplay}`,
  );
  lines.push(`  run       ${r.startedAt}, ${r.durationSeconds.toFixed(1)} s in all`);
  lines.push('');

  const header = ['figure', 'ours/s', 'raw/s', 'ours/raw'];
  const rows = r.figures.map((f) => [f.label, rate(f.ours.perSecond), rate(f.raw.perSecond), ratio(f.ours.perSecond / f.raw.perSecond)]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  lines.push(line(header));
  lines.push(widths.map((w) => '-'.repeat(w)).join('   '));
  for (const row of rows) lines.push(line(row));
  lines.push('');
  lines.push(...httpTable(r));

  for (const f of r.figures) {
    if (f.showQuarters && f.ours.segments.length > 1) {
      lines.push(`${f.label}, by quarter (events so far: rate over that quarter)`);
      lines.push(`  ours  ${segments(f.ours.segments)}`);
      lines.push(`  raw   ${segments(f.raw.segments)}`);
    }
  }
  lines.push('');
  for (const f of [...r.figures, ...r.httpFigures]) if (f.note) lines.push(`* ${f.label}: ${f.note}`);
  for (const note of r.notes) lines.push(`* ${note}`);
  return lines.join('\n');
}

export function toJson(r: BenchReport): string {
  return JSON.stringify({
    ...r,
    figures: r.figures.map((f) => ({
      id: f.id,
      label: f.label,
      events: { ours: f.ours.events, raw: f.raw.events },
      oursPerSecond: round(f.ours.perSecond),
      rawPerSecond: round(f.raw.perSecond),
      ratio: Number((f.ours.perSecond / f.raw.perSecond).toPrecision(4)),
      seconds: { ours: round(f.ours.seconds, 3), raw: round(f.raw.seconds, 3) },
      quarters: f.ours.segments.length > 1 ? { ours: f.ours.segments.map(roundSegment), raw: f.raw.segments.map(roundSegment) } : undefined,
      note: f.note,
    })),
    httpFigures: r.httpFigures.map((f) => ({
      id: f.id,
      label: f.label,
      clients: f.clients,
      bookings: f.ours.events,
      bookingsPerSecond: round(f.ours.perSecond, 2),
      latencyMs: { p50: round(f.latencyMs.p50), p99: round(f.latencyMs.p99), max: round(f.latencyMs.max) },
      eventsPerBooking: round(f.eventsPerBooking, 2),
      eventsPerSecond: round(f.ours.perSecond * f.eventsPerBooking),
      rawAppends: f.raw.events,
      rawAppendsPerSecond: round(f.raw.perSecond),
      ratio: Number((f.ours.perSecond / f.raw.perSecond).toPrecision(4)),
      eventsRatio: Number(((f.ours.perSecond * f.eventsPerBooking) / f.raw.perSecond).toPrecision(4)),
      seconds: { ours: round(f.ours.seconds, 3), raw: round(f.raw.seconds, 3) },
      note: f.note,
    })),
  });
}

/** Bookings per second are not events per second: the events each booking appends stand beside them. */
function httpTable(r: BenchReport): string[] {
  if (r.httpFigures.length === 0) return [];
  const header = ['figure', 'bookings/s', 'p50 ms', 'p99 ms', 'events/booking', 'events/s', 'raw appends/s', 'bookings/raw', 'events/raw'];
  const rows = r.httpFigures.map((f) => {
    const eventsPerSecond = f.ours.perSecond * f.eventsPerBooking;
    return [
      f.label,
      rate(f.ours.perSecond),
      f.latencyMs.p50.toFixed(1),
      f.latencyMs.p99.toFixed(1),
      f.eventsPerBooking.toFixed(2),
      rate(eventsPerSecond),
      rate(f.raw.perSecond),
      ratio(f.ours.perSecond / f.raw.perSecond),
      ratio(eventsPerSecond / f.raw.perSecond),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  return [
    `Bookings through the HTTP API (${r.http.bookingsPerFigure} per figure after ${r.http.warmUpBookingsPerFigure} not counted; ` +
      `${r.http.packages}, one free slot each from ${r.http.firstDate} on)`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('   '),
    ...rows.map(line),
    '',
  ];
}

function segments(list: readonly Segment[]): string {
  return list.map((s) => `${s.upTo}: ${rate(s.perSecond)}/s`).join('   ');
}

function rate(perSecond: number): string {
  return perSecond.toLocaleString('en-US', { maximumFractionDigits: perSecond < 100 ? 1 : 0 });
}

function ratio(value: number): string {
  return value < 0.1 ? value.toFixed(3) : value.toFixed(2);
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

function roundSegment(s: Segment): Segment {
  return { upTo: s.upTo, perSecond: round(s.perSecond) };
}
