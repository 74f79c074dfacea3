import { describe, expect, test } from '@jest/globals';
import { ExistingBooking } from '../bookings/booking-state';
import { manageOptions, movedTotalCents } from './manage-rules';
import { tripStart } from '../bookings/refund-policy';

// A morning trip on Thursday 2026-12-03: it starts at 6:00 AM on the lake (whatever the zone's offset then).
const booking: ExistingBooking = {
  status: 'confirmed',
  bookingId: 'b1',
  details: {
    package: 'Half-Day Adventure',
    date: '2026-12-03',
    time: 'morning',
    name: 'Dana Whitford',
    email: 'dana@example.com',
    phone: '780-555-0199',
    people: 2,
    hasKids: false,
    kidsCount: 0,
  },
  payment: { paymentIntentId: 'pi_1', amountCents: 41401, currency: 'CAD' },
  paidAt: '2026-11-20T10:00:00.000Z',
  refundedCents: 0,
  refunds: [],
  movePayments: [],
  moveOutcomes: [],
  noShow: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const GUIDE = '(780) 555-0142';
const HOUR = 3_600_000;
const START = tripStart('2026-12-03', 'morning').getTime();
/** `hours` before the trip starts. */
const before = (hours: number) => new Date(START - hours * HOUR);
const UNTIL = new Date(START - 48 * HOUR).toISOString();

describe('what the manage link offers', () => {
  test('5 days ahead: cancel for a full refund, move until 48 hours before', () => {
    expect(manageOptions(booking, before(5 * 24), GUIDE)).toEqual({
      cancellation: { allowed: true, refundCents: 41401, refundPercent: 100, reason: null },
      reschedule: { allowed: true, until: UNTIL, reason: null },
    });
  });

  test('30 hours ahead: half back (rounded down), and moves are made by phone', () => {
    expect(manageOptions(booking, before(30), GUIDE)).toEqual({
      cancellation: { allowed: true, refundCents: 20700, refundPercent: 50, reason: null },
      reschedule: {
        allowed: false,
        until: UNTIL,
        reason: 'Changes within 48 hours of the trip are made by phone: call (780) 555-0142',
      },
    });
  });

  test('exactly 48 hours ahead a move is still allowed', () => {
    expect(manageOptions(booking, before(48), GUIDE).reschedule.allowed).toBe(true);
  });

  test('10 hours ahead: cancelling gives nothing back but is allowed', () => {
    expect(manageOptions(booking, before(10), GUIDE).cancellation).toEqual({
      allowed: true,
      refundCents: 0,
      refundPercent: 0,
      reason: null,
    });
  });

  test('once the trip began, or once cancelled: neither', () => {
    const begun = manageOptions(booking, before(0), GUIDE);
    expect([begun.cancellation.allowed, begun.reschedule.allowed, begun.cancellation.reason]).toEqual([
      false,
      false,
      'This trip has already begun.',
    ]);
    const cancelled = manageOptions({ ...booking, status: 'cancelled' }, before(5 * 24), GUIDE);
    expect(cancelled.cancellation).toEqual({
      allowed: false,
      refundCents: 0,
      refundPercent: 0,
      reason: 'This booking has been cancelled.',
    });
    expect(cancelled.reschedule.reason).toBe('This booking has been cancelled.');
  });

  test('what was refunded already is not offered again', () => {
    const partly = {
      ...booking,
      refundedCents: 1401,
      refunds: [{ paymentIntentId: booking.payment!.paymentIntentId, amountCents: 1401, rule: 'x' }],
    };
    expect(manageOptions(partly, before(5 * 24), GUIDE).cancellation.refundCents).toBe(40000);
  });

  test('a move keeps the credit the booking had, never below 0', () => {
    expect(movedTotalCents(41400, 5000)).toBe(36400);
    expect(movedTotalCents(3000, 5000)).toBe(0);
  });
});
