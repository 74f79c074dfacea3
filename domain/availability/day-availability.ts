import { SlotStatus } from './availability-rules';
import { ClaimSeats, hasRoom } from './slot-seats';
import { inSlotOrder, SLOT_WINDOWS, TimeSlot } from './slot-windows';
import { weekdayOf, WeeklyTemplate } from './weekly-template';

export interface SlotAvailability {
  readonly timeSlot: TimeSlot;
  readonly status: SlotStatus;
  /** 'Morning (6:00-10:00 AM)' and so on. */
  readonly label: string;
  /**
   * The admin's status for this slot and date, or null where the weekly template applies; 'booked'
   * too where a closure or the seasons close it (package-runs.ts withSeasonsAndClosures).
   */
  readonly override: SlotStatus | null;
}

export interface DayAvailability {
  /** The availability call lists an id per entry; the date is unique, so it is the id. */
  readonly id: string;
  readonly date: string;
  readonly status: SlotStatus;
  /** What can still be booked, in words: 'Morning & Afternoon', 'Full Day', 'Fully Booked'. */
  readonly timeSlots: string;
  readonly slots: readonly SlotAvailability[];
}

export interface DayFacts {
  readonly date: string;
  readonly template: WeeklyTemplate;
  /** The admin's statuses for slots of this date. */
  readonly overrides: readonly { readonly timeSlot: TimeSlot; readonly status: SlotStatus }[];
  /** Slots of this date that bookings hold, each with the party it is for when the claim records one. */
  readonly taken: readonly (TimeSlot | ClaimSeats)[];
  /** The lake's date and minute of the day now: a slot whose trip has begun can no longer be booked. */
  readonly now?: LakeNow;
}

export interface LakeNow {
  readonly today: string;
  readonly minutes: number;
}

/** Whether the trip of `timeSlot` on `date` has begun (or the date is past) at `now`. */
export function hasStarted(date: string, timeSlot: TimeSlot, now: LakeNow): boolean {
  return date < now.today || (date === now.today && now.minutes >= SLOT_WINDOWS[timeSlot].start);
}

/** Whether a slot's trip on `date` has already begun at `today` / `minutesNow` on the lake. */
export function hasSlotStarted(date: string, timeSlot: TimeSlot, today: string, minutesNow: number): boolean {
  return hasStarted(date, timeSlot, { today, minutes: minutesNow });
}

/**
 * What a date offers, from the weekly template, the admin's overrides and the bookings:
 * 1. offered: the template's slots for the weekday, plus a slot the admin opened that day (an
 *    override 'available' or 'limited'); an override 'booked' opens nothing;
 * 2. each offered slot has its override's status, else 'available';
 * 3. a slot a booking holds, or one overlapping it, is 'booked' whatever the admin said: there is
 *    one boat, and a trip sold is never sold twice. A booking counts even for a slot no longer
 *    offered (the template changed after it was taken). The one exception: a slot shared only by
 *    parties of a package sold per seat stays as it was while seats are left (slot-seats.ts hasRoom);
 * 4. a slot whose trip has already begun is 'booked' too: nobody can join a boat that has left.
 */
export function dayAvailability(facts: DayFacts): DayAvailability {
  const overrides = new Map(facts.overrides.map((o) => [o.timeSlot, o.status]));
  const opened = facts.overrides.filter((o) => o.status !== 'booked').map((o) => o.timeSlot);
  const offered = inSlotOrder([...facts.template[weekdayOf(facts.date)], ...opened]);
  const claims = facts.taken.map((taken): ClaimSeats => (typeof taken === 'string' ? { timeSlot: taken } : taken));
  const slots = offered.map((timeSlot): SlotAvailability => {
    const override = overrides.get(timeSlot) ?? null;
    const now = facts.now;
    const blocked = !hasRoom(timeSlot, claims) || (now !== undefined && hasStarted(facts.date, timeSlot, now));
    return { timeSlot, status: blocked ? 'booked' : (override ?? 'available'), label: SLOT_WINDOWS[timeSlot].label, override };
  });
  const bookable = slots.filter((s) => s.status !== 'booked').map((s) => s.timeSlot);
  return { id: facts.date, date: facts.date, status: dateStatus(slots), timeSlots: slotSummary(bookable), slots };
}

/** 'available' when every offered slot is; 'booked' when none can be booked (or none is offered). */
export function dateStatus(slots: readonly { status: SlotStatus }[]): SlotStatus {
  if (slots.every((s) => s.status === 'booked')) return 'booked';
  if (slots.every((s) => s.status === 'available')) return 'available';
  return 'limited';
}

const SLOT_NAMES: Readonly<Record<TimeSlot, string>> = { morning: 'Morning', afternoon: 'Afternoon', 'full-day': 'Full Day' };

/**
 * The bookable slots in words, as the availability cards show them: a lone
 * morning or afternoon is 'Only' (the rest of the day is gone); a lone full day is the whole trip.
 */
export function slotSummary(bookable: readonly TimeSlot[]): string {
  const slots = inSlotOrder(bookable);
  const names = slots.map((slot) => SLOT_NAMES[slot]);
  if (names.length === 0) return 'Fully Booked';
  if (names.length === 1) return slots[0] === 'full-day' ? names[0]! : `${names[0]} Only`;
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** Every date of `dates`, each with its own overrides and taken slots picked from the lists. */
export function calendarAvailability(
  dates: readonly string[],
  template: WeeklyTemplate,
  overrides: readonly { readonly date: string; readonly timeSlot: TimeSlot; readonly status: SlotStatus }[],
  taken: readonly (ClaimSeats & { readonly date: string })[],
  now?: LakeNow,
): DayAvailability[] {
  return dates.map((date) =>
    dayAvailability({
      date,
      template,
      overrides: overrides.filter((o) => o.date === date),
      taken: taken.filter((t) => t.date === date),
      ...(now ? { now } : {}),
    }),
  );
}
