import { TimeSlot } from '../../domain/bookings/booking-rules';
import { WaitlistEntryStatus } from '../../domain/waitlist/waitlist';
import { table } from '../ports/read-models';

/** One waitlist entry as its page and the staff read it (waitlist-entries.projection.ts). */
export interface WaitlistEntryRow {
  entryId: string;
  date: string;
  time: TimeSlot;
  package: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  status: WaitlistEntryStatus;
  /** Order of joining within the date's waitlist (its stream's version at the join): the line's order. */
  line: number;
  joinedAt: Date;
  offeredAt: Date | null;
  /** Until when the offered place is held; null unless offered. */
  offerExpiresAt: Date | null;
  /** The booking that took the entry off the list. */
  bookingId: string | null;
  /** When it was booked, expired or left. */
  endedAt: Date | null;
}

export const waitlistEntriesTable = table<WaitlistEntryRow>('waitlist_entries', ['entryId']);

/** The private links of entries, by the SHA-256 of their token (each message issues its own). */
export interface WaitlistLinkStore {
  save(link: { tokenHash: string; entryId: string; createdAt: Date }): Promise<void>;
  entryIdOf(tokenHash: string): Promise<string | null>;
}

/** What the waitlist's pages and staff read. */
export interface WaitlistQueries {
  entry(entryId: string): Promise<WaitlistEntryRow | null>;
  /** Where a waiting entry stands in its line (1 = next); null once it is not waiting. */
  positionOf(entry: WaitlistEntryRow): Promise<number | null>;
  /** Entries from `from` on (a date), by date, slot and order of joining. */
  list(filter: { from: string; status?: WaitlistEntryStatus }): Promise<WaitlistEntryRow[]>;
}
