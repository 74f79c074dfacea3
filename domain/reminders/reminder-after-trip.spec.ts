import { describe, expect, test } from '@jest/globals';
import { minutesOfDayOf } from '../shared/calendar';
import { AFTER_TRIP_PLANNING_DAYS, planAfterTripReminders, tripEndOf, REMINDER_MESSAGES, sendingTime, TripSlot } from './reminder-rules';
import { at, written } from '../../test/support/reminder-plan-fixtures';

describe('the messages after a trip', () => {
  // Wednesday 2026-11-25, the morning trip ends at 10:00 on the lake (UTC-6 all year from November 2026): 16:00Z.
  const trip: TripSlot = { date: '2026-11-25', time: 'morning' };

  test('the trip ends at the end of its slot', () => {
    expect(tripEndOf(trip).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(tripEndOf({ date: '2026-06-15', time: 'afternoon' }).toISOString()).toBe('2026-06-15T23:00:00.000Z');
  });

  test('nothing before the trip has ended', () => {
    expect(planAfterTripReminders(trip, at('2026-11-25T15:59:59Z'))).toEqual([]);
  });

  test('at its end: the review request a day later, the referral invitation a day after that, the one follow-up a week after the request', () => {
    expect(written(planAfterTripReminders(trip, at('2026-11-25T16:00:00Z')))).toEqual([
      { type: 'review_request', scheduledFor: '2026-11-26T16:00:00.000Z', notAfter: '2026-12-03T16:00:00.000Z' },
      { type: 'referral_request', scheduledFor: '2026-11-27T16:00:00.000Z', notAfter: '2026-12-04T16:00:00.000Z' },
      { type: 'review_reminder', scheduledFor: '2026-12-03T16:00:00.000Z', notAfter: '2026-12-06T16:00:00.000Z' },
    ]);
  });

  test('an evening trip end puts the messages in quiet hours: they wait for 08:00', () => {
    // The afternoon trip of a summer day ends at 17:00; 21:00 is not reached, so nothing waits.
    const afternoon = planAfterTripReminders({ date: '2026-06-15', time: 'afternoon' }, at('2026-06-15T23:00:00Z'));
    expect(afternoon.map((p) => minutesOfDayOf(p.scheduledFor))).toEqual([17 * 60, 17 * 60, 17 * 60]);
    // Planned late at night (the server was down all day): at 08:00, not at 23:30.
    const late = planAfterTripReminders(trip, at('2026-11-27T05:30:00Z'));
    expect(late[0]).toMatchObject({ type: 'review_request' });
    expect(late[0]!.scheduledFor.toISOString()).toBe('2026-11-27T14:00:00.000Z');
  });

  test('planned after its keeping time, a message is recorded as skipped', () => {
    const plans = planAfterTripReminders(trip, at('2026-12-04T18:00:00Z'));
    expect(plans.map((p) => [p.type, p.skipped ?? null])).toEqual([
      ['review_request', REMINDER_MESSAGES.tooLongAfter],
      ['referral_request', REMINDER_MESSAGES.tooLongAfter],
      ['review_reminder', null],
    ]);
    expect(AFTER_TRIP_PLANNING_DAYS).toBe(7);
  });

  test('the reason a message after a trip is skipped names the trip being long past, not its start', () => {
    expect(sendingTime('review_request', at('2026-12-04T00:00:00Z'), at('2026-12-03T16:00:00Z'))).toEqual({
      skipped: REMINDER_MESSAGES.tooLongAfter,
    });
  });
});
