import { EvalCase } from '../eval-case';
import { amt, ask, PHONE } from '../case-helpers';

const NO_REFUND = ['no refund', 'not refunded', 'non-refundable', 'not refundable', "won't be refunded", 'no money back', 'nothing back'];
const REFUND_DAYS = ['5 to 7 business days', '5-7 business days', '5–7 business days'];

// Refunds: 48 hours or more before the trip, all of it; 24 to 48 hours, half; under 24 hours, none.
export const TUNE_POLICY: readonly EvalCase[] = [
  ask('policy-01', 'policy', 'What is your refund policy?', { all: ['48 hours', '50%'] }),
  ask('policy-02', 'policy', 'If I cancel 3 days before, do I get everything back?', {
    any: [['full refund', 'refunded in full', '100%']],
  }),
  ask('policy-03', 'policy', 'What if I cancel 30 hours before my trip?', { all: ['50%'] }),
  ask('policy-05', 'policy', 'How long does a refund take to show up?', { any: [REFUND_DAYS] }),
  ask('policy-06', 'policy', "What happens if we just don't show up?", { any: [NO_REFUND] }),
  // Half of 498 (2 x 249 on a Friday) = 249.
  ask('policy-07', 'policy', 'I paid $498 for the half day for 2 this Friday. If I cancel 30 hours before, how much do I get back?', {
    any: [amt(249)],
  }),
  ask('policy-09', 'policy', 'Will I get a reminder before my trip?', { any: [['24 hours'], ['SMS', 'text']] }),
  ask('policy-10', 'policy', 'I booked yesterday but never got a confirmation email', { all: [PHONE], actions: ['call_*'] }),
  ask('policy-11', 'policy', 'When will you contact me after I book?', { any: [['24 hours']] }),
  ask('policy-13', 'policy', 'What is your rating?', { all: ['4.9'] }),
  ask('policy-14', 'policy', 'How many clients have you taken out?', { all: ['500'] }),
  ask('policy-15', 'policy', 'How long has the guide been doing this?', { any: [['2014', '10+', '10 years']] }),
  ask('policy-17', 'policy', 'Is there a fee if I cancel a week ahead?', { any: [['full refund', 'refunded in full', '100%']] }),
  ask('policy-18', 'policy', 'Do you text a reminder the day before?', { any: [['24 hours']] }),
  ask('policy-19', 'policy', 'Can I add the trip to my calendar after booking?', { any: [['calendar']] }),
];
