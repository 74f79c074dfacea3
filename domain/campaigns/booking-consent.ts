import { Actor } from '../shared/actor';
import { ConsentSource } from './consent-rules';

/** What a booking's first event says of its consent. */
export interface BookingConsent {
  /** Recorded by the guide, signed in (a phone booking), rather than by a visitor. */
  readonly byGuide: boolean;
  /** The box ticked (or yes on the phone). */
  readonly marketingConsent: boolean;
  /** The admin's Test System booking: the guide's own, it makes nobody a contact. */
  readonly test: boolean;
}

export function bookingConsentOf(first: {
  readonly actor: Actor;
  readonly details: { marketingConsent?: boolean; test?: boolean };
}): BookingConsent {
  return {
    byGuide: first.actor.kind === 'user',
    marketingConsent: first.details.marketingConsent === true,
    test: first.details.test === true,
  };
}

/**
 * When a booking's box gives express consent: a booking the guide records, at once (the guide
 * heard the customer say yes); a visitor's, only once it is paid. Anybody may start a checkout
 * with any address, so an unpaid or released one gives no consent (nor makes anybody a contact:
 * marketing-contacts.projection.ts).
 */
export type BookingMoment = 'recorded' | 'paid';

export function bookingGivesConsent(moment: BookingMoment, booking: BookingConsent): boolean {
  return booking.marketingConsent && !booking.test && (booking.byGuide ? moment === 'recorded' : moment === 'paid');
}

/** The source a booking's express consent is recorded under. */
export function consentSourceOf(booking: BookingConsent): ConsentSource {
  return booking.byGuide ? 'phone-booking' : 'booking-form';
}
