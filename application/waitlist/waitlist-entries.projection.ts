import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asWaitlistEvent, waitlistDateOf } from './waitlist-events';
import { WaitlistEntryRow, waitlistEntriesTable } from './waitlist-read-models';

/** The waitlist entries (waitlist_entries): one row per entry, from its date's waitlist stream. */
export const waitlistEntriesProjection = rowPerKey<WaitlistEntryRow>({
  name: 'waitlist_entries',
  table: waitlistEntriesTable,
  key: 'entryId',
  keyOf: (recorded) => asWaitlistEvent(recorded)?.data.entryId,
  createsRow: (recorded) => recorded.type === 'WaitlistJoined',
  evolve: evolveWaitlistEntryRow,
});

export function evolveWaitlistEntryRow(row: WaitlistEntryRow | undefined, recorded: RecordedEvent): WaitlistEntryRow | undefined {
  const event = asWaitlistEvent(recorded);
  if (!event) return row;
  if (event.type === 'WaitlistJoined') {
    const d = event.data;
    return {
      entryId: d.entryId,
      date: waitlistDateOf(recorded),
      time: d.time,
      package: d.package,
      name: d.name,
      email: d.email,
      phone: d.phone,
      people: d.people,
      status: 'waiting',
      line: recorded.version,
      joinedAt: new Date(event.metadata.occurredAt),
      offeredAt: null,
      offerExpiresAt: null,
      bookingId: null,
      endedAt: null,
    };
  }
  if (!row) return row;
  const at = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'WaitlistPlaceOffered':
      return { ...row, status: 'offered', offeredAt: at, offerExpiresAt: new Date(event.data.expiresAt) };
    case 'WaitlistOfferExpired':
      return { ...row, status: 'expired', offerExpiresAt: null, endedAt: at };
    case 'WaitlistLeft':
      return { ...row, status: 'left', offerExpiresAt: null, endedAt: at };
    case 'WaitlistEntryBooked':
      return { ...row, status: 'booked', offerExpiresAt: null, bookingId: event.data.bookingId, endedAt: at };
    default:
      return row;
  }
}
