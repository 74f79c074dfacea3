/**
 * How far ahead visitors may book (the admin's Settings, site content `booking.horizon_days`): a
 * hold for a date years away would only keep a slot from real customers.
 */
export const BOOKING_HORIZON = { defaultDays: 365, minDays: 1, maxDays: 1095 } as const;

export const HORIZON_MESSAGES = {
  beyond: (lastDate: string) => `Bookings are open up to ${lastDate}. Please choose an earlier date.`,
  days: `Enter a whole number of days from ${BOOKING_HORIZON.minDays} to ${BOOKING_HORIZON.maxDays}`,
} as const;

/** The stored horizon as a number of days, the default when it is missing or not one. */
export function horizonDaysOf(value: string | undefined): number {
  const days = value !== undefined && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return days >= BOOKING_HORIZON.minDays && days <= BOOKING_HORIZON.maxDays ? days : BOOKING_HORIZON.defaultDays;
}
