import { performance } from 'node:perf_hooks';
import { WritePlan } from './booking-workload';

export interface Segment {
  /** Events written when this segment ended (for one stream: the stream's length). */
  readonly upTo: number;
  readonly perSecond: number;
}

export interface Measured {
  readonly events: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Rates over consecutive quarters of the run: shows whether the rate drifts as data grows. */
  readonly segments: readonly Segment[];
}

/** One write: the `step`-th of writer `writer`, the `n`-th (from 0) event of `streamId`. */
export type WriteStep = (writer: number, step: number, streamId: string, n: number) => Promise<void>;

/** Runs every writer of the plan concurrently (one writer means strictly sequential). */
export async function runPlan(plan: WritePlan, write: WriteStep, parts = 4): Promise<Measured> {
  const lengths = new Map<string, number>();
  const meter = new RateMeter(plan.events, parts);
  await Promise.all(
    plan.writers.map(async (streams, writer) => {
      for (let step = 0; step < streams.length; step++) {
        const streamId = streams[step]!;
        // Streams belong to one writer each, so this read-then-set never races.
        const n = lengths.get(streamId) ?? 0;
        lengths.set(streamId, n + 1);
        await write(writer, step, streamId, n);
        meter.tick();
      }
    }),
  );
  return meter.finish();
}

/** Times one piece of work that handles `events` events. */
export async function timeIt(events: number, work: () => Promise<void>): Promise<Measured> {
  const meter = new RateMeter(events, 1);
  await work();
  meter.tickBy(events);
  return meter.finish();
}

class RateMeter {
  private readonly start = performance.now();
  private segmentStart = this.start;
  private segmentDone = 0;
  private done = 0;
  private readonly segments: Segment[] = [];

  constructor(
    private readonly total: number,
    private readonly parts: number,
  ) {}

  tick(): void {
    this.tickBy(1);
  }

  tickBy(count: number): void {
    this.done += count;
    const boundary = Math.ceil(((this.segments.length + 1) * this.total) / this.parts);
    if (this.done >= boundary) {
      const now = performance.now();
      this.segments.push({ upTo: this.done, perSecond: rate(this.done - this.segmentDone, now - this.segmentStart) });
      this.segmentStart = now;
      this.segmentDone = this.done;
    }
  }

  finish(): Measured {
    const ms = performance.now() - this.start;
    if (this.done !== this.total) throw new Error(`Expected ${this.total} events, measured ${this.done}`);
    return { events: this.done, seconds: ms / 1000, perSecond: rate(this.done, ms), segments: this.segments };
  }
}

function rate(events: number, ms: number): number {
  return ms > 0 ? (events * 1000) / ms : Number.POSITIVE_INFINITY;
}
