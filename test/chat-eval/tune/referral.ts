import { EvalCase } from '../eval-case';
import { amt, ask } from '../case-helpers';

// The referral programme: the friend gets 50 dollars off a first booking, the referrer a 50 dollar credit.
export const TUNE_REFERRAL: readonly EvalCase[] = [
  ask('referral-01', 'referral', 'Do you have a referral program?', { any: [amt(50)], all: ['credit'] }),
  ask('referral-02', 'referral', 'What do I get for referring a friend?', { any: [amt(50)], all: ['credit'] }),
  ask('referral-03', 'referral', 'My buddy sent me his referral link, what does it give me?', { any: [amt(50)] }),
  ask('referral-05', 'referral', 'Where do I find my own referral link to share?', { any: [['share', 'link']] }),
  ask('referral-06', 'referral', 'How much is the referral discount?', { any: [amt(50)] }),
  ask('referral-07', 'referral', 'Can a referral code bring the price below zero?', {
    any: [['never below', 'not below', "can't go below", 'cannot go below', 'below 0', 'below zero', '$0']],
  }),
  ask('referral-09', 'referral', 'When I refer someone, how much credit do I earn?', { any: [amt(50)] }),
  ask('referral-10', 'referral', 'Can I share my referral link on Facebook or WhatsApp?', { any: [['Facebook', 'WhatsApp']] }),
  ask('referral-11', 'referral', 'Does the friend discount work on a second booking too?', { any: [['first']] }),
  ask('referral-13', 'referral', 'Is there a reward for bringing new customers?', { any: [amt(50)] }),
  ask('referral-14', 'referral', 'how does the refer a friend thing work', { any: [amt(50)] }),
  ask('referral-15', 'referral', 'Can I use my referral credit on my next trip?', { any: [['credit']] }),
];
