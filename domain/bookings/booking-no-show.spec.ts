import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { IllegalTransitionError } from '../shared/decider';
import { BookingDetails, bookingDecider, BookingEvent, ClearNoShow, MarkNoShow, NO_SHOW_MESSAGES } from './booking';
import { BookingStatus } from './booking-rules';

const admin: Actor = { kind: 'user', username: 'guide', role: 'admin' };
// A morning trip on 2026-12-03: it starts at 6:00 AM on the lake, 12:00 UTC (Alberta keeps UTC-6 all year from late 2026).
const details: BookingDetails = {
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Dana Whitford',
  email: 'dana@example.com',
  phone: '780-555-0199',
  people: 2,
  hasKids: false,
  kidsCount: 0,
};
const START = '2026-12-03T12:00:00.000Z';
const AFTER = '2026-12-03T15:30:00.000Z';
const requested: BookingEvent = {
  type: 'BookingRequested',
  data: { bookingId: 'b1', details },
  metadata: { actor: admin, occurredAt: '2026-11-20T10:00:00.000Z' },
};
const changed = (from: BookingStatus, to: BookingStatus): BookingEvent => ({
  type: 'BookingStatusChanged',
  data: { from, to },
  metadata: { actor: admin, occurredAt: '2026-11-21T10:00:00.000Z' },
});
const confirmed = [requested, changed('pending', 'confirmed')];
const marked = (note?: string): BookingEvent => ({
  type: 'BookingMarkedNoShow',
  data: note ? { note } : {},
  metadata: { actor: admin, occurredAt: AFTER },
});
const mark = (at = AFTER, note?: string): MarkNoShow => ({ type: 'MarkNoShow', actor: admin, at, ...(note !== undefined ? { note } : {}) });
const clear = (note?: string): ClearNoShow => ({
  type: 'ClearNoShow',
  actor: admin,
  at: '2026-12-03T18:00:00.000Z',
  ...(note !== undefined ? { note } : {}),
});
const spec = givenDecider(bookingDecider);

describe('marking a no-show', () => {
  test('a confirmed booking whose trip has started is marked, with the admin as actor, its time and note', () => {
    spec
      .given(...confirmed)
      .when(mark(AFTER, '  Never showed up at the dock  '))
      .then({ type: 'BookingMarkedNoShow', data: { note: 'Never showed up at the dock' }, metadata: { actor: admin, occurredAt: AFTER } });
  });

  test('from the first minute of the slot on the lake, not a minute before', () => {
    spec
      .given(...confirmed)
      .when(mark(START))
      .then({ type: 'BookingMarkedNoShow', data: {}, metadata: { actor: admin, occurredAt: START } });
    spec
      .given(...confirmed)
      .when(mark('2026-12-03T11:59:59.999Z'))
      .thenRefused(Error, NO_SHOW_MESSAGES.tooEarly);
    expect(() => bookingDecider.decide(mark('2026-12-02T20:00:00.000Z'), spec.given(...confirmed).state)).toThrow(
      expect.objectContaining({
        code: 'no-show-early-conflict',
        message: 'A booking can be marked as a no-show once its trip has started',
      }),
    );
  });

  test('the afternoon slot starts at 1:00 PM on the lake', () => {
    const afternoon: BookingEvent = { ...requested, data: { bookingId: 'b1', details: { ...details, time: 'afternoon' } } };
    spec
      .given(afternoon, changed('pending', 'confirmed'))
      .when(mark('2026-12-03T18:59:00.000Z'))
      .thenRefused(Error, NO_SHOW_MESSAGES.tooEarly);
    spec
      .given(afternoon, changed('pending', 'confirmed'))
      .when(mark('2026-12-03T19:00:00.000Z'))
      .then({ type: 'BookingMarkedNoShow', data: {}, metadata: { actor: admin, occurredAt: '2026-12-03T19:00:00.000Z' } });
  });

  test('only a confirmed booking: pending and cancelled ones are refused with the message', () => {
    spec.given(requested).when(mark()).thenRefused(IllegalTransitionError, 'Only a confirmed booking can be marked as a no-show');
    spec
      .given(...confirmed, changed('confirmed', 'cancelled'))
      .when(mark())
      .thenRefused(IllegalTransitionError, NO_SHOW_MESSAGES.notConfirmed);
  });

  test('marked again it changes nothing', () => {
    spec
      .given(...confirmed, marked())
      .when(mark())
      .then();
  });

  test('the booking stays confirmed and nothing is refunded; the state records it', () => {
    const state = spec.given(...confirmed, marked()).state;
    expect(state).toMatchObject({ status: 'confirmed', noShow: true, refundedCents: 0, refunds: [] });
    expect(spec.given(...confirmed).state).toMatchObject({ noShow: false });
  });

  test('a note longer than a reason may be is refused', () => {
    spec
      .given(...confirmed)
      .when(mark(AFTER, 'x'.repeat(501)))
      .thenRefused(Error, NO_SHOW_MESSAGES.note);
  });
});

describe('undoing a no-show', () => {
  test('a marked booking is cleared, with the note', () => {
    spec
      .given(...confirmed, marked())
      .when(clear('They were at the other dock'))
      .then({
        type: 'BookingNoShowCleared',
        data: { note: 'They were at the other dock' },
        metadata: { actor: admin, occurredAt: '2026-12-03T18:00:00.000Z' },
      });
    expect(
      spec.given(...confirmed, marked(), { type: 'BookingNoShowCleared', data: {}, metadata: { actor: admin, occurredAt: AFTER } }).state,
    ).toMatchObject({ status: 'confirmed', noShow: false });
  });

  test('cleared again (or never marked) it changes nothing', () => {
    spec
      .given(...confirmed)
      .when(clear())
      .then();
    spec
      .given(...confirmed, marked(), { type: 'BookingNoShowCleared', data: {}, metadata: { actor: admin, occurredAt: AFTER } })
      .when(clear())
      .then();
  });

  test('a status change away from confirmed, or a move, ends the no-show: it was of that trip', () => {
    expect(spec.given(...confirmed, marked(), changed('confirmed', 'cancelled')).state).toMatchObject({ noShow: false });
    expect(spec.given(...confirmed, marked(), changed('confirmed', 'pending'), changed('pending', 'confirmed')).state).toMatchObject({
      noShow: false,
    });
    const moved: BookingEvent = {
      type: 'BookingRescheduled',
      data: { from: { date: '2026-12-03', time: 'morning' }, to: { date: '2026-12-10', time: 'morning' } },
      metadata: { actor: admin, occurredAt: AFTER },
    };
    expect(spec.given(...confirmed, marked(), moved).state).toMatchObject({ status: 'confirmed', noShow: false });
  });
});

describe('a cancelled booking', () => {
  test('has no no-show left to undo', () => {
    spec
      .given(...confirmed, marked(), changed('confirmed', 'cancelled'))
      .when(clear())
      .then();
  });
});
