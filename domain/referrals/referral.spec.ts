import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { IllegalTransitionError } from '../shared/decider';
import {
  CompleteReferral,
  RecordReferral,
  ReferralCompleted,
  referralDecider,
  ReferralNotDueError,
  ReferralRecorded,
  ReferralRewarded,
  referralStreamId,
  ReferralVoided,
  RewardReferral,
  SelfReferralError,
  VoidReferral,
} from './referral';
import { referralMachine } from './referral-machine';
import { REFERRAL_MESSAGES, ReferralNotFoundError } from './referral-rules';

const steps: Actor = { kind: 'system', process: 'referrals' };
const job: Actor = { kind: 'system', process: 'referral_rewards' };
const alex = { name: 'Alex Angler', phone: '(780) 555-0101', email: 'alex@example.com' };
const blair = { name: 'Blair Friend', phone: '(780) 555-0202', email: 'blair@example.com' };

// The afternoon trip of Friday 2026-11-27 ends at 17:00 on the lake (UTC-7): 2026-11-28T00:00Z.
const PAID_AT = '2026-11-23T15:05:00.000Z';
const TRIP_ENDS = '2026-11-28T00:00:00.000Z';
const AFTER_TRIP = '2026-11-28T00:01:00.000Z';

const recordCommand = (overrides: Partial<RecordReferral> = {}): RecordReferral => ({
  type: 'RecordReferral',
  referralCode: 'K7MQ2XTA',
  originalBookingId: 'b-alex',
  referrer: alex,
  referredBookingId: 'b-blair',
  referee: blair,
  tripDate: '2026-11-27',
  tripTime: 'afternoon',
  creditCents: 5_000,
  actor: steps,
  at: PAID_AT,
  ...overrides,
});
const recorded: ReferralRecorded = {
  type: 'ReferralRecorded',
  data: {
    referralId: 'b-blair',
    referralCode: 'K7MQ2XTA',
    originalBookingId: 'b-alex',
    referrer: alex,
    referredBookingId: 'b-blair',
    referee: blair,
    tripDate: '2026-11-27',
    tripTime: 'afternoon',
    creditCents: 5_000,
  },
  metadata: { actor: steps, occurredAt: PAID_AT },
};
const complete = (at = AFTER_TRIP, bookingConfirmed = true): CompleteReferral => ({
  type: 'CompleteReferral',
  tripEndsAt: TRIP_ENDS,
  bookingConfirmed,
  actor: job,
  at,
});
const completed: ReferralCompleted = {
  type: 'ReferralCompleted',
  data: { tripEndedAt: TRIP_ENDS },
  metadata: { actor: job, occurredAt: AFTER_TRIP },
};
const reward: RewardReferral = { type: 'RewardReferral', creditAccount: '+17805550101', actor: job, at: AFTER_TRIP };
const rewarded: ReferralRewarded = {
  type: 'ReferralRewarded',
  data: { creditAccount: '+17805550101', creditCents: 5_000 },
  metadata: { actor: job, occurredAt: AFTER_TRIP },
};
const voidIt = (reason: string = REFERRAL_MESSAGES.bookingCancelled): VoidReferral => ({
  type: 'VoidReferral',
  reason,
  actor: steps,
  at: PAID_AT,
});
const voided: ReferralVoided = {
  type: 'ReferralVoided',
  data: { reason: REFERRAL_MESSAGES.bookingCancelled },
  metadata: { actor: steps, occurredAt: PAID_AT },
};

const referral = givenDecider(referralDecider);

describe('referral aggregate', () => {
  test("its stream is named by the friend's booking", () => {
    expect(referralStreamId('b-blair')).toBe('referral-b-blair');
  });

  test("a friend's paid booking with a code records a pending referral, once", () => {
    referral.given().when(recordCommand()).then(recorded);
    expect(referral.given(recorded).state).toMatchObject({ status: 'pending', referrer: alex, referee: blair, creditCents: 5_000 });
    referral.given(recorded).when(recordCommand()).then();
  });

  test('a code used by its own owner (same email or phone) records nothing', () => {
    referral
      .given()
      .when(recordCommand({ referee: { ...blair, email: 'ALEX@example.com ' } }))
      .thenRefused(SelfReferralError, REFERRAL_MESSAGES.ownCode);
    referral
      .given()
      .when(recordCommand({ referee: { ...blair, phone: '780.555.0101' } }))
      .thenRefused(SelfReferralError);
    referral
      .given()
      .when(recordCommand({ referredBookingId: 'b-alex' }))
      .thenRefused(SelfReferralError);
  });

  test('pending → completed once the trip has ended with the booking confirmed; never before', () => {
    referral.given(recorded).when(complete()).then(completed);
    referral.given(recorded).when(complete('2026-11-27T23:59:00.000Z')).thenRefused(ReferralNotDueError, REFERRAL_MESSAGES.notYetTaken);
    referral.given(recorded).when(complete(AFTER_TRIP, false)).thenRefused(ReferralNotDueError);
    referral.given(recorded, completed).when(complete()).then();
  });

  test("completed → rewarded with the credit on the referrer's account, once", () => {
    referral.given(recorded, completed).when(reward).then(rewarded);
    expect(referral.given(recorded, completed, rewarded).state).toMatchObject({ status: 'rewarded', creditAccount: '+17805550101' });
    referral.given(recorded, completed, rewarded).when(reward).then();
    referral.given(recorded, completed, rewarded).when(complete()).then();
  });

  test('a pending one is not rewarded: the trip has to take place first', () => {
    referral.given(recorded).when(reward).thenRefused(IllegalTransitionError, REFERRAL_MESSAGES.notCompleted);
  });

  test("pending → voided when the friend's booking is cancelled or refunded; nothing after that", () => {
    referral.given(recorded).when(voidIt()).then(voided);
    referral.given(recorded, voided).when(voidIt()).then();
    referral.given(recorded, voided).when(complete()).thenRefused(IllegalTransitionError);
    referral.given(recorded, voided).when(reward).thenRefused(IllegalTransitionError);
  });

  test('once the trip has taken place nothing voids it', () => {
    referral.given(recorded, completed).when(voidIt()).thenRefused(IllegalTransitionError, REFERRAL_MESSAGES.notPending);
    referral.given(recorded, completed, rewarded).when(voidIt()).thenRefused(IllegalTransitionError);
  });

  test('nothing but recording happens to a referral that does not exist', () => {
    for (const command of [complete(), reward, voidIt()]) referral.given().when(command).thenRefused(ReferralNotFoundError);
  });

  test('the machine has exactly the transitions of the issue', () => {
    const can = (from: string, type: string) =>
      referralMachine.resolveState({ value: from, context: {} }).can({ type } as { type: 'record' });
    const allowed = ['none', 'pending', 'completed', 'rewarded', 'voided'].flatMap((from) =>
      ['record', 'complete', 'reward', 'void'].filter((t) => can(from, t)).map((t) => `${from}:${t}`),
    );
    expect(allowed).toEqual(['none:record', 'pending:complete', 'pending:void', 'completed:reward']);
  });

  test('evolve accepts events in any order history wrote them (replay never fails)', () => {
    expect(referral.given(completed, rewarded, voided).state).toEqual({ status: 'none' });
    expect(referral.given(recorded, rewarded, voided).state.status).toBe('voided');
  });
});
