import { WaitlistEvent, WaitlistRequest } from './waitlist-events';
import { WaitlistEntryStatus } from './waitlist-machine';

export interface WaitlistEntry extends WaitlistRequest {
  readonly entryId: string;
  readonly status: WaitlistEntryStatus;
  readonly joinedAt: string;
  /** Until when the offered place is held; null unless offered. */
  readonly offerExpiresAt: string | null;
  readonly bookingId: string | null;
}

/** One date's waitlist: its entries in the order they joined. */
export interface WaitlistState {
  readonly entries: readonly WaitlistEntry[];
}

export const initialWaitlistState = (): WaitlistState => ({ entries: [] });

/** Entries still in line or holding an offer. */
export function isActiveEntry(entry: WaitlistEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveWaitlist(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  const update = (entryId: string, change: (entry: WaitlistEntry) => WaitlistEntry): WaitlistState => ({
    entries: state.entries.map((entry) => (entry.entryId === entryId ? change(entry) : entry)),
  });
  switch (event.type) {
    case 'WaitlistJoined': {
      const { entryId, time, package: pkg, name, email, phone, people, occurredAt } = event.data;
      const entry: WaitlistEntry = {
        entryId,
        time,
        package: pkg,
        name,
        email,
        phone,
        people,
        status: 'waiting',
        joinedAt: occurredAt,
        offerExpiresAt: null,
        bookingId: null,
      };
      return { entries: [...state.entries, entry] };
    }
    case 'WaitlistPlaceOffered':
      return update(event.data.entryId, (e) => ({ ...e, status: 'offered', offerExpiresAt: event.data.expiresAt }));
    case 'WaitlistOfferExpired':
      return update(event.data.entryId, (e) => ({ ...e, status: 'expired', offerExpiresAt: null }));
    case 'WaitlistLeft':
      return update(event.data.entryId, (e) => ({ ...e, status: 'left', offerExpiresAt: null }));
    case 'WaitlistEntryBooked':
      return update(event.data.entryId, (e) => ({ ...e, status: 'booked', offerExpiresAt: null, bookingId: event.data.bookingId }));
    default:
      return state;
  }
}
