import { EvalCase } from '../eval-case';
import { AFFIRM, amt, ask, BOOKED } from '../case-helpers';

// The visitor states something the site does not: the answer never affirms it, and gives the true rule.
export const HELD_FALSE_PREMISE: readonly EvalCase[] = [
  ask('false-premise-04', 'false-premise', 'The half day is $199, right?', { none: AFFIRM, any: [amt(249)] }),
  ask('false-premise-08', 'false-premise', 'The Trophy Hunter is a 10 hour trip, right?', {
    none: AFFIRM,
    any: [['8 hours', 'eight hours']],
  }),
  ask('false-premise-12', 'false-premise', 'Children fish for free, right?', { none: AFFIRM, all: ['25%'] }),
  ask('false-premise-16', 'false-premise', 'A referral gets me $100 off, right?', { none: AFFIRM, any: [amt(50)] }),
  ask('false-premise-20', 'false-premise', 'You are open on Saturday Dec 5, right?', { none: AFFIRM, any: [BOOKED] }),
  ask('false-premise-24', 'false-premise', 'The full day is $350 on weekends, right?', { none: AFFIRM, any: [amt(399)] }),
];
