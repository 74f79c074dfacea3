import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Party sizes 1 to 12; at most 10 children; children 12 and under get 25% off with an adult in the party;
// children under 16 need an adult.
export const HELD_PARTY: readonly EvalCase[] = [
  ask('party-04', 'party', 'Can my 14-year-old go without me?', { all: ['16'], any: [['adult']] }),
  ask('party-08', 'party', 'Can 3 teenagers aged 15 go out alone?', { all: ['16'], any: [['adult']] }),
  ask('party-12', 'party', 'Can I bring 11 kids and one adult?', { all: ['10'] }),
  ask('party-16', 'party', 'We are 20 people for a stag party, what can you do?', { all: ['12'] }),
];
