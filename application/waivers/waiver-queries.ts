import { WaiverStatus } from '../../domain/waivers/waiver-rules';
import { WaiverRow } from './waiver-read-models';

export interface WaiverListFilter {
  readonly bookingId?: string;
  /** YYYY-MM-DD */
  readonly tripDate?: string;
  /** Matches first, last or full name, email, phone or the guardian's name. */
  readonly text?: string;
  readonly status?: WaiverStatus;
  readonly limit: number;
  readonly offset?: number;
}

export interface WaiverPage {
  /** Newest signature first. */
  readonly rows: WaiverRow[];
  /** The offset of the next page; null on the last one. */
  readonly nextOffset: number | null;
}

/** Reads of the waiver read model (port; the adapter queries the database). */
export interface WaiverQueries {
  list(filter: WaiverListFilter): Promise<WaiverPage>;
  get(waiverId: string): Promise<WaiverRow | null>;
}

/** A booked trip a waiver may name. */
export interface BookedTrip {
  readonly bookingId: string;
  /** YYYY-MM-DD */
  readonly tripDate: string;
  /** The booking's own address, which received its confirmation. */
  readonly email: string;
  /** The booking's reference, which the waiver page shows its signers (null until a booking made before references has one). */
  readonly reference?: string | null;
}

/** The booked trip a waiver may name (port onto the booking read model). */
export interface WaiverBookings {
  /** The booking's trip, or null when there is no such booking or it was cancelled or ended unpaid. */
  tripOf(bookingId: string): Promise<BookedTrip | null>;
  /**
   * The trip of the booking a reference opens: its waiver reference (waiver-references.ts) or its
   * manage token; null for anything else (a booking's id among them) and for a cancelled or unpaid booking.
   */
  tripOfReference(reference: string): Promise<BookedTrip | null>;
}
