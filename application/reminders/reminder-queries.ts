import { TimeSlot } from '../../domain/availability/slot-windows';
import { ReminderStatus } from '../../domain/reminders/reminder-rules';
import { ReminderRow } from './reminder-read-models';

export const REMINDER_LIST_LIMITS = { defaultLimit: 100, maxLimit: 500 } as const;

export interface ReminderListFilter {
  readonly status?: ReminderStatus;
  readonly bookingId?: string;
  readonly limit: number;
  readonly offset: number;
}

export interface ReminderPage {
  readonly rows: ReminderRow[];
  /** The offset of the next page, or null on the last. */
  readonly nextOffset: number | null;
}

/** The reminders read model (adapters: TypeORM over scheduled_reminders). */
export interface ReminderQueries {
  /** All reminders, the latest moment first. */
  list(filter: ReminderListFilter): Promise<ReminderPage>;
  /** Pending ones not yet queued, the soonest first. */
  pending(limit: number): Promise<ReminderRow[]>;
  get(id: string): Promise<ReminderRow | undefined>;
  /** Pending, not yet queued and due at `now`, the oldest first. */
  due(now: Date, limit: number): Promise<ReminderRow[]>;
  /** Queued in the outbox and not yet known sent or failed for good. */
  awaitingDelivery(limit: number): Promise<ReminderRow[]>;
  /** A booking's reminders that are still pending and not yet queued. */
  pendingOfBooking(bookingId: string): Promise<ReminderRow[]>;
  /** Which of these bookings have any reminder at all. */
  bookingsWithReminders(bookingIds: readonly string[]): Promise<Set<string>>;
  /** Which of these reminder ids exist. */
  existingIds(ids: readonly string[]): Promise<Set<string>>;
}

/** A confirmed trip, as the summary and the start-up sweep read it from the bookings list. */
export interface ReminderBookingRow {
  readonly id: string;
  readonly package: string;
  readonly date: string;
  readonly time: TimeSlot;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly people: number;
  readonly kidsCount: number;
  readonly updatedAt: Date;
}

/** What the reminders read from bookings and waivers (adapters: TypeORM over booking_list and waivers). */
export interface ReminderBookings {
  /** Confirmed real (not Test System) bookings on a date, in slot order. */
  confirmedOn(date: string): Promise<ReminderBookingRow[]>;
  /** Confirmed real bookings whose trip date is `fromDate` or later. */
  confirmedFrom(fromDate: string, limit: number): Promise<ReminderBookingRow[]>;
  /** Confirmed real bookings whose trip date is from `fromDate` to `toDate`, the oldest first. */
  confirmedBetween(fromDate: string, toDate: string, limit: number): Promise<ReminderBookingRow[]>;
  /** These bookings as the list has them now, whatever their status (a reminder's preview reads its trip from here). */
  tripsOf(bookingIds: readonly string[]): Promise<Map<string, ReminderBookingRow>>;
  /** Guests who signed a waiver (not voided) per booking: distinct guests, not signatures. */
  signedWaivers(bookingIds: readonly string[]): Promise<Map<string, number>>;
}
