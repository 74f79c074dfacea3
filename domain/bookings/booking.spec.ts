import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import { BookingDetails, bookingDecider, BookingEvent, BookingNotFoundError, BookingRequested, BookingStatusChanged } from './booking';
import { BookingStatus } from './booking-rules';

const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const visitor: Actor = { kind: 'visitor' };
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 3,
  hasKids: true,
  kidsCount: 1,
};
const requested: BookingRequested = {
  type: 'BookingRequested',
  data: { bookingId: 'b1', details, actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
};
const changed = (from: BookingStatus, to: BookingStatus): BookingStatusChanged => ({
  type: 'BookingStatusChanged',
  data: { from, to, actor: admin, occurredAt: '2026-11-22T11:00:00.000Z' },
});
/** History that leaves a booking in each status. */
const historyFor: Record<BookingStatus, BookingEvent[]> = {
  pending: [requested],
  confirmed: [requested, changed('pending', 'confirmed')],
  cancelled: [requested, changed('pending', 'cancelled')],
};
const spec = givenDecider(bookingDecider);
const change = (to: BookingStatus, reason?: string) =>
  ({ type: 'ChangeBookingStatus', to, reason, actor: admin, at: '2026-11-22T12:00:00.000Z' }) as const;

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

  // Every pair written out by hand: the admin may set any status from any other (SPEC section 4).
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
        data: { from, to, reason: 'Weather warning', actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' },
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
        data: { ...changed('pending', 'confirmed').data, occurredAt: '2026-11-22T12:00:00.000Z' },
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
      .then({ type: 'BookingStatusChanged', data: { from: 'pending', to: 'cancelled', weather: true, actor: admin, occurredAt: at } });
    spec
      .given(requested)
      .when({ ...change('confirmed'), weather: true })
      .then({ type: 'BookingStatusChanged', data: { from: 'pending', to: 'confirmed', actor: admin, occurredAt: at } });
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
        actor: visitor,
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    };
    const paid: BookingEvent = {
      type: 'BookingPaid',
      data: { paymentIntentId: 'pi_old', amountCents: 41400, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
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
        actor: visitor,
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    });
  });
});

describe('a booking paid online', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 99300, currency: 'CAD' } as const;
  const heldEvent: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
      actor: visitor,
      occurredAt: '2026-11-22T10:00:00.000Z',
    },
  };
  const paidEvent: BookingEvent = {
    type: 'BookingPaid',
    data: { paymentIntentId: 'pi_1', amountCents: 99300, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  };
  const pay = (overrides: Partial<{ paymentIntentId: string; amountCents: number; currency: string }> = {}) =>
    ({
      type: 'RecordPayment',
      paymentIntentId: 'pi_1',
      amountCents: 99300,
      currency: 'cad',
      actor: visitor,
      at: '2026-11-22T10:05:00.000Z',
      ...overrides,
    }) as const;

  test('starts held while the visitor pays, and is confirmed by the payment', () => {
    spec
      .given()
      .when({
        type: 'HoldBooking',
        bookingId: 'b1',
        details,
        payment,
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
        actor: visitor,
        at: '2026-11-22T10:00:00.000Z',
      })
      .then(heldEvent);
    expect(spec.given(heldEvent).state.status).toBe('held');
    spec.given(heldEvent).when(pay()).then(paidEvent);
    expect(spec.given(heldEvent, paidEvent).state).toMatchObject({ status: 'confirmed', paidAt: '2026-11-22T10:05:00.000Z', payment });
  });

  test('the same payment reported again changes nothing (a second confirmation, a duplicate webhook)', () => {
    spec.given(heldEvent, paidEvent).when(pay()).then();
  });

  test.each([{ paymentIntentId: 'pi_other' }, { amountCents: 100 }, { currency: 'usd' }])(
    'a payment that does not match (%o) is refused',
    (overrides) => {
      spec
        .given(heldEvent)
        .when(pay(overrides))
        .thenRefused(DomainError, /does not match the booking/);
    },
  );

  test('a booking taken by phone has no online payment to record; an unknown booking is not found', () => {
    spec
      .given(requested)
      .when(pay())
      .thenRefused(DomainError, /does not match/);
    spec.given().when(pay()).thenRefused(BookingNotFoundError);
  });

  test('a payment for a held booking the admin cancelled meanwhile is refused (it must be refunded)', () => {
    spec
      .given(heldEvent, changed('held' as BookingStatus, 'cancelled'))
      .when(pay())
      .thenRefused(IllegalTransitionError, 'A cancelled booking cannot take a payment');
  });

  test('a payment for a checkout the admin set pending or confirmed meanwhile is still recorded', () => {
    for (const to of ['pending', 'confirmed'] as const) {
      const set: BookingEvent = {
        type: 'BookingStatusChanged',
        data: { from: 'held', to, actor: admin, occurredAt: '2026-11-22T10:01:00.000Z' },
      };
      spec.given(heldEvent, set).when(pay()).then(paidEvent);
      expect(spec.given(heldEvent, set, paidEvent).state.status).toBe('confirmed');
    }
  });

  test('the admin may set any status from held', () => {
    for (const to of ['pending', 'confirmed', 'cancelled'] as const) {
      spec
        .given(heldEvent)
        .when(change(to))
        .then({ type: 'BookingStatusChanged', data: { from: 'held', to, actor: admin, occurredAt: '2026-11-22T12:00:00.000Z' } });
    }
  });
});

describe('a payment reported by the gateway', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', gateway: 'test' } as const;
  const held: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
      actor: visitor,
      occurredAt: '2026-11-22T10:00:00.000Z',
    },
  };
  const success = {
    type: 'RecordPaymentSuccess',
    paymentIntentId: 'pi_1',
    amountCents: 10000,
    currency: 'cad',
    actor: visitor,
    at: '2026-11-22T10:05:00.000Z',
  } as const;
  const succeeded: BookingEvent = {
    type: 'BookingPaymentSucceeded',
    data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
  };

  test('is recorded without confirming the booking: the payments process does that once the slot is taken', () => {
    spec.given(held).when(success).then(succeeded);
    expect(spec.given(held, succeeded).state).toMatchObject({ status: 'held', paymentSucceededAt: '2026-11-22T10:05:00.000Z' });
  });

  test('reported again, or for another payment or amount, changes nothing or is refused', () => {
    spec.given(held, succeeded).when(success).then();
    spec
      .given(held)
      .when({ ...success, amountCents: 9999 })
      .thenRefused(DomainError, /does not match/);
    spec
      .given(held)
      .when({ ...success, paymentIntentId: 'pi_2' })
      .thenRefused(DomainError, /does not match/);
  });

  test('is recorded for a booking cancelled meanwhile, so that it can be refunded', () => {
    const cancelled: BookingEvent = {
      type: 'BookingStatusChanged',
      data: { from: 'held', to: 'cancelled', actor: admin, occurredAt: '2026-11-22T10:04:00.000Z' },
    };
    spec.given(held, cancelled).when(success).then(succeeded);
    expect(spec.given(held, cancelled, succeeded).state).toMatchObject({ status: 'cancelled' });
  });

  test('the held booking keeps what it was sold as: package id, price breakdown and gateway', () => {
    const price = { totalCents: 10000 } as never;
    const sold: BookingEvent = { ...held, data: { ...held.data, packageId: 7, price } } as BookingEvent;
    expect(spec.given(sold).state).toMatchObject({ packageId: 7, price, payment: { gateway: 'test' } });
  });
});

describe('refunds of a paid booking', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' } as const;
  const paidHistory: BookingEvent[] = [
    {
      type: 'BookingHeld',
      data: {
        bookingId: 'b1',
        details,
        payment,
        holdExpiresAt: '2026-11-22T10:15:00.000Z',
        actor: visitor,
        occurredAt: '2026-11-22T10:00:00.000Z',
      },
    },
    {
      type: 'BookingPaid',
      data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:05:00.000Z' },
    },
  ];
  const refund = (amountCents: number, paymentIntentId = 'pi_1') =>
    ({
      type: 'RecordRefund',
      paymentIntentId,
      amountCents,
      percent: 50,
      rule: '24-to-48h',
      refundId: 're_1',
      forVersion: 3,
      actor: admin,
      at: '2026-11-22T12:00:00.000Z',
    }) as const;

  test('a refund is recorded and counted; never more than what is left of the payment', () => {
    const refunded: BookingEvent = {
      type: 'BookingRefunded',
      data: {
        paymentIntentId: 'pi_1',
        amountCents: 6000,
        percent: 50,
        rule: '24-to-48h',
        refundId: 're_1',
        forVersion: 3,
        actor: admin,
        occurredAt: '2026-11-22T12:00:00.000Z',
      },
    };
    spec
      .given(...paidHistory)
      .when(refund(6000))
      .then(refunded);
    expect(spec.given(...paidHistory, refunded).state).toMatchObject({ refundedCents: 6000 });
    spec
      .given(...paidHistory, refunded)
      .when({ ...refund(4001), forVersion: 5 })
      .thenRefused(DomainError, 'At most 4000 cents of this payment can still be refunded');
  });

  test('a second refund for the same event is no refund at all (a process repeating its step after a crash)', () => {
    const refunded: BookingEvent = {
      type: 'BookingRefunded',
      data: {
        paymentIntentId: 'pi_1',
        amountCents: 6000,
        percent: 50,
        rule: '24-to-48h',
        refundId: 're_1',
        forVersion: 3,
        actor: admin,
        occurredAt: '2026-11-22T12:00:00.000Z',
      },
    };
    spec
      .given(...paidHistory, refunded)
      .when(refund(6000))
      .then();
    spec
      .given(...paidHistory, refunded)
      .when({ ...refund(1000), forVersion: 4 })
      .then({ ...refunded, data: { ...refunded.data, amountCents: 1000, forVersion: 4 } });
  });

  test('an unpaid booking, or another payment, has nothing to refund', () => {
    spec
      .given(paidHistory[0]!)
      .when(refund(100))
      .thenRefused(DomainError, /does not match/);
    spec
      .given(...paidHistory)
      .when(refund(100, 'pi_other'))
      .thenRefused(DomainError, /does not match/);
  });
});

describe('an unpaid checkout ending', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', gateway: 'test' } as const;
  const held: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
      actor: visitor,
      occurredAt: '2026-11-22T10:00:00.000Z',
    },
  };
  const system: Actor = { kind: 'system', process: 'lapsed-holds' };
  const lapse = (at: string) => ({ type: 'EndHold', cause: 'lapsed', reason: 'The hold lapsed', actor: system, at }) as const;
  const ended: BookingEvent = {
    type: 'BookingHoldEnded',
    data: { cause: 'lapsed', reason: 'The hold lapsed', actor: system, occurredAt: '2026-11-22T10:15:00.000Z' },
  };
  const succeeded: BookingEvent = {
    type: 'BookingPaymentSucceeded',
    data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:16:00.000Z' },
  };

  test('a lapsed hold ends once its time ran out, never before, and only once', () => {
    spec
      .given(held)
      .when(lapse('2026-11-22T10:14:59.000Z'))
      .thenRefused(DomainError, /still within its time/);
    spec.given(held).when(lapse('2026-11-22T10:15:00.000Z')).then(ended);
    expect(spec.given(held, ended).state.status).toBe('released');
    spec.given(held, ended).when(lapse('2026-11-22T10:20:00.000Z')).then();
  });

  test('the visitor or the guide may end it at any time; a paid checkout or a booking has no hold to end', () => {
    const release = {
      type: 'EndHold',
      cause: 'released',
      reason: 'Released by the guide',
      actor: admin,
      at: '2026-11-22T10:01:00.000Z',
    } as const;
    spec
      .given(held)
      .when(release)
      .then({
        type: 'BookingHoldEnded',
        data: { cause: 'released', reason: 'Released by the guide', actor: admin, occurredAt: '2026-11-22T10:01:00.000Z' },
      });
    spec
      .given(held, { ...succeeded, data: { ...succeeded.data, occurredAt: '2026-11-22T10:00:30.000Z' } })
      .when(release)
      .thenRefused(DomainError, /has gone through/);
    spec.given(requested).when(release).thenRefused(IllegalTransitionError, 'A pending booking has no hold to end');
  });

  test('a payment that arrives after the hold ended is still recorded and may confirm the booking', () => {
    spec
      .given(held, ended)
      .when({
        type: 'RecordPaymentSuccess',
        paymentIntentId: 'pi_1',
        amountCents: 10000,
        currency: 'cad',
        actor: visitor,
        at: '2026-11-22T10:16:00.000Z',
      })
      .then(succeeded);
    spec
      .given(held, ended, succeeded)
      .when({
        type: 'RecordPayment',
        paymentIntentId: 'pi_1',
        amountCents: 10000,
        currency: 'cad',
        actor: visitor,
        at: '2026-11-22T10:16:01.000Z',
      })
      .then({
        type: 'BookingPaid',
        data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', actor: visitor, occurredAt: '2026-11-22T10:16:01.000Z' },
      });
  });
});
