import { dayAvailability } from '../availability/day-availability';
import { TimeSlot } from '../availability/slot-windows';
import { WeeklyTemplate } from '../availability/weekly-template';
import { SlotStatus } from '../availability/availability-rules';
import { dayOfWeekOf } from '../shared/calendar';
import { datesOfRange, monthsOfRange } from './report-range';

/** Who cancelled a trip, as the reports count it. */
export type CancelledBy = 'customer' | 'guide' | 'weather' | 'system';

/**
 * One booking as the reports read it (application/reports/report-bookings.projection.ts): what it
 * is, where it stands and the money it moved, in integer cents.
 */
export interface ReportBooking {
  readonly id: string;
  /** The package's name when it was booked. */
  readonly package: string;
  /** YYYY-MM-DD on the lake: the trip's date (its latest, for a moved trip). */
  readonly date: string;
  readonly time: TimeSlot;
  readonly people: number;
  /** pending, confirmed or cancelled (checkouts, held or released, are no booking yet and never counted). */
  readonly status: string;
  /** YYYY-MM-DD on the lake when it was booked. */
  readonly bookedOn: string;
  /** Taken online: the payment and any difference paid for a dearer date. */
  readonly paidCents: number;
  readonly refundedCents: number;
  readonly referralCode: string | null;
  /** The referral discount the booking got (its price breakdown's). */
  readonly referralCreditCents: number;
  readonly cancelledBy: CancelledBy | null;
  /** The party did not come to the confirmed trip (domain/bookings/no-show.ts). */
  readonly noShow: boolean;
}

export interface Revenue {
  readonly grossCents: number;
  readonly refundsCents: number;
  readonly netCents: number;
}

/** Trips (confirmed bookings) of one group: how many, how many people, and their net revenue. */
export interface TripGroup {
  readonly bookings: number;
  readonly people: number;
  readonly netCents: number;
}

export interface LeadTimeBucket {
  readonly label: string;
  readonly minDays: number;
  /** null: no upper end. */
  readonly maxDays: number | null;
  readonly bookings: number;
}

export interface ReportFigures {
  readonly revenue: Revenue;
  /** Confirmed trips. */
  readonly trips: TripGroup;
  /** Booked but neither confirmed nor cancelled yet (a phone booking waiting for the guide). */
  readonly pending: number;
  readonly byPackage: readonly (TripGroup & { readonly package: string })[];
  /** Monday first; `weekday` 0 is Sunday as dayOfWeekOf counts. */
  readonly byWeekday: readonly (TripGroup & { readonly weekday: number; readonly label: string })[];
  readonly byMonth: readonly (TripGroup & { readonly month: string })[];
  readonly occupancy: { readonly offeredSlots: number; readonly takenSlots: number; readonly rate: number | null };
  readonly leadTime: {
    readonly medianDays: number | null;
    readonly averageDays: number | null;
    readonly buckets: readonly LeadTimeBucket[];
  };
  readonly cancellations: {
    readonly count: number;
    readonly byCustomer: number;
    readonly byGuide: number;
    readonly byWeather: number;
    readonly bySystem: number;
    readonly refundsCents: number;
  };
  /**
   * Confirmed trips whose party did not come, as the admin marked them: still trips (nothing was
   * cancelled or refunded), so they are counted in `trips` too.
   */
  readonly noShows: { readonly bookings: number; readonly people: number };
  /** Bookings made with a referral code (confirmed or cancelled): their net revenue and the discounts their trips got. */
  readonly referrals: { readonly bookings: number; readonly netCents: number; readonly creditsCents: number };
}

/** The schedule the range offered: the weekly template and the admin's overrides (domain/availability/day-availability.ts). */
export interface OfferedSchedule {
  readonly template: WeeklyTemplate;
  readonly overrides: readonly { readonly date: string; readonly timeSlot: TimeSlot; readonly status: SlotStatus }[];
}

const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export const LEAD_TIME_BUCKETS: readonly Omit<LeadTimeBucket, 'bookings'>[] = [
  { label: '0-2 days', minDays: 0, maxDays: 2 },
  { label: '3-7 days', minDays: 3, maxDays: 7 },
  { label: '8-14 days', minDays: 8, maxDays: 14 },
  { label: '15-30 days', minDays: 15, maxDays: 30 },
  { label: '31-90 days', minDays: 31, maxDays: 90 },
  { label: 'Over 90 days', minDays: 91, maxDays: null },
];

const netOf = (b: ReportBooking) => b.paidCents - b.refundedCents;
const DAY_MS = 86_400_000;
/** Whole days from one calendar date to another (both YYYY-MM-DD, so UTC midnights differ by whole days). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function group(bookings: readonly ReportBooking[]): TripGroup {
  return {
    bookings: bookings.length,
    people: bookings.reduce((sum, b) => sum + b.people, 0),
    netCents: bookings.reduce((sum, b) => sum + netOf(b), 0),
  };
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Offered and taken slots of the range: a slot is offered where the template or an override opens
 * it and no override closes it ('booked' set by the guide); it is taken when a confirmed trip holds
 * it or a slot it overlaps (one boat: a full day takes the morning and the afternoon too), as the
 * calendar has it: `held` are the bookings holding a slot, confirmed or pending. Computed
 * by the calendar's own rule (dayAvailability) without the clock, so past days count as they were planned.
 */
export function occupancyOf(from: string, to: string, schedule: OfferedSchedule, held: readonly ReportBooking[]) {
  const overrides = new Map<string, { timeSlot: TimeSlot; status: SlotStatus }[]>();
  for (const o of schedule.overrides) overrides.set(o.date, [...(overrides.get(o.date) ?? []), o]);
  const taken = new Map<string, TimeSlot[]>();
  for (const t of held) taken.set(t.date, [...(taken.get(t.date) ?? []), t.time]);
  let offeredSlots = 0;
  let takenSlots = 0;
  for (const date of datesOfRange(from, to)) {
    const day = dayAvailability({ date, template: schedule.template, overrides: overrides.get(date) ?? [], taken: taken.get(date) ?? [] });
    for (const slot of day.slots) {
      if (slot.override === 'booked') continue;
      offeredSlots++;
      if (slot.status === 'booked') takenSlots++;
    }
  }
  return { offeredSlots, takenSlots, rate: offeredSlots === 0 ? null : takenSlots / offeredSlots };
}

/**
 * The report of bookings whose trip is dated `from`..`to` (the caller passes only those, checkouts
 * left out): revenue by trip date (what was paid for those trips, what went back, the difference),
 * trips (confirmed bookings) by package, weekday and month, occupancy, lead time, cancellations,
 * no-shows and referrals.
 */
export function reportFigures(from: string, to: string, bookings: readonly ReportBooking[], schedule: OfferedSchedule): ReportFigures {
  const trips = bookings.filter((b) => b.status === 'confirmed');
  const cancelled = bookings.filter((b) => b.status === 'cancelled');
  const grossCents = bookings.reduce((sum, b) => sum + b.paidCents, 0);
  const refundsCents = bookings.reduce((sum, b) => sum + b.refundedCents, 0);

  const packages = [...new Set(trips.map((t) => t.package))].sort();
  const leads = trips.map((t) => Math.max(0, daysBetween(t.bookedOn, t.date))).sort((a, b) => a - b);
  const referred = bookings.filter((b) => b.referralCode !== null && b.status !== 'pending');
  const cancelledBy = (who: CancelledBy) => cancelled.filter((b) => b.cancelledBy === who).length;
  const noShows = trips.filter((t) => t.noShow);

  return {
    revenue: { grossCents, refundsCents, netCents: grossCents - refundsCents },
    trips: group(trips),
    pending: bookings.filter((b) => b.status === 'pending').length,
    byPackage: packages.map((name) => ({ package: name, ...group(trips.filter((t) => t.package === name)) })),
    byWeekday: MONDAY_FIRST.map((weekday) => ({
      weekday,
      label: WEEKDAY_LABELS[weekday]!,
      ...group(trips.filter((t) => dayOfWeekOf(t.date) === weekday)),
    })),
    byMonth: monthsOfRange(from, to).map((month) => ({ month, ...group(trips.filter((t) => t.date.startsWith(month))) })),
    // A pending booking holds its slot as a confirmed one does (the calendar shows it taken).
    occupancy: occupancyOf(
      from,
      to,
      schedule,
      bookings.filter((b) => b.status === 'confirmed' || b.status === 'pending'),
    ),
    leadTime: {
      medianDays: median(leads),
      averageDays: leads.length === 0 ? null : Math.round((leads.reduce((a, b) => a + b, 0) / leads.length) * 10) / 10,
      buckets: LEAD_TIME_BUCKETS.map((bucket) => ({
        ...bucket,
        bookings: leads.filter((days) => days >= bucket.minDays && (bucket.maxDays === null || days <= bucket.maxDays)).length,
      })),
    },
    cancellations: {
      count: cancelled.length,
      byCustomer: cancelledBy('customer'),
      byGuide: cancelledBy('guide'),
      byWeather: cancelledBy('weather'),
      bySystem: cancelledBy('system'),
      refundsCents: cancelled.reduce((sum, b) => sum + b.refundedCents, 0),
    },
    noShows: { bookings: noShows.length, people: noShows.reduce((sum, t) => sum + t.people, 0) },
    referrals: {
      bookings: referred.length,
      netCents: referred.reduce((sum, b) => sum + netOf(b), 0),
      // A cancelled trip's discount was never used.
      creditsCents: referred.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + b.referralCreditCents, 0),
    },
  };
}
