import { describe, expect, test } from '@jest/globals';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import { BookingDetails, BookingEvent, BookingNotFoundError } from './booking';
import { BookingStatus } from './booking-rules';
import { admin, change, changed, details, historyFor, requested, spec, visitor } from '../../test/support/booking-decider-fixtures';

describe('booking lifecycle', () => {
  test('a new booking is requested and starts pending', () => {
    spec.given().when({ type: 'RequestBooking', bookingId: 'b1', details, actor: visitor, at: '2026-11-22T10:00:00.000Z' }).then(requested);
    expect(spec.given(requested).state).toMatchObject({ status: 'pending', bookingId: 'b1', details });
  });

  test.each(['pending', 'confirmed', 'cancelled'] as const)('requesting again a booking that is %s is refused', (status) => {
    spec
      .given(...historyFor[status])
      .when({ type: 'RequestBooking', bookingId: 'b1', details, actor: visitor, at: '2026-11-22T10:00:00.000Z' })
      .thenRefused(IllegalTransitionError, 'This booking already exists');
  });

  test.each(['pending', 'confirmed', 'cancelled'] as const)('a status change of a booking that does not exist (to %s) is refused', (to) => {
    spec.given().when(change(to)).thenRefused(BookingNotFoundError);
  });

  // Every pair written out by hand: the admin may set any status from any other.
  const allowed: [BookingStatus, BookingStatus][] = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'pending'],
    ['confirmed', 'cancelled'],
    ['cancelled', 'pending'],
    ['cancelled', 'confirmed'],
  ];
  const refused: [BookingStatus, BookingStatus][] = [
    ['pending', 'pending'],
    ['confirmed', 'confirmed'],
    ['cancelled', 'cancelled'],
  ];

  test.each(allowed)('the admin may set a %s booking to %s, with actor, time and reason', (from, to) => {
    expect(spec.given(...historyFor[from]).state.status).toBe(from);
    spec
      .given(...historyFor[from])
      .when(change(to, '  Weather warning  '))
      .then({
        type: 'BookingStatusChanged',
        data: { from, to, reason: 'Weather warning' },
        metadata: { actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' },
      });
  });

  test.each(refused)('setting a %s booking to %s again is refused', (from, to) => {
    spec
      .given(...historyFor[from])
      .when(change(to))
      .thenRefused(IllegalTransitionError, `The booking is already ${from}`);
  });

  test('a blank reason is left out of the event', () => {
    spec
      .given(requested)
      .when(change('confirmed', '   '))
      .then({
        ...changed('pending', 'confirmed'),
        metadata: { ...changed('pending', 'confirmed').metadata, occurredAt: '2026-11-22T12:00:00.000Z' },
      });
  });

  test('evolve follows the status and keeps the last change time', () => {
    const state = spec.given(requested, changed('pending', 'cancelled'), changed('cancelled', 'confirmed')).state;
    expect(state).toMatchObject({ status: 'confirmed', createdAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T11:00:00.000Z' });
  });

  test('a cancellation for unsafe weather says so (the policy refunds it in full); other changes carry no weather', () => {
    const at = '2026-11-22T12:00:00.000Z';
    spec
      .given(requested)
      .when({ ...change('cancelled'), weather: true })
      .then({
        type: 'BookingStatusChanged',
        data: { from: 'pending', to: 'cancelled', weather: true },
        metadata: { actor: admin, occurredAt: at },
      });
    spec
      .given(requested)
      .when({ ...change('confirmed'), weather: true })
      .then({ type: 'BookingStatusChanged', data: { from: 'pending', to: 'confirmed' }, metadata: { actor: admin, occurredAt: at } });
  });

  test('a booking made before packages, prices and gateways were recorded replays as it was', () => {
    // Events of the first version of the site: no packageId, no price, no gateway.
    const old: BookingEvent = {
      type: 'BookingHeld',
      data: {
        bookingId: 'b0',
        details,
        payment: { paymentIntentId: 'pi_old', amountCents: 41400, currency: 'CAD' },
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
      },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
    };
    const paid: BookingEvent = {
      type: 'BookingPaid',
      data: { paymentIntentId: 'pi_old', amountCents: 41400, currency: 'CAD' },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
    };
    const state = spec.given(old, paid).state;
    expect(state).toMatchObject({ status: 'confirmed', paidAt: '2026-11-22T10:05:00.000Z' });
    expect(state).not.toHaveProperty('packageId');
    expect(state).not.toHaveProperty('price');
  });

  test("replay accepts history that today's rules would refuse", () => {
    // Written once under older rules: a confirmed booking "confirmed" again.
    const state = spec.given(requested, changed('pending', 'confirmed'), changed('confirmed', 'confirmed')).state;
    expect(state.status).toBe('confirmed');
  });
});

describe('booking details', () => {
  const request = (overrides: Partial<BookingDetails>) =>
    spec.given().when({
      type: 'RequestBooking',
      bookingId: 'b1',
      details: { ...details, ...overrides },
      actor: visitor,
      at: '2026-11-22T10:00:00.000Z',
    });

  test.each([
    [{ people: 0 }, 'Please select the number of people'],
    [{ people: 13 }, 'Please select the number of people'],
    [{ people: 2.5 }, 'Please select the number of people'],
    [{ people: 3, kidsCount: 3, hasKids: true }, /fewer than the party size/],
    [{ people: 12, kidsCount: 11, hasKids: true }, /at most 10/],
    [{ kidsCount: 0, hasKids: true }, /fewer than the party size/],
    [{ date: '2026-02-30' }, 'Please select a date'],
    [{ package: '  ' }, 'Please select a package'],
  ] as [Partial<BookingDetails>, string | RegExp][])('%o is refused', (overrides, message) => {
    request(overrides).thenRefused(DomainError, message);
  });

  test('a party of 12 with 10 children is accepted', () => {
    request({ people: 12, kidsCount: 10, hasKids: true }).then({
      type: 'BookingRequested',
      data: {
        bookingId: 'b1',
        details: { ...details, people: 12, kidsCount: 10, hasKids: true },
      },
      metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
    });
  });
});
