import { priceTrip } from '../bookings/pricing';
import type { PackageSale } from '../catalogue/package-capacity';
import { runsInSlot } from '../catalogue/package-rules';
import { Closure } from './closures';
import { DayAvailability, SlotAvailability } from './day-availability';
import { SeasonedPackage, whyNotRunning } from './package-runs';
import { ClaimSeats, fitsBeside, seatsLeft } from './slot-seats';

/** A package as its calendar needs it: the season rules' facts, its price (whole CAD per person) and how it is sold. */
export interface CalendarPackage extends SeasonedPackage {
  readonly price: number;
  readonly sale: PackageSale;
  readonly boatCapacity: number | null;
}

export interface PackageSlotAvailability extends SlotAvailability {
  /** This package can be booked in this slot on this date: offered, free, not started, in season, not closed, sold in the slot. */
  readonly bookable: boolean;
  /** What one person pays for this package on this date, in cents: the weekday discount applied. */
  readonly pricePerPerson: number;
  /** Seats still for sale in this slot when the package is sold per seat (0 when it cannot be booked); null for a private charter. */
  readonly seatsLeft: number | null;
}

export interface PackageDayAvailability extends Omit<DayAvailability, 'slots'> {
  readonly slots: readonly PackageSlotAvailability[];
}

/**
 * One day of the general calendar as one package sees it. Built from the calendar every visitor
 * shares, the claims it was computed from (`taken`, that day's) and pure rules, so a package's month
 * costs no read of its own. A slot the general calendar shows open may still be no use to this
 * package: another package's party shares its boat (slot-seats.ts), or it is a private charter and
 * any party is in the slot.
 */
export function packageDayAvailability(
  day: DayAvailability,
  pkg: CalendarPackage,
  closures: readonly Closure[],
  taken: readonly ClaimSeats[],
): PackageDayAvailability {
  const runs = !whyNotRunning(pkg, day.date, closures);
  // One person, no child, no code: the per-person price the calendar advertises ('from $X').
  const { adultPriceCents } = priceTrip({ pricePerPerson: pkg.price, date: day.date, people: 1, kidsCount: 0, referralApplies: false });
  return {
    ...day,
    slots: day.slots.map((slot) => {
      const open = runs && slot.status !== 'booked' && runsInSlot(pkg, slot.timeSlot);
      const seats = seatsLeft(pkg, slot.timeSlot, taken);
      // A private charter takes the boat only when nobody is in the slot at all.
      const room = seats === null ? fitsBeside(slot.timeSlot, undefined, taken) : seats > 0;
      return { ...slot, bookable: open && room, pricePerPerson: adultPriceCents, seatsLeft: seats === null ? null : open ? seats : 0 };
    }),
  };
}
