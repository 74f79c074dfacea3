import { describe, expect, test } from '@jest/globals';
import { givenDecider } from '../../test/support/decider-spec';
import { Actor } from '../shared/actor';
import { DomainError } from '../shared/decider';
import {
  referralCodeDecider,
  ReferralCodeIssued,
  ReferralCodeTakenError,
  referrerCodeDecider,
  ReferrerCodeChosen,
  ReferrerCodeChosenAgain,
} from './referral-code';
import { isReferralCodeShape, REFERRAL_CODE_ALPHABET, REFERRAL_MESSAGES, referralCodeFrom } from './referral-rules';

const issuer: Actor = { kind: 'system', process: 'referral_codes' };
const AT = '2026-11-23T15:05:00.000Z';
const owner = { name: 'Alex Angler', phone: '(780) 555-0101', email: 'alex@example.com' };
const issued: ReferralCodeIssued = {
  type: 'ReferralCodeIssued',
  data: { code: 'K7MQ2XTA', bookingId: 'b1', owner },
  metadata: { actor: issuer, occurredAt: AT },
};
const issue = (bookingId = 'b1', code = 'K7MQ2XTA') => ({
  type: 'IssueReferralCode' as const,
  code,
  bookingId,
  owner,
  actor: issuer,
  at: AT,
});
const chosen: ReferrerCodeChosen = {
  type: 'ReferrerCodeChosen',
  data: { bookingId: 'b1', code: 'K7MQ2XTA' },
  metadata: { actor: issuer, occurredAt: AT },
};

describe('referral codes', () => {
  test('readable: 8 signs of 31, no 0/O or 1/I/L', () => {
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(31);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(referralCodeFrom(() => 0)).toBe('AAAAAAAA');
    expect(referralCodeFrom(() => 30)).toBe('99999999');
    expect(isReferralCodeShape('K7MQ2XTA')).toBe(true);
    expect(isReferralCodeShape('K7MQ2XT0')).toBe(false);
    expect(isReferralCodeShape('K7MQ2XT')).toBe(false);
  });

  test('a code is issued once, to one booking: again to it changes nothing, to another is refused', () => {
    const code = givenDecider(referralCodeDecider);
    code.given().when(issue()).then(issued);
    code.given(issued).when(issue()).then();
    code.given(issued).when(issue('b2')).thenRefused(ReferralCodeTakenError, REFERRAL_MESSAGES.codeTaken);
    code.given().when(issue('b1', 'NOT-A-CODE')).thenRefused(DomainError);
  });

  test("a booking's code is chosen once; chosen again only in place of a code another booking owns", () => {
    const booking = givenDecider(referrerCodeDecider);
    const choose = (code: string) => ({ type: 'ChooseReferrerCode' as const, bookingId: 'b1', code, actor: issuer, at: AT });
    const again = (taken: string, code: string) => ({ type: 'ChooseReferrerCodeAgain' as const, taken, code, actor: issuer, at: AT });
    booking.given().when(choose('K7MQ2XTA')).then(chosen);
    booking.given(chosen).when(choose('ZZZZ2345')).then();
    const replaced: ReferrerCodeChosenAgain = {
      type: 'ReferrerCodeChosenAgain',
      data: { code: 'ZZZZ2345', replaces: 'K7MQ2XTA', reason: REFERRAL_MESSAGES.codeTaken },
      metadata: { actor: issuer, occurredAt: AT },
    };
    booking.given(chosen).when(again('K7MQ2XTA', 'ZZZZ2345')).then(replaced);
    booking.given(chosen, replaced).when(again('K7MQ2XTA', 'YYYY2345')).then();
    expect(booking.given(chosen, replaced).state).toEqual({ status: 'chosen', bookingId: 'b1', code: 'ZZZZ2345' });
  });
});
