import { EvalCase } from '../eval-case';
import { amt, ask, talk } from '../case-helpers';

export const HELD_PACKAGES: readonly EvalCase[] = [
  ask('packages-04', 'packages', 'What is your most expensive trip?', { all: ['Trophy Hunter'], any: [amt(599)] }),
  ask('packages-08', 'packages', 'Show me the packages and prices please', {
    all: ['Half-Day Adventure', 'Trophy Hunter'],
    any: [amt(249), amt(599)],
    actions: ['view_packages'],
  }),
  ask('packages-12', 'packages', 'How many different packages are there?', {
    any: [['3 packages', 'three packages', 'three trips', '3 trips', 'three tours', '3 tours']],
  }),
  talk('packages-16', 'packages', [
    { say: 'What trips do you have?', expect: { all: ['Half-Day Adventure', 'Full-Day Adventure', 'Trophy Hunter'] } },
    { say: 'Which one is the cheapest?', expect: { all: ['Half-Day Adventure'], any: [amt(249)] } },
  ]),
];
