import { priceTrip } from '../bookings/pricing';
import { runsInSlot } from '../catalogue/package-rules';
import { Closure } from './closures';
import { DayAvailability, SlotAvailability } from './day-availability';
import { SeasonedPackage, whyNotRunning } from './package-runs';

/** A package as its calendar needs it: the season rules' facts and its price (whole CAD per person). */
export interface CalendarPackage extends SeasonedPackage {
  readonly price: number;
}

export interface PackageSlotAvailability extends SlotAvailability {
  /** This package can be booked in this slot on this date: offered, free, not started, in season, not closed, sold in the slot. */
  readonly bookable: boolean;
  /** What one person pays for this package on this date, in cents: the weekday discount applied. */
  readonly pricePerPerson: number;
}

export interface PackageDayAvailability extends Omit<DayAvailability, 'slots'> {
  readonly slots: readonly PackageSlotAvailability[];
}

/**
 * One day of the general calendar as one package sees it. Built from the calendar every visitor
 * shares plus pure rules, so a package's month costs no read of its own.
 */
export function packageDayAvailability(day: DayAvailability, pkg: CalendarPackage, closures: readonly Closure[]): PackageDayAvailability {
  const runs = !whyNotRunning(pkg, day.date, closures);
  // One person, no child, no code: the per-person price the calendar advertises ('from $X').
  const { adultPriceCents } = priceTrip({ pricePerPerson: pkg.price, date: day.date, people: 1, kidsCount: 0, referralApplies: false });
  return {
    ...day,
    slots: day.slots.map((slot) => ({
      ...slot,
      bookable: runs && slot.status !== 'booked' && runsInSlot(pkg, slot.timeSlot),
      pricePerPerson: adultPriceCents,
    })),
  };
}
