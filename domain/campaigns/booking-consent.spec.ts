import { describe, expect, test } from '@jest/globals';
import { Actor } from '../shared/actor';
import { bookingConsentOf, bookingGivesConsent, consentSourceOf } from './booking-consent';

const VISITOR: Actor = { kind: 'visitor' };
const WAITLIST: Actor = { kind: 'customer', via: 'waitlist_link' };
const GUIDE: Actor = { kind: 'user', username: 'guide', role: 'admin' };

describe("what a booking's box counts for", () => {
  test("a visitor's box gives express consent once the booking is paid, never while it is only held", () => {
    for (const actor of [VISITOR, WAITLIST]) {
      const booking = bookingConsentOf({ actor, details: { marketingConsent: true } });
      expect(bookingGivesConsent('recorded', booking)).toBe(false);
      expect(bookingGivesConsent('paid', booking)).toBe(true);
      expect(consentSourceOf(booking)).toBe('booking-form');
    }
  });

  test("the guide's phone booking gives it when recorded (the customer said yes on the call), and not again when paid", () => {
    const booking = bookingConsentOf({ actor: GUIDE, details: { marketingConsent: true } });
    expect(bookingGivesConsent('recorded', booking)).toBe(true);
    expect(bookingGivesConsent('paid', booking)).toBe(false);
    expect(consentSourceOf(booking)).toBe('phone-booking');
  });

  test('without the box, or on a Test System booking, never', () => {
    for (const details of [{}, { marketingConsent: false }, { marketingConsent: true, test: true }]) {
      for (const actor of [VISITOR, GUIDE]) {
        const booking = bookingConsentOf({ actor, details });
        expect([bookingGivesConsent('recorded', booking), bookingGivesConsent('paid', booking)]).toEqual([false, false]);
      }
    }
  });
});
