import { EvalCase } from '../eval-case';
import { amt, ask, talk } from '../case-helpers';

// The referral programme: the friend gets 50 dollars off a first booking, the referrer a 50 dollar credit.
export const HELD_REFERRAL: readonly EvalCase[] = [
  ask('referral-04', 'referral', 'How do I use a referral code when booking?', { any: [['booking form', 'referral code', 'link']] }),
  ask('referral-08', 'referral', 'Is the referral 50 off per person or for the whole booking?', {
    any: [['total', 'whole booking', 'per booking', 'off the booking']],
  }),
  // Full day for 2 on a Saturday: 2 x 399 = 798, less 50 = 748.
  ask('referral-12', 'referral', 'With a friend referral code, what would 2 people pay for the Full-Day Adventure on Saturday Dec 12?', {
    any: [amt(748)],
  }),
  talk('referral-16', 'referral', [
    // Friday: 2 x 249 = 498.
    { say: 'Half day for 2 on Friday Dec 11, how much?', expect: { any: [amt(498)] } },
    // Less the friend's 50: 448.
    { say: 'and with my friend’s referral code?', expect: { any: [amt(448)] } },
  ]),
];
