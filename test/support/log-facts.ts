import { slotDayDecider, SlotDayEvent } from '../../domain/availability/slot-day';
import { slotsOverlap } from '../../domain/availability/slot-windows';
import { bookingDecider, BookingEvent, ExistingBooking } from '../../domain/bookings/booking';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { DomainEvent, fold } from '../../domain/shared/decider';
import { RecordedEvent } from '../../application/ports/event-store';
import { domainEventOf } from '../../application/shared/event-envelope';
import { Database } from '../../adapters/persistence/database';

/** A claim on a slot as the day's stream holds it after every event: the log's word, not a read model's. */
export interface LoggedClaim {
  readonly date: string;
  readonly bookingId: string;
  readonly timeSlot: TimeSlot;
  readonly status: 'held' | 'taken';
  readonly expiresAt: string | null;
}

/** The events of every stream of a category, in stream order, read as the app reads them (event-envelope.ts). */
async function streamsOf<Event extends DomainEvent>(database: Database, category: string): Promise<Map<string, Event[]>> {
  const rows = (await database.dataSource.query(
    'SELECT stream_id, type, data, metadata, recorded_at FROM events WHERE category = $1 ORDER BY stream_id, version',
    [category],
  )) as { stream_id: string; type: string; data: unknown; metadata: unknown; recorded_at: Date }[];
  const streams = new Map<string, Event[]>();
  for (const row of rows) {
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {}));
    const recorded = {
      type: row.type,
      data: json(row.data),
      metadata: json(row.metadata),
      category,
      recordedAt: new Date(row.recorded_at),
    };
    const list = streams.get(row.stream_id) ?? [];
    list.push(domainEventOf<Event>(recorded as RecordedEvent));
    streams.set(row.stream_id, list);
  }
  return streams;
}

/** Every booking as its own stream folds it (the decider's evolve), with its events' types. */
export async function loggedBookings(database: Database): Promise<(ExistingBooking & { readonly types: string[] })[]> {
  const streams = await streamsOf<BookingEvent>(database, 'booking');
  return [...streams.values()].flatMap((events) => {
    const state = fold(bookingDecider, events);
    return state.status === 'none' ? [] : [{ ...state, types: events.map((e) => e.type) }];
  });
}

/** Every claim still standing in the days' streams (held or taken; released ones are gone). */
export async function loggedClaims(database: Database): Promise<LoggedClaim[]> {
  const streams = await streamsOf<SlotDayEvent>(database, 'slotday');
  return [...streams.entries()].flatMap(([streamId, events]) =>
    Object.entries(fold(slotDayDecider, events).claims).map(([bookingId, claim]) => ({
      date: streamId.slice('slotday-'.length),
      bookingId,
      timeSlot: claim.timeSlot,
      status: claim.status,
      expiresAt: claim.expiresAt,
    })),
  );
}

/**
 * Claims that keep each other out on the same day (the guide has one boat): both taken, or either
 * still a running hold at `now`. A lapsed hold keeps nobody out. Empty when no slot is sold twice.
 */
export function clashingClaims(claims: readonly LoggedClaim[], now: Date): [LoggedClaim, LoggedClaim][] {
  const standing = claims.filter((c) => c.status === 'taken' || (c.expiresAt !== null && new Date(c.expiresAt) > now));
  const clashes: [LoggedClaim, LoggedClaim][] = [];
  for (const [i, a] of standing.entries())
    for (const b of standing.slice(i + 1)) if (a.date === b.date && slotsOverlap(a.timeSlot, b.timeSlot)) clashes.push([a, b]);
  return clashes;
}
