import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError } from '../shared/decider';
import {
  creditAccountDecider,
  creditAccountMachine,
  CreditAccountNotFoundError,
  creditAccountStreamId,
  CreditGranted,
  CreditRestored,
  CreditSpent,
  GrantCredit,
  RestoreCredit,
  SpendCredit,
} from './credit-account';
import { creditAccountKeys, REFERRAL_MESSAGES } from './referral-rules';

const job: Actor = { kind: 'system', process: 'referral_rewards' };
const steps: Actor = { kind: 'system', process: 'referrals' };
const alex = { name: 'Alex Angler', phone: '(780) 555-0101', email: 'alex@example.com' };
const AT = '2026-11-28T00:01:00.000Z';

const grant = (referralId = 'r1', amountCents = 5_000): GrantCredit => ({
  type: 'GrantCredit',
  account: '+17805550101',
  holder: alex,
  referralId,
  amountCents,
  actor: job,
  at: AT,
});
const granted = (referralId = 'r1', amountCents = 5_000): CreditGranted => ({
  type: 'CreditGranted',
  data: { account: '+17805550101', holder: alex, amountCents, referralId },
  metadata: { actor: job, occurredAt: AT },
});
const spend = (bookingId: string, amountCents: number): SpendCredit => ({
  type: 'SpendCredit',
  bookingId,
  amountCents,
  actor: steps,
  at: AT,
});
const spent = (bookingId: string, amountCents: number): CreditSpent => ({
  type: 'CreditSpent',
  data: { bookingId, amountCents },
  metadata: { actor: steps, occurredAt: AT },
});
const restore = (bookingId: string): RestoreCredit => ({
  type: 'RestoreCredit',
  bookingId,
  reason: REFERRAL_MESSAGES.creditRestored,
  actor: steps,
  at: AT,
});
const restored = (bookingId: string, amountCents: number): CreditRestored => ({
  type: 'CreditRestored',
  data: { bookingId, amountCents, reason: REFERRAL_MESSAGES.creditRestored },
  metadata: { actor: steps, occurredAt: AT },
});

const account = givenDecider(creditAccountDecider);
const balanceOf = (...history: Parameters<typeof account.given>) => {
  const state = account.given(...history).state;
  return state.status === 'open' ? state.balanceCents : 0;
};

describe('credit account aggregate', () => {
  test('an account is named by E.164 phone, else by lower-cased email', () => {
    expect(creditAccountKeys(alex)).toEqual(['+17805550101', 'alex@example.com']);
    expect(creditAccountKeys({ phone: 'none', email: ' Alex@Example.com ' })).toEqual(['alex@example.com']);
    expect(creditAccountStreamId('+17805550101')).toBe('credit-+17805550101');
  });

  test('a referral rewarded opens it with its credit; each referral is granted once', () => {
    account.given().when(grant()).then(granted());
    account.given(granted()).when(grant()).then();
    account.given(granted()).when(grant('r2')).then(granted('r2'));
    expect(balanceOf(granted(), granted('r2'))).toBe(10_000);
  });

  test('a grant is a positive whole number of cents', () => {
    account.given().when(grant('r1', 0)).thenRefused(DomainError, REFERRAL_MESSAGES.creditAmount);
    account.given().when(grant('r1', 12.5)).thenRefused(DomainError);
  });

  test('spent on a booking, once per booking', () => {
    account.given(granted()).when(spend('b1', 5_000)).then(spent('b1', 5_000));
    account.given(granted(), spent('b1', 5_000)).when(spend('b1', 5_000)).then();
    expect(balanceOf(granted(), spent('b1', 3_000))).toBe(2_000);
  });

  test('never below 0: a spend takes at most the balance, and nothing when it is empty', () => {
    account.given(granted()).when(spend('b1', 8_000)).then(spent('b1', 5_000));
    account.given(granted(), spent('b1', 5_000)).when(spend('b2', 5_000)).then();
    account.given(granted(), spent('b1', 3_000)).when(spend('b2', 5_000)).then(spent('b2', 2_000));
    expect(balanceOf(granted(), spent('b1', 3_000), spent('b2', 2_000))).toBe(0);
  });

  test('no account, no spend', () => {
    account.given().when(spend('b1', 5_000)).thenRefused(CreditAccountNotFoundError, REFERRAL_MESSAGES.noAccount);
  });

  test('given back what a cancelled booking spent, once; a booking that spent nothing gets nothing', () => {
    account.given(granted(), spent('b1', 5_000)).when(restore('b1')).then(restored('b1', 5_000));
    account.given(granted(), spent('b1', 5_000), restored('b1', 5_000)).when(restore('b1')).then();
    account.given(granted()).when(restore('b9')).then();
    account.given().when(restore('b9')).then();
    expect(balanceOf(granted(), spent('b1', 5_000), restored('b1', 5_000))).toBe(5_000);
  });

  test('the machine: opened by a grant; then grants, spends and give-backs', () => {
    const can = (from: string, type: string) =>
      creditAccountMachine.resolveState({ value: from, context: {} }).can({ type } as { type: 'grant' });
    const allowed = ['none', 'open'].flatMap((from) =>
      ['grant', 'spend', 'restore'].filter((t) => can(from, t)).map((t) => `${from}:${t}`),
    );
    expect(allowed).toEqual(['none:grant', 'open:grant', 'open:spend', 'open:restore']);
  });
});
