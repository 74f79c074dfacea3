import { EvalCase } from '../eval-case';
import { amt, ask, day } from '../case-helpers';

// One message, several questions: each answered.
export const HELD_SEVERAL_QUESTIONS: readonly EvalCase[] = [
  ask('several-questions-04', 'several-questions', 'How deep is the lake and how far from Edmonton?', { all: ['11 m', '65 km'] }),
  ask('several-questions-08', 'several-questions', 'How do I pay, and will I get a reminder?', { any: [['card'], ['24 hours']] }),
  ask('several-questions-12', 'several-questions', 'What happens if it storms, and how long do refunds take?', {
    any: [
      ['full refund', 'reschedule'],
      ['5 to 7 business days', '5-7 business days'],
    ],
  }),
  ask('several-questions-16', 'several-questions', 'hi! how much for the full day, and is this saturday free?', {
    any: [amt(399), day('2026-11-28')],
  }),
];
