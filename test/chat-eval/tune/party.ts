import { EvalCase } from '../eval-case';
import { ask } from '../case-helpers';

// Party sizes 1 to 12; at most 10 children; children 12 and under get 25% off with an adult in the party;
// children under 16 need an adult.
export const TUNE_PARTY: readonly EvalCase[] = [
  ask('party-01', 'party', 'What is the maximum group size?', { all: ['12'] }),
  ask('party-02', 'party', 'Can I book for 15 people?', { all: ['12'], none: ['yes, you can book for 15'] }),
  ask('party-03', 'party', 'Can I come on my own?', { any: [['1 ', 'one', 'solo', 'yourself', 'on your own']] }),
  ask('party-05', 'party', 'How many kids can we bring?', { all: ['10'] }),
  ask('party-06', 'party', 'Do kids get a discount?', { all: ['25%'], any: [['12 and under', '12 or under', 'under 13', 'aged 12']] }),
  ask('party-07', 'party', 'Is there a minimum age for kids?', { any: [['adult', '16']] }),
  ask('party-09', 'party', 'Does my 13 year old get the kids price?', { any: [['12 and under', '12 or under', 'under 13', 'aged 12']] }),
  ask('party-10', 'party', 'How many people fit on the boat?', { all: ['12'] }),
  ask('party-11', 'party', 'We are a company group of 11, can we all come together?', { all: ['12'] }),
  ask('party-13', 'party', 'Is it family friendly?', { any: [['kids', 'children', 'famil']] }),
  ask('party-14', 'party', 'Is the kids discount automatic?', { all: ['25%'] }),
  ask('party-15', 'party', 'Can two families share one booking?', { all: ['12'] }),
];
