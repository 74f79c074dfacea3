import { describe, expect, test } from '@jest/globals';
import { changeLines, describeActor, eventTitle, snapshotFacts, versionOptions, type HistoryEntry } from './booking-history';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  bookingId: 'b1',
  version: 1,
  type: 'BookingRequested',
  actor: { kind: 'user', username: 'guide', role: 'admin' },
  occurredAt: '2026-06-10T21:04:00.000Z',
  recordedAt: '2026-06-10T21:04:00.000Z',
  changes: {},
  reason: null,
  ...over,
});

describe('timeline lines', () => {
  test('names events and actors', () => {
    expect(eventTitle('BookingStatusChanged')).toBe('Status changed');
    expect(eventTitle('BookingHoldEnded')).toBe('Checkout ended unpaid, slot released');
    expect(eventTitle('SomethingNew')).toBe('SomethingNew');
    expect(describeActor({ kind: 'user', username: 'guide', role: 'admin' })).toBe('guide (admin)');
    expect(describeActor({ kind: 'visitor' })).toBe('visitor');
  });

  test('an ended checkout says how it ended and shows its new status in words', () => {
    expect(changeLines({ status: { from: 'held', to: 'released' }, holdEnded: { from: null, to: 'lapsed' } })).toEqual([
      { field: 'status', label: 'Status', from: 'Awaiting payment', to: 'Released unpaid' },
      { field: 'holdEnded', label: 'Checkout ended', to: 'The time to pay ran out' },
    ]);
  });

  test('puts the status first and shows values in words', () => {
    const lines = changeLines({
      refundedCents: { from: null, to: 24_900 },
      status: { from: 'pending', to: 'cancelled' },
      date: { from: null, to: '2026-06-13' },
    });
    expect(lines[0]).toEqual({ field: 'status', label: 'Status', from: 'Pending', to: 'Cancelled' });
    expect(lines).toContainEqual({ field: 'refundedCents', label: 'Refunded', to: '$249.00' });
    expect(lines).toContainEqual({ field: 'date', label: 'Date', to: 'Sat, Jun 13, 2026' });
  });

  test('a confirmation as unpaid, and a change the customer was not told of, are said in words', () => {
    expect(
      changeLines({
        status: { from: 'cancelled', to: 'confirmed' },
        paymentDueCents: { from: null, to: 41_400 },
        customerNotified: { from: null, to: false },
      }),
    ).toEqual([
      { field: 'status', label: 'Status', from: 'Cancelled', to: 'Confirmed' },
      { field: 'paymentDueCents', label: 'Payment due', to: '$414.00', sentence: 'Payment due $414.00 (confirmed as unpaid)' },
      { field: 'customerNotified', label: 'Customer notified', to: 'No', sentence: 'Customer not notified' },
    ]);
  });

  test('a no-show marked and undone is told in words', () => {
    expect(eventTitle('BookingMarkedNoShow')).toBe('Marked as a no-show (the party did not come)');
    expect(eventTitle('BookingNoShowCleared')).toBe('No-show undone');
    expect(changeLines({ noShow: { from: false, to: true } })).toEqual([{ field: 'noShow', label: 'No-show', from: 'No', to: 'Yes' }]);
  });

  test('a move to a dearer date: the difference due, then paid, then the trip moved, in words', () => {
    expect(eventTitle('BookingMovePaymentStarted')).toBe('Move to a dearer date asked, difference due');
    expect(eventTitle('BookingMovePaid')).toBe('Difference paid');
    expect(eventTitle('BookingRescheduled')).toBe('Trip moved');
    expect(
      changeLines({
        moveRequested: { from: '2026-12-16 morning', to: '2026-12-18 afternoon' },
        differenceDueCents: { from: null, to: 8_400 },
        totalCents: { from: null, to: 49_800 },
      }),
    ).toEqual([
      {
        field: 'moveRequested',
        label: 'Move asked',
        from: 'Wed, Dec 16, 2026, Morning, 6:00–10:00 AM',
        to: 'Fri, Dec 18, 2026, Afternoon, 1:00–5:00 PM',
      },
      { field: 'differenceDueCents', label: 'Difference due', to: '$84.00' },
      { field: 'totalCents', label: 'Price', to: '$498.00' },
    ]);
    expect(changeLines({ differencePaidCents: { from: null, to: 8_400 } })).toEqual([
      { field: 'differencePaidCents', label: 'Difference paid', to: '$84.00' },
    ]);
  });
});

describe('timeline lines name nothing as it is stored', () => {
  test('a booking made: the package by its name, no package number, no payment reference', () => {
    const lines = changeLines({
      package: { from: null, to: 'Half-Day Adventure' },
      packageId: { from: null, to: 1 },
      paymentIntentId: { from: null, to: 'pi_test_123' },
      amountCents: { from: null, to: 56_900 },
      kidsCount: { from: null, to: 0 },
    });
    expect(lines).toEqual([
      { field: 'package', label: 'Package', to: 'Half-Day Adventure' },
      { field: 'amountCents', label: 'Amount charged', to: '$569.00' },
      { field: 'kidsCount', label: 'Children', to: '0' },
    ]);
  });

  test('a refund says its rule in the policy’s words, a weather cancellation and a paid move as sentences', () => {
    expect(changeLines({ refundRule: { from: null, to: '48h-or-more (100%)' } })).toEqual([
      { field: 'refundRule', label: 'Refund', to: '48 hours or more before the trip: full refund' },
    ]);
    expect(changeLines({ refundRule: { from: null, to: 'under-24h (0%)' } })[0]!.to).toBe('Under 24 hours before the trip: no refund');
    expect(changeLines({ refundRule: { from: null, to: 'reschedule-cheaper (100%)' } })[0]!.to).toBe(
      'Moved to a cheaper date: the difference refunded',
    );
    expect(changeLines({ weather: { from: null, to: true } })[0]).toMatchObject({ sentence: 'Cancelled for unsafe weather' });
    expect(changeLines({ paidWith: { from: null, to: 'pi_test_9' } })[0]).toMatchObject({
      sentence: 'Moved once the difference was paid online',
    });
  });

  test('a field the timeline does not know yet is named in plain words; a structure is left out', () => {
    expect(changeLines({ someNewCents: { from: null, to: 1_000 }, extra: { from: null, to: { a: 1 } } })).toEqual([
      { field: 'someNewCents', label: 'Some new', to: '$10.00' },
    ]);
  });

  test('the site’s own processes are the site', () => {
    expect(describeActor({ kind: 'system', process: 'booking_moves' })).toBe('the site, automatically (booking moves)');
  });
});

describe('versionOptions', () => {
  test('newest first, the newest marked as now', () => {
    const options = versionOptions([entry({ version: 1 }), entry({ version: 2, type: 'BookingStatusChanged' })], () => 'Jun 10');
    expect(options).toEqual([
      { version: 2, label: 'Now: after status changed, Jun 10' },
      { version: 1, label: 'after booking created, Jun 10' },
    ]);
  });
});

describe('snapshotFacts', () => {
  const row = {
    id: 'b1',
    package: 'Half-Day Adventure',
    packageId: 1,
    date: '2026-06-13',
    time: 'morning',
    name: 'Dana',
    email: 'd@example.com',
    phone: '7805550199',
    people: 2,
    hasKids: false,
    kidsCount: 0,
    message: null,
    referredBy: null,
    referralCode: null,
    reference: 'K7M2QX',
    status: 'pending',
    amountCents: 56_900,
    paymentIntentId: null,
    gateway: null,
    price: null,
    paidAt: null,
    refundedCents: 0,
    paymentDueCents: null,
    test: false,
    noShow: false,
    createdAt: '2026-06-10T21:04:00.000Z',
    updatedAt: '2026-06-10T21:04:00.000Z',
    version: 1,
  } as const;

  test('a replayed booking in words', () => {
    const facts = snapshotFacts({ version: 1, booking: row });
    expect(facts[0]).toEqual({ label: 'Status', value: 'Pending' });
    expect(facts).toContainEqual({ label: 'Paid', value: 'No' });
    expect(facts).toContainEqual({ label: 'Party', value: '2 people' });
    expect(facts).toContainEqual({ label: 'Price', value: '$569.00' });
    expect(snapshotFacts({ version: 0 })).toEqual([{ label: 'Status', value: 'Did not exist yet' }]);
  });

  test('the price as it stood then: a move to a dearer date shows its new total', () => {
    const moved = { ...row, price: { totalCents: 68_500 } as never };
    expect(snapshotFacts({ version: 3, booking: moved })).toContainEqual({ label: 'Price', value: '$685.00' });
  });
});
