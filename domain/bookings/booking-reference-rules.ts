import { isReadableCode, normaliseReadableCode, readableCode } from '../shared/readable-code';

/**
 * A booking's reference: what the customer reads out on the phone and the guide types into the
 * admin's search. Six signs of the readable alphabet (domain/shared/readable-code.ts): 31^6, about
 * 887 million, so a random draw rarely meets one taken, and the reference's own stream
 * (booking-reference.ts) refuses the draw that does. It names a booking; it opens nothing (the
 * manage link's token is the only key to a booking).
 */
export const BOOKING_REFERENCE_LENGTH = 6;

/** A fresh reference from `random(n)`, a uniform integer below n (crypto's randomInt in production). */
export function bookingReferenceFrom(random: (below: number) => number): string {
  return readableCode(BOOKING_REFERENCE_LENGTH, random);
}

/** Whether `reference` is a reference as drawn (upper case, no spaces). */
export function isBookingReference(reference: string): boolean {
  return isReadableCode(reference, BOOKING_REFERENCE_LENGTH);
}

/**
 * The reference a person typed ('k7m 2qx', 'K7M-2QX'), as drawn, or undefined when what they
 * typed cannot be one (a name, a phone number's part of another length).
 */
export function bookingReferenceTyped(typed: string): string | undefined {
  const reference = normaliseReadableCode(typed);
  return isBookingReference(reference) ? reference : undefined;
}

/** How messages and pages introduce it. */
export const BOOKING_REFERENCE_LABEL = 'Booking reference';

export const BOOKING_REFERENCE_MESSAGES = {
  taken: 'This booking reference belongs to another booking',
  invalid: (reference: string) => `Not a booking reference: '${reference}'`,
  another: 'This booking has another reference already',
} as const;
