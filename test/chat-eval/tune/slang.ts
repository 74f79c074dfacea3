import { EvalCase } from '../eval-case';
import { amt, ask, day, PHONE } from '../case-helpers';

export const TUNE_SLANG: readonly EvalCase[] = [
  ask('slang-01', 'slang', 'hw much 4 full day??', { any: [amt(399)] }),
  ask('slang-02', 'slang', 'yo whats the dmg for the trophy thing', { any: [amt(599)] }),
  ask('slang-03', 'slang', 'u guys open sat?', { any: [day('2026-11-28')] }),
  ask('slang-05', 'slang', 'gear incl?', { any: [['rods', 'tackle', 'bait']] }),
  ask('slang-06', 'slang', 'can i bring my lil bro hes 9', { any: [['25%', 'adult', 'kids', 'children']] }),
  ask('slang-07', 'slang', 'wats ur # ', { all: [PHONE] }),
  ask('slang-09', 'slang', 'if i bail last min do i get $ back', { any: [['no refund', 'not refunded', '24 hours']] }),
  ask('slang-10', 'slang', 'lake deep?', { any: [['11 m', '5.5']] }),
  ask('slang-11', 'slang', 'cheapest trip pls', { any: [amt(249)] }),
  ask('slang-13', 'slang', 'wut fish u got', { all: ['pike', 'walleye', 'perch'] }),
  ask('slang-14', 'slang', 'rain = cancel?', { any: [['rain jacket', 'light rain', 'unsafe']] }),
  ask('slang-15', 'slang', 'any deals mon-thu?', { all: ['17%'] }),
];
