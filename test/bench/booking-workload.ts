import { randomUUID } from 'node:crypto';
import { BookingCommand, bookingDecider, BookingDetails, BookingEvent, BookingState, bookingStreamId } from '../../domain/bookings/booking';
import { BookingStatus } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';
import { sampleBookingDetails } from '../support/booking-fixtures';

/**
 * Who writes to which stream, in which order: `writers[w]` is the ordered list of streams writer w
 * sends commands to. Ours and raw run the same plan shape, so the two rates compare like for like.
 */
export interface WritePlan {
  readonly writers: readonly (readonly string[])[];
  readonly events: number;
}

const benchActor: Actor = { kind: 'user', username: 'bench', role: 'admin' };

function newStream(): string {
  return bookingStreamId(randomUUID());
}

/** Every command goes to the same stream, which therefore grows to `events` long. */
export function singleStreamPlan(events: number): WritePlan {
  const stream = newStream();
  return { writers: [Array.from({ length: events }, () => stream)], events };
}

/** Round-robin over `streams` streams, so each stays short (events / streams long). */
export function roundRobinPlan(events: number, streams: number): WritePlan {
  const ids = Array.from({ length: Math.min(streams, events) }, newStream);
  return { writers: [Array.from({ length: events }, (_, k) => ids[k % ids.length]!)], events };
}

/**
 * `writers` concurrent writers, each round-robin over `streamsEach` streams of its own: nobody
 * competes for a stream, so the figure measures the database under concurrency, not retries.
 */
export function parallelPlan(events: number, writers: number, streamsEach: number): WritePlan {
  const plans = Array.from({ length: writers }, (_, w) => {
    const share = Math.floor(events / writers) + (w < events % writers ? 1 : 0);
    return roundRobinPlan(share, streamsEach).writers[0]!;
  });
  return { writers: plans, events };
}

export function benchDetails(i: number): BookingDetails {
  return { ...sampleBookingDetails(i), message: 'Benchmark booking, please ignore.' };
}

/**
 * The n-th command a stream receives (n from 0): it is requested, then its status alternates
 * confirmed, cancelled, confirmed... because setting the current status again is refused.
 */
export function nthCommand(streamId: string, n: number, at: string): BookingCommand {
  if (n === 0) {
    const bookingId = streamId.slice('booking-'.length);
    // Vary the details between bookings (the uuid's first hex digits), identically for ours and raw.
    return { type: 'RequestBooking', bookingId, details: benchDetails(parseInt(bookingId.slice(0, 4), 16)), actor: benchActor, at };
  }
  const to: BookingStatus = n % 2 === 1 ? 'confirmed' : 'cancelled';
  return { type: 'ChangeBookingStatus', to, actor: benchActor, at };
}

export interface RawRow {
  readonly eventId: string;
  readonly streamId: string;
  readonly category: string;
  readonly version: number;
  readonly type: string;
  readonly data: string;
  readonly metadata: string;
}

/**
 * The rows the pipeline would append for a plan, computed up front in memory with the same decider
 * (so raw rows carry identical payloads) and outside any timing: raw is the database's ceiling,
 * and building JSON is not the database's work.
 */
export function rawRowsFor(plan: WritePlan): RawRow[][] {
  const at = new Date().toISOString();
  const states = new Map<string, { state: BookingState; version: number }>();
  return plan.writers.map((streams) =>
    streams.map((streamId) => {
      const current = states.get(streamId) ?? { state: bookingDecider.initialState(), version: 0 };
      const [event] = bookingDecider.decide(nthCommand(streamId, current.version, at), current.state) as [BookingEvent];
      states.set(streamId, { state: bookingDecider.evolve(current.state, event), version: current.version + 1 });
      return {
        eventId: randomUUID(),
        streamId,
        category: 'booking',
        version: current.version + 1,
        type: event.type,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
      };
    }),
  );
}
