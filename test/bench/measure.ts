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

/** One side of a comparison (ours or raw): how it writes one event, and what it holds open. */
export interface Contender {
  readonly write: WriteStep;
  close(): Promise<void>;
}

const QUARTERS = 4;

/**
 * Runs the plan once per contender (ours and raw), in alternating rounds: raw's first slice, ours'
 * first slice, raw's second... The machine is shared (builds and tests run beside it), so running
 * one contender after the other would let a burst of load land on one side and skew the ratio.
 * Within a round every writer of the plan runs concurrently; one writer is strictly sequential.
 */
export async function runInterleaved(plan: WritePlan, contenders: readonly WriteStep[], rounds = 20): Promise<Measured[]> {
  const runs = contenders.map((write) => new PlanRun(plan, write));
  const perQuarter = Math.max(1, Math.ceil(rounds / QUARTERS));
  for (let round = 0; round < rounds; round++) {
    for (const run of runs) {
      await run.round(round, rounds);
      // Back-to-back PGlite queries resolve in microtasks only and starve the event loop: without
      // this turn (outside the timed part) Ctrl-C and SIGTERM would wait for the whole figure.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if ((round + 1) % perQuarter === 0 || round === rounds - 1) for (const run of runs) run.closeSegment();
  }
  return runs.map((run) => run.result());
}

class PlanRun {
  private readonly lengths = new Map<string, number>();
  private ms = 0;
  private done = 0;
  private segmentMs = 0;
  private segmentDone = 0;
  private readonly segments: Segment[] = [];

  constructor(
    private readonly plan: WritePlan,
    private readonly write: WriteStep,
  ) {}

  async round(round: number, rounds: number): Promise<void> {
    const start = performance.now();
    const counts = await Promise.all(
      this.plan.writers.map(async (streams, writer) => {
        const from = Math.floor((round * streams.length) / rounds);
        const to = Math.floor(((round + 1) * streams.length) / rounds);
        for (let step = from; step < to; step++) {
          const streamId = streams[step]!;
          // Streams belong to one writer each, so this read-then-set never races.
          const n = this.lengths.get(streamId) ?? 0;
          this.lengths.set(streamId, n + 1);
          await this.write(writer, step, streamId, n);
        }
        return to - from;
      }),
    );
    this.ms += performance.now() - start;
    this.done += counts.reduce((a, b) => a + b, 0);
  }

  closeSegment(): void {
    if (this.done === this.segmentDone) return;
    this.segments.push({ upTo: this.done, perSecond: rate(this.done - this.segmentDone, this.ms - this.segmentMs) });
    this.segmentMs = this.ms;
    this.segmentDone = this.done;
  }

  result(): Measured {
    if (this.done !== this.plan.events) throw new Error(`Expected ${this.plan.events} events, wrote ${this.done}`);
    return { events: this.done, seconds: this.ms / 1000, perSecond: rate(this.done, this.ms), segments: this.segments };
  }
}

/** Times one piece of work that handles `events` events. */
export async function timeIt(events: number, work: () => Promise<void>): Promise<Measured> {
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  return { events, seconds: ms / 1000, perSecond: rate(events, ms), segments: [] };
}

/** The run with the median rate: one hiccup of a shared machine does not move it. */
export function median<M extends Measured>(runs: readonly M[]): M {
  return [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;
}

function rate(events: number, ms: number): number {
  return ms > 0 ? (events * 1000) / ms : Number.POSITIVE_INFINITY;
}
