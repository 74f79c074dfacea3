import { describe, expect, test } from '@jest/globals';
import { Actor } from '../shared/actor';
import { DomainError, IllegalTransitionError } from '../shared/decider';
import { BookingEvent } from './booking';
import { admin, details, requested, spec, visitor } from '../../test/support/booking-decider-fixtures';

describe('an unpaid checkout ending', () => {
  const payment = { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD', gateway: 'test' } as const;
  const held: BookingEvent = {
    type: 'BookingHeld',
    data: {
      bookingId: 'b1',
      details,
      payment,
      holdExpiresAt: '2026-11-22T10:15:00.000Z',
    },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:00:00.000Z' },
  };
  const system: Actor = { kind: 'system', process: 'lapsed-holds' };
  const lapse = (at: string) => ({ type: 'EndHold', cause: 'lapsed', reason: 'The hold lapsed', actor: system, at }) as const;
  const ended: BookingEvent = {
    type: 'BookingHoldEnded',
    data: { cause: 'lapsed', reason: 'The hold lapsed' },
    metadata: { actor: system, occurredAt: '2026-11-22T10:15:00.000Z' },
  };
  const succeeded: BookingEvent = {
    type: 'BookingPaymentSucceeded',
    data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' },
    metadata: { actor: visitor, occurredAt: '2026-11-22T10:16:00.000Z' },
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
        data: { cause: 'released', reason: 'Released by the guide' },
        metadata: { actor: admin, occurredAt: '2026-11-22T10:01:00.000Z' },
      });
    spec
      .given(held, { ...succeeded, metadata: { ...succeeded.metadata, occurredAt: '2026-11-22T10:00:30.000Z' } })
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
        data: { paymentIntentId: 'pi_1', amountCents: 10000, currency: 'CAD' },
        metadata: { actor: visitor, occurredAt: '2026-11-22T10:16:01.000Z' },
      });
  });
});
