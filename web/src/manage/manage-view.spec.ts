import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES } from '../../../domain/bookings/booking-rules';
import { ApiError } from '@browser-kit/api/api';
import type { AvailabilityDay } from '../landing/availability-api';
import type { ManagedBooking, ManageView, MovePayment, RescheduleResult } from './manage-types';
import {
  actionFailureOf,
  differenceSentence,
  holdRunning,
  moveConfirmFailureOf,
  movePaymentLead,
  movePaymentPrompt,
  reopensPayment,
  slotInWords,
  unpaidMoveNote,
  bookingSummary,
  cancelOutcome,
  formatTripDate,
  MANAGE_MESSAGES,
  mentionsPhone,
  phoneParts,
  refundSentence,
  rescheduleChoices,
  rescheduleOutcome,
  rescheduleWindow,
  statusBadge,
  timeOnDate,
  validateReschedule,
  viewOf,
} from './manage-view';

const BOOKING: ManagedBooking = {
  id: 'b-1',
  reference: 'K7M2QX',
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  timeLabel: 'Morning (6:00-10:00 AM)',
  people: 3,
  hasKids: true,
  kidsCount: 1,
  name: 'Mara Angler',
  email: 'mara@example.com',
  phone: '(780) 555-0111',
  status: 'confirmed',
  amountPaidCents: 49800,
  refundedCents: 0,
};

type Slot = AvailabilityDay['slots'][number];
const slot = (timeSlot: Slot['timeSlot'], status: Slot['status'] = 'available'): Slot => ({
  timeSlot,
  status,
  label: timeSlot,
  override: null,
});
const day = (date: string, slots: Slot[]): AvailabilityDay => ({ date, id: date, slots, status: 'available', timeSlots: '' });

const DAYS: AvailabilityDay[] = [
  day('2026-12-05', [slot('morning', 'booked'), slot('afternoon', 'booked'), slot('full-day', 'booked')]),
  day('2026-12-03', [slot('morning', 'booked'), slot('afternoon'), slot('full-day', 'booked')]),
  day('2026-12-04', [slot('morning'), slot('afternoon', 'limited'), slot('full-day')]),
  day('2026-12-06', [slot('full-day')]),
];

describe('what the page says about a booking', () => {
  test('the summary: the reference, package, the date with its weekday, the window, the party with its children, the name, the amount paid', () => {
    expect(bookingSummary(BOOKING)).toEqual([
      { label: 'Booking reference', value: 'K7M2QX' },
      { label: 'Package', value: 'Half-Day Adventure' },
      { label: 'Date', value: 'Thursday, December 3, 2026' },
      { label: 'Time', value: 'Morning (6:00-10:00 AM)' },
      { label: 'Party', value: '3 people (1 child 12 and under)' },
      { label: 'Name', value: 'Mara Angler' },
      { label: 'Paid', value: '$498.00' },
    ]);
  });

  test('a booking without a reference yet lists none', () => {
    expect(bookingSummary({ ...BOOKING, reference: null }).map((line) => line.label)).not.toContain('Booking reference');
  });

  test('a refund already made is listed; a missing time label falls back to the slot window', () => {
    const lines = bookingSummary({ ...BOOKING, timeLabel: '', time: 'full-day', hasKids: false, refundedCents: 24900 });
    expect(lines).toContainEqual({ label: 'Time', value: 'Full Day (6:00 AM-2:00 PM)' });
    expect(lines).toContainEqual({ label: 'Party', value: '3 people' });
    expect(lines).toContainEqual({ label: 'Refunded', value: '$249.00' });
  });

  test('a calendar date is read as the date it names, whatever the time zone', () => {
    expect(formatTripDate('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(formatTripDate('not a date')).toBe('not a date');
  });

  test('the refund if cancelled now: amount and percent, or none', () => {
    expect(refundSentence({ refundCents: 49800, refundPercent: 100 })).toBe(
      'If you cancel now, you get $498.00 back (100% of what you paid).',
    );
    expect(refundSentence({ refundCents: 24900, refundPercent: 50 })).toBe(
      'If you cancel now, you get $249.00 back (50% of what you paid).',
    );
    expect(refundSentence({ refundCents: 0, refundPercent: 0 })).toBe('If you cancel now, no refund applies.');
  });
});

describe('the reschedule form', () => {
  test('looks from tomorrow, at most 62 days (the availability call) and never past the booking horizon', () => {
    expect(rescheduleWindow('2026-11-30', 365)).toEqual({ from: '2026-12-01', days: 62 });
    expect(rescheduleWindow('2026-11-30', 10)).toEqual({ from: '2026-12-01', days: 10 });
  });

  test('offers, in date order, only dates with a free slot the package runs in; the trip’s own slot is not one', () => {
    const choices = rescheduleChoices(DAYS, ['morning', 'afternoon'], BOOKING);
    expect(choices.map((c) => c.date)).toEqual(['2026-12-03', '2026-12-04']);
    expect(choices[0]!.label).toBe('Thursday, December 3, 2026');
    expect(choices[0]!.slots).toEqual([
      { slot: 'morning', label: 'Morning (6:00-10:00 AM) - your current time', disabled: true },
      { slot: 'afternoon', label: 'Afternoon (1:00-5:00 PM)', disabled: false },
    ]);
    // A limited slot can still be booked; a full day is not offered by a half-day package.
    expect(choices[1]!.slots.map((s) => [s.slot, s.disabled])).toEqual([
      ['morning', false],
      ['afternoon', false],
    ]);
  });

  test('a package that runs only full days gets only dates whose full day is free; any slot goes without a list', () => {
    expect(rescheduleChoices(DAYS, ['full-day'], BOOKING).map((c) => c.date)).toEqual(['2026-12-04', '2026-12-06']);
    expect(rescheduleChoices(DAYS, null, BOOKING).map((c) => c.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-06']);
    expect(rescheduleChoices(undefined, null, BOOKING)).toEqual([]);
  });

  test('a new date keeps the time when it is free there, else takes its first free one', () => {
    const [dec3, dec4] = rescheduleChoices(DAYS, ['morning', 'afternoon'], BOOKING);
    expect(timeOnDate('afternoon', dec4)).toBe('afternoon');
    expect(timeOnDate('morning', dec3)).toBe('afternoon');
    expect(timeOnDate('', dec4)).toBe('morning');
    expect(timeOnDate('morning', undefined)).toBe('');
  });

  test('validation: the booking form’s messages for a missing date or time; a date or time that is not free; the same slot', () => {
    const choices = rescheduleChoices(DAYS, ['morning', 'afternoon'], BOOKING);
    expect(validateReschedule({ date: '', time: '' }, choices, BOOKING)).toEqual({
      date: BOOKING_MESSAGES.date,
      time: BOOKING_MESSAGES.time,
    });
    expect(validateReschedule({ date: '2026-12-05', time: 'morning' }, choices, BOOKING)).toEqual({
      date: `${MANAGE_MESSAGES.notFree} date.`,
    });
    expect(validateReschedule({ date: '2026-12-03', time: 'morning' }, choices, BOOKING)).toEqual({ time: MANAGE_MESSAGES.sameSlot });
    expect(validateReschedule({ date: '2026-12-04', time: 'full-day' }, choices, BOOKING)).toEqual({
      time: `${MANAGE_MESSAGES.notFree} time.`,
    });
    expect(validateReschedule({ date: '2026-12-03', time: 'afternoon' }, choices, BOOKING)).toEqual({});
  });

  test('the slot held for the customer while they pay a dearer date stays theirs to choose, though it reads as booked', () => {
    // 2026-12-05 is booked all day for everyone else: its morning is the customer's held choice.
    const choices = rescheduleChoices(DAYS, ['morning', 'afternoon'], BOOKING, { date: '2026-12-05', time: 'morning' });
    expect(choices.map((c) => c.date)).toEqual(['2026-12-03', '2026-12-04', '2026-12-05']);
    expect(choices[2]!.slots).toEqual([
      { slot: 'morning', label: 'Morning (6:00-10:00 AM)', disabled: false },
      { slot: 'afternoon', label: 'Afternoon (1:00-5:00 PM) - booked', disabled: true },
    ]);
    expect(validateReschedule({ date: '2026-12-05', time: 'morning' }, choices, BOOKING)).toEqual({});
    expect(validateReschedule({ date: '2026-12-05', time: 'afternoon' }, choices, BOOKING)).toEqual({
      time: `${MANAGE_MESSAGES.notFree} time.`,
    });
  });
});

/** A dearer date's payment (the 202 answer's `payment`), its slot held until 15:00 UTC (9:00 AM on the lake, UTC-6 all year). */
const PAYMENT: MovePayment = {
  paymentIntentId: 'pi_test_move1',
  clientSecret: 'pi_test_move1_secret_x',
  amountCents: 8400,
  currency: 'CAD',
  holdExpiresAt: '2026-11-20T15:00:00.000Z',
  gateway: 'test',
  date: '2026-12-18',
  time: 'afternoon',
};
const before = (minutes: number) => new Date(Date.parse(PAYMENT.holdExpiresAt) - minutes * 60_000);

describe('a dearer date: the difference paid in the payment dialog', () => {
  test('the form and the dialog say what is paid for: the difference and the new date and time', () => {
    expect(slotInWords(PAYMENT)).toBe('Friday, December 18, 2026, Afternoon (1:00-5:00 PM)');
    expect(differenceSentence(8400)).toBe('The new date costs $84.00 CAD more.');
    expect(movePaymentPrompt(PAYMENT)).toBe(
      'The new date costs $84.00 CAD more. Pay the difference to move your trip to Friday, December 18, 2026, Afternoon (1:00-5:00 PM).',
    );
    expect(movePaymentLead(PAYMENT)).toEqual({
      label: 'Difference due today:',
      amount: '$84.00',
      text: '(CAD) to move your trip to Friday, December 18, 2026, Afternoon (1:00-5:00 PM). Your trip moves once it is paid.',
    });
  });

  test('the dialog closed unpaid: the trip has not moved, and the chosen time is held until the hold ends, on the lake clock', () => {
    expect(unpaidMoveNote(PAYMENT, before(15))).toBe(
      'Your trip has not moved. The time you chose is held for you until 9:00 AM (Wabamun Lake time): ' +
        'choose Move my trip again to pay the difference, or choose another date.',
    );
    // Too late to pay it as it is: the note says so rather than promising a hold.
    for (const late of [before(0.5), before(-5)]) {
      expect(unpaidMoveNote(PAYMENT, late)).toBe(
        'Your trip has not moved. The time you chose is no longer held for you: choose Move my trip to ask for it again, or choose another date.',
      );
    }
    expect(unpaidMoveNote({ ...PAYMENT, holdExpiresAt: 'soon' }, before(10))).toContain('no longer held');
  });

  test('the same choice again reopens the payment set up for it while its hold runs; another choice or a lapsed hold asks the server', () => {
    const same = { date: PAYMENT.date, time: PAYMENT.time };
    expect(reopensPayment(PAYMENT, same, before(10))).toBe(true);
    expect(reopensPayment(PAYMENT, { ...same, time: 'morning' }, before(10))).toBe(false);
    expect(reopensPayment(PAYMENT, { ...same, date: '2026-12-19' }, before(10))).toBe(false);
    expect(reopensPayment(PAYMENT, same, before(0.5))).toBe(false);
    expect(reopensPayment(null, same, before(10))).toBe(false);
    expect(holdRunning(PAYMENT, before(2))).toBe(true);
    expect(holdRunning(PAYMENT, before(1))).toBe(false);
  });
});

const VIEW: ManageView = {
  booking: BOOKING,
  cancellation: { allowed: true, refundCents: 49800, refundPercent: 100, policy: 'Policy', reason: null },
  reschedule: { allowed: true, until: '2026-12-01T13:00:00.000Z', reason: null },
  waivers: { needed: 3, signed: 1, missing: 2, link: '/liability-waiver?booking=b-1' },
  guide: { name: 'Dale', phone: '(780) 555-0142' },
};

describe('the outcomes of the actions', () => {
  test('a move to a cheaper date says where the trip is now and the refund of the difference', () => {
    const result: RescheduleResult = {
      ...VIEW,
      booking: { ...BOOKING, date: '2026-12-07', time: 'afternoon', timeLabel: 'Afternoon (1:00-5:00 PM)' },
      priceDifferenceCents: -8400,
      refundCents: 8400,
    };
    const outcome = rescheduleOutcome(result);
    expect(outcome.title).toBe('Your trip is rescheduled');
    expect(outcome.lines[0]).toBe('Your trip is now on Monday, December 7, 2026, Afternoon (1:00-5:00 PM).');
    expect(outcome.lines[1]).toContain('$84.00 is refunded to your card');
    expect(rescheduleOutcome({ ...result, priceDifferenceCents: 0, refundCents: 0 }).lines.join(' ')).not.toContain('refunded');
    expect(Object.keys(viewOf(result)).sort()).toEqual(['booking', 'cancellation', 'guide', 'reschedule', 'waivers']);
  });

  test('a paid move to a dearer date says where the trip is now and the difference paid', () => {
    const moved: RescheduleResult = {
      ...VIEW,
      booking: { ...BOOKING, date: '2026-12-18', time: 'afternoon', timeLabel: 'Afternoon (1:00-5:00 PM)', amountPaidCents: 49800 + 8400 },
      priceDifferenceCents: 8400,
      refundCents: 0,
    };
    expect(rescheduleOutcome(moved, PAYMENT)).toEqual({
      title: 'Your trip is rescheduled',
      lines: [
        'Your trip is now on Friday, December 18, 2026, Afternoon (1:00-5:00 PM).',
        'Difference paid: $84.00 (CAD), charged to your card.',
        'We have sent you a confirmation of the new date.',
      ],
    });
    expect(Object.keys(viewOf({ ...moved, payment: PAYMENT })).sort()).toEqual([
      'booking',
      'cancellation',
      'guide',
      'reschedule',
      'waivers',
    ]);
  });

  test('a paid move the server has not finished yet is said to be under way, not done', () => {
    const notYet: RescheduleResult = { ...VIEW, priceDifferenceCents: 8400, refundCents: 0 };
    const outcome = rescheduleOutcome(notYet, PAYMENT);
    expect(outcome.title).toBe('Your payment was received');
    expect(outcome.lines[0]).toBe(
      'Your trip is being moved to Friday, December 18, 2026, Afternoon (1:00-5:00 PM). Difference paid: $84.00 (CAD).',
    );
    expect(outcome.lines.join(' ')).not.toContain('is now on');
  });

  test('a cancellation states the refund it recorded, else the one stated before it, or that none applies', () => {
    const after = (refundedCents: number) => ({ ...VIEW, booking: { ...BOOKING, status: 'cancelled' as const, refundedCents } });
    expect(cancelOutcome(VIEW, after(24900)).lines[0]).toBe(`$249.00 is being refunded to your card. ${MANAGE_MESSAGES.refundsTake}`);
    // The refunds process had not recorded it yet: the amount the page stated.
    expect(cancelOutcome(VIEW, after(0)).lines[0]).toBe(`$498.00 is being refunded to your card. ${MANAGE_MESSAGES.refundsTake}`);
    const noRefund: ManageView = { ...VIEW, cancellation: { ...VIEW.cancellation, refundCents: 0, refundPercent: 0 } };
    expect(cancelOutcome(noRefund, after(0)).lines[0]).toBe('No refund applies to this cancellation.');
    expect(cancelOutcome(VIEW, after(0)).title).toBe('Your booking is cancelled');
  });

  test('a status in words, with a badge the site has', () => {
    expect(statusBadge('confirmed')).toEqual({ label: 'Confirmed', badge: 'confirmed' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', badge: 'cancelled' });
    expect(statusBadge('held')).toEqual({ label: 'Awaiting payment', badge: 'pending' });
  });
});

const apiError = (status: number, body: object) => new ApiError(status, JSON.stringify(body), '');

describe("what the server's refusals mean", () => {
  test('409 for a dearer date: its message and the difference', () => {
    const message = 'The new date costs $84 more. Please call (780) 555-0142 to move your trip.';
    expect(actionFailureOf(apiError(409, { message, priceDifferenceCents: 8400 }))).toEqual({
      kind: 'refused',
      message,
      priceDifferenceCents: 8400,
    });
    expect(actionFailureOf(apiError(409, { message: 'That time is no longer available' }))).toEqual({
      kind: 'refused',
      message: 'That time is no longer available',
      priceDifferenceCents: null,
    });
  });

  test('400: the fields refused, 404: the link, anything else a failure without the server’s internals', () => {
    expect(actionFailureOf(apiError(400, { message: 'Invalid', errors: { date: 'Please select a date', other: 'x' } }))).toEqual({
      kind: 'fields',
      errors: { date: 'Please select a date' },
      message: 'Invalid',
    });
    expect(actionFailureOf(apiError(404, { message: 'Booking not found' }))).toEqual({ kind: 'invalid-link' });
    expect(actionFailureOf(apiError(500, { message: 'db down' }))).toEqual({ kind: 'failed', message: null });
    expect(actionFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', message: null });
  });

  test('confirming a paid move, 409: the server says why the trip did not move (refunded, or the payment not through)', () => {
    const taken =
      'That time was taken by another booking before your payment arrived, so your trip has not moved. ' +
      'The difference you paid has been refunded in full; refunds take 5 to 7 business days to appear.';
    expect(moveConfirmFailureOf(apiError(409, { message: taken }), PAYMENT)).toEqual({
      kind: 'refused',
      message: taken,
      priceDifferenceCents: null,
    });
    const incomplete = 'The payment has not gone through yet. Please complete it and try again.';
    expect(moveConfirmFailureOf(apiError(409, { message: incomplete }), PAYMENT)).toMatchObject({ kind: 'refused', message: incomplete });
    expect(moveConfirmFailureOf(new ApiError(409, '', 'Conflict'), PAYMENT)).toMatchObject({
      kind: 'refused',
      message: MANAGE_MESSAGES.notMoved,
    });
  });

  test('confirming a paid move, 404: not this move’s payment; a failure on the way: the payment kept, to confirm again', () => {
    expect(moveConfirmFailureOf(apiError(404, { message: 'No such payment' }), PAYMENT)).toEqual({
      kind: 'refused',
      message: MANAGE_MESSAGES.paymentNotMatched,
      priceDifferenceCents: null,
    });
    for (const error of [apiError(500, { message: 'db down' }), new TypeError('Failed to fetch')]) {
      expect(moveConfirmFailureOf(error, PAYMENT)).toEqual({
        kind: 'unconfirmed',
        message: MANAGE_MESSAGES.moveUnconfirmed,
        payment: PAYMENT,
      });
    }
  });

  test("the guide's number in a message is found by its digits, so the page can link it", () => {
    const parts = phoneParts('The new date costs $84 more. Please call (780) 555-0142 to move your trip.', '780-555-0142');
    expect(parts).toEqual([
      { text: 'The new date costs $84 more. Please call ' },
      { phone: '(780) 555-0142' },
      { text: ' to move your trip.' },
    ]);
    expect(mentionsPhone(parts)).toBe(true);
    expect(phoneParts('Call +1 780 555 0142.', '(780) 555-0142')).toEqual([{ text: 'Call ' }, { phone: '+1 780 555 0142' }, { text: '.' }]);
    const other = phoneParts('That time is no longer available', '(780) 555-0142');
    expect(other).toEqual([{ text: 'That time is no longer available' }]);
    expect(mentionsPhone(other)).toBe(false);
  });
});
