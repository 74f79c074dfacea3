import { EvalCase } from '../eval-case';
import { amt, BOOKED, day, PHONE, talk } from '../case-helpers';

// Context carries across turns: a later turn names only what changed (people, slot, date, kids).
export const HELD_MULTI_TURN: readonly EvalCase[] = [
  talk('multi-turn-04', 'multi-turn', [
    { say: 'Is Saturday Nov 28 free for the full day?', expect: { any: [day('2026-11-28')] } },
    { say: 'and the sunday after?', expect: { any: [day('2026-11-29')] } },
  ]),
  talk('multi-turn-08', 'multi-turn', [
    { say: 'I want the half day on Friday Dec 11' },
    // Friday: 2 x 249 + 187 = 685.
    { say: 'we are 2 adults and a 7 year old, what is the total?', expect: { any: [amt(685)] } },
  ]),
  talk('multi-turn-12', 'multi-turn', [
    { say: 'Is the morning of Friday Dec 4 open for the half day?', expect: { any: [BOOKED] } },
    { say: 'the afternoon then?', expect: { any: [day('2026-12-04')], bookNow: true } },
  ]),
  talk('multi-turn-16', 'multi-turn', [
    { say: 'Can we fish on Christmas Day?', expect: { any: [day('2026-12-25')] } },
    // Christmas Day 2026 is a Friday: 3 x 249 = 747.
    { say: 'half day for 3 adults, price?', expect: { any: [amt(747)] } },
  ]),
  talk('multi-turn-20', 'multi-turn', [
    { say: "I'd like to go fishing in two weeks", expect: { any: [day('2026-12-08')] } },
    // Tuesday 2026-12-08: 2 x 207 = 414.
    { say: 'half day, morning, 2 people. how much?', expect: { any: [amt(414)] } },
  ]),
  talk('multi-turn-24', 'multi-turn', [
    { say: "What's your phone number?", expect: { all: [PHONE] } },
    { say: 'and who will our guide be?', expect: { all: ['Dale'] } },
  ]),
];
