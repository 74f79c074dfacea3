import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { details, requested, spec, visitor } from '../../test/support/booking-decider-fixtures';
import { Actor } from '../shared/actor';
import { DomainError } from '../shared/decider';
import { BookingHeld, BookingReferenceAssigned } from './booking';
import {
  BOOKING_REFERENCE_MESSAGES,
  bookingReferenceDecider,
  bookingReferenceFrom,
  BookingReferenceClaimed,
  BookingReferenceTakenError,
  bookingReferenceTyped,
  isBookingReference,
} from './booking-reference';

const issuer: Actor = { kind: 'system', process: 'booking_references' };
const AT = '2026-11-23T15:05:00.000Z';
const claimed: BookingReferenceClaimed = {
  type: 'BookingReferenceClaimed',
  data: { reference: 'K7M2QX', bookingId: 'b1' },
  metadata: { actor: issuer, occurredAt: AT },
};
const claim = (bookingId = 'b1', reference = 'K7M2QX') => ({
  type: 'ClaimBookingReference' as const,
  reference,
  bookingId,
  actor: issuer,
  at: AT,
});

describe('booking references', () => {
  test('six readable signs: no 0/O or 1/I/L; typed in any case, with spaces or a dash', () => {
    expect(bookingReferenceFrom(() => 0)).toBe('AAAAAA');
    expect(bookingReferenceFrom(() => 30)).toBe('999999');
    expect(isBookingReference('K7M2QX')).toBe(true);
    expect(isBookingReference('K7M2Q0')).toBe(false);
    expect(isBookingReference('K7M2QXA')).toBe(false);
    expect(bookingReferenceTyped(' k7m 2qx ')).toBe('K7M2QX');
    expect(bookingReferenceTyped('K7M-2QX')).toBe('K7M2QX');
    expect(bookingReferenceTyped('Dana Whitford')).toBeUndefined();
    expect(bookingReferenceTyped('I0I0I0')).toBeUndefined();
  });

  test('a reference is claimed once, by one booking: again by it changes nothing, by another is refused', () => {
    const reference = givenDecider(bookingReferenceDecider);
    reference.given().when(claim()).then(claimed);
    reference.given(claimed).when(claim()).then();
    reference.given(claimed).when(claim('b2')).thenRefused(BookingReferenceTakenError, BOOKING_REFERENCE_MESSAGES.taken);
    reference.given().when(claim('b1', 'K7M2Q0')).thenRefused(DomainError);
    expect(reference.given(claimed).state).toEqual({ status: 'claimed', reference: 'K7M2QX', bookingId: 'b1', claimedAt: AT });
  });

  test("the booking's first event records the reference it was created with, and its state carries it", () => {
    const held: BookingHeld = {
      type: 'BookingHeld',
      data: {
        bookingId: 'b1',
        details,
        reference: 'K7M2QX',
        payment: { paymentIntentId: 'pi_1', amountCents: 41_400, currency: 'CAD' },
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
      },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
    };
    const { payment, holdExpiresAt } = held.data;
    spec
      .given()
      .when({
        type: 'HoldBooking',
        bookingId: 'b1',
        details,
        reference: 'K7M2QX',
        payment,
        holdExpiresAt,
        actor: visitor,
        at: '2026-11-22T10:00:00.000Z',
      })
      .then(held);
    expect(spec.given(held).state).toMatchObject({ status: 'held', reference: 'K7M2QX' });
    spec
      .given()
      .when({ type: 'RequestBooking', bookingId: 'b1', details, reference: 'nope', actor: visitor, at: AT })
      .thenRefused(DomainError, "Not a booking reference: 'nope'");
  });

  test('a booking made before references is named once; another name is refused, the same again changes nothing', () => {
    const assign = (reference: string) => ({ type: 'AssignBookingReference' as const, reference, actor: issuer, at: AT });
    const assigned: BookingReferenceAssigned = {
      type: 'BookingReferenceAssigned',
      data: { reference: 'K7M2QX' },
      metadata: { actor: issuer, occurredAt: AT },
    };
    spec.given(requested).when(assign('K7M2QX')).then(assigned);
    spec.given(requested, assigned).when(assign('K7M2QX')).then();
    spec.given(requested, assigned).when(assign('ZZZ234')).thenRefused(DomainError, BOOKING_REFERENCE_MESSAGES.another);
    spec.given().when(assign('K7M2QX')).thenRefused(DomainError, 'Booking not found');
    const state = spec.given(requested, assigned).state;
    expect(state).toMatchObject({ status: 'pending', reference: 'K7M2QX', updatedAt: requested.metadata.occurredAt });
  });
});
