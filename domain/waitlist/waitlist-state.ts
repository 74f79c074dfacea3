import { unknownEvent } from '../shared/decider';
import { TimeSlot } from '../bookings/booking-rules';
import { slotsOverlap } from '../availability/slot-windows';
import { WaitlistEvent, WaitlistRequest } from './waitlist-events';
import { WaitlistEntryStatus } from './waitlist-machine';
import { samePerson, WaitlistPerson } from './waitlist-rules';

export interface WaitlistEntry extends WaitlistRequest, WaitlistPerson {
  readonly entryId: string;
  readonly status: WaitlistEntryStatus;
  readonly joinedAt: string;
  /** Until when the offered place is held; null unless offered. */
  readonly offerExpiresAt: string | null;
  /** Whether a place was ever offered to the entry (whatever became of the offer). */
  readonly wasOffered: boolean;
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

/** An offer the person let go: not taken up in time, or left while it held their place. */
export function offerEndedUnused(entry: WaitlistEntry): boolean {
  return entry.wasOffered && (entry.status === 'expired' || entry.status === 'left');
}

/**
 * Whether a place at `wanted.time` has already been offered to this person on this date and let
 * go (by any entry of theirs for that time or one overlapping it): it is never offered to them
 * again, so that nobody can hold a place by chaining entries, each taking it over in turn.
 * `unused` says which entries let their offer go (the process also counts an offer taken over by
 * a checkout that was never paid).
 */
export function offerPassedFor(
  state: WaitlistState,
  wanted: WaitlistPerson & { readonly time: TimeSlot; readonly entryId?: string },
  unused: (entry: WaitlistEntry) => boolean = offerEndedUnused,
): boolean {
  return state.entries.some((e) => e.entryId !== wanted.entryId && slotsOverlap(e.time, wanted.time) && samePerson(e, wanted) && unused(e));
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveWaitlist(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  const update = (entryId: string, change: (entry: WaitlistEntry) => WaitlistEntry): WaitlistState => ({
    entries: state.entries.map((entry) => (entry.entryId === entryId ? change(entry) : entry)),
  });
  switch (event.type) {
    case 'WaitlistJoined': {
      const { entryId, time, package: pkg, name, email, phone, people, clientAddress } = event.data;
      const { occurredAt } = event.metadata;
      const entry: WaitlistEntry = {
        entryId,
        time,
        package: pkg,
        name,
        email,
        phone,
        people,
        clientAddress: clientAddress ?? null,
        status: 'waiting',
        joinedAt: occurredAt,
        offerExpiresAt: null,
        wasOffered: false,
        bookingId: null,
      };
      return { entries: [...state.entries, entry] };
    }
    case 'WaitlistPlaceOffered':
      return update(event.data.entryId, (e) => ({ ...e, status: 'offered', offerExpiresAt: event.data.expiresAt, wasOffered: true }));
    case 'WaitlistOfferExpired':
      return update(event.data.entryId, (e) => ({ ...e, status: 'expired', offerExpiresAt: null }));
    case 'WaitlistLeft':
      return update(event.data.entryId, (e) => ({ ...e, status: 'left', offerExpiresAt: null }));
    case 'WaitlistEntryBooked':
      return update(event.data.entryId, (e) => ({ ...e, status: 'booked', offerExpiresAt: null, bookingId: event.data.bookingId }));
    default:
      return unknownEvent(event, state);
  }
}
