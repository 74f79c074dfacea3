import { EvalCase } from '../eval-case';
import { amt, ask, day } from '../case-helpers';

export const HELD_SLANG: readonly EvalCase[] = [
  ask('slang-04', 'slang', 'need a lic or nah', { all: ['16'] }),
  // Friday: 3 x 249 = 747.
  ask('slang-08', 'slang', 'me + 2 buddies half day fri dec 11 $$?', { any: [amt(747)] }),
  ask('slang-12', 'slang', 'tmrw am free?', { any: [day('2026-11-25')] }),
  ask('slang-16', 'slang', 'k how do i book lol', { any: [['booking form', 'Book Now', 'book']] }),
];
