import { BookingListStatus } from '../../domain/bookings/booking-rules';
import { BookingListRow } from './booking-read-models';

export interface BookingListFilter {
  /** Trip dates from/to, inclusive, YYYY-MM-DD. */
  readonly from?: string;
  readonly to?: string;
  /** Without it: every booking except checkouts (`held`, waiting for payment, and `released`, ended unpaid). */
  readonly status?: BookingListStatus;
  /** true: only no-shows (domain/bookings/no-show.ts); false: none of them. */
  readonly noShow?: boolean;
  /** Matches name, email, phone or package, or is the booking's reference as typed (any case, spaces or dashes). */
  readonly text?: string;
}

/** Reads of the booking read models (port; the adapter queries the database). */
export interface BookingQueries {
  list(filter?: BookingListFilter): Promise<BookingListRow[]>;
  get(bookingId: string): Promise<BookingListRow | null>;
  /** Online checkouts still waiting for their payment (status `held`), started at or after `since`. */
  heldSince(since: Date): Promise<BookingListRow[]>;
  /** Ids of up to `limit` bookings (checkouts included) without a reference: made before references were drawn. */
  unreferenced(limit: number): Promise<string[]>;
}
