import { EvalCase } from '../eval-case';
import { AFTERNOON_TIMES, amt, ask, MORNING_TIMES, talk } from '../case-helpers';

export const HELD_DETAILS: readonly EvalCase[] = [
  ask('details-04', 'details', 'What hours is the morning trip?', { any: [MORNING_TIMES, ['10:00', '10 AM', '10am']] }),
  ask('details-08', 'details', 'Is the Trophy Hunter catch and release?', { any: [['release']] }),
  ask('details-12', 'details', 'Can I book the Trophy Hunter as a morning trip only?', {
    any: [['full day', 'full-day', 'all day']],
    none: ['yes, the trophy hunter runs in the morning'],
  }),
  talk('details-16', 'details', [
    { say: 'Tell me about the half day trip', expect: { all: ['Half-Day Adventure'], any: [amt(249), ['4 hours', 'four hours']] } },
    { say: 'what are the hours for it?', expect: { any: [MORNING_TIMES, AFTERNOON_TIMES] } },
  ]),
];
