import { EvalCase } from '../eval-case';
import { AFTERNOON_END, AFTERNOON_TIMES, amt, ask, FULL_DAY_END, MORNING_TIMES } from '../case-helpers';

export const TUNE_DETAILS: readonly EvalCase[] = [
  ask('details-01', 'details', 'How long is the Full-Day Adventure?', { any: [['8 hours', 'eight hours']] }),
  ask('details-02', 'details', 'What time does the full day trip start and finish?', { any: [MORNING_TIMES, FULL_DAY_END] }),
  ask('details-03', 'details', 'Can the Half-Day Adventure be in the afternoon?', {
    any: [AFTERNOON_TIMES, AFTERNOON_END, ['afternoon']],
    none: ['only in the morning'],
  }),
  ask('details-05', 'details', 'When does the afternoon half day start?', { any: [AFTERNOON_TIMES] }),
  ask('details-06', 'details', 'What does the Trophy Hunter include?', {
    all: ['Trophy Hunter'],
    any: [['landing net', 'release tools', 'large-bait', 'heavy pike rods'], ['lunch']],
  }),
  ask('details-07', 'details', 'How many anglers per guide on the Trophy Hunter?', { any: [['two anglers', '2 anglers']] }),
  ask('details-09', 'details', 'Do you clean the fish on the half day trip?', { any: [['cleaned', 'clean']], all: ['request'] }),
  ask('details-10', 'details', 'What fish do we target on the Full-Day Adventure?', { all: ['walleye', 'pike', 'perch'] }),
  ask('details-11', 'details', 'Do you take photos of our catch on the full day?', { any: [['photo']] }),
  ask('details-13', 'details', 'How much is the Trophy Hunter on a Saturday?', { any: [amt(599)] }),
  // Full-Day 399 on a Monday: 399 x 0.83 = 331.17, rounded 331.
  ask('details-14', 'details', 'What would the Full-Day Adventure cost per person on a weekday like Monday?', {
    any: [amt(331), ['weekend', 'Saturday', 'not offered', "doesn't run", 'does not run']],
  }),
  ask('details-15', 'details', 'Is the Full-Day Adventure good for beginners?', { all: ['Full-Day Adventure'] }),
];
