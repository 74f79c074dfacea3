import { EvalCase } from '../eval-case';
import { amt, ask } from '../case-helpers';

// Per person: Half-Day 249 (child 187 = 249 x 0.75 rounded); Monday to Thursday 207 (249 x 0.83 = 206.67)
// and child 155 (207 x 0.75 = 155.25). Full-Day 399, child 299 (399 x 0.75 = 299.25). Trophy Hunter 599,
// child 449 (599 x 0.75 = 449.25). Children are 12 and under and need an adult in the party.
export const HELD_QUOTE: readonly EvalCase[] = [
  // 2 x 599 = 1198.
  ask('quote-04', 'quote', 'Trophy Hunter for 2 on Sunday the 6th, what is the total?', { any: [amt(1198)] }),
  // Monday: 6 x 207 = 1242.
  ask('quote-08', 'quote', 'What would 6 people pay for the half day on Monday Nov 30?', { any: [amt(1242)] }),
  // Tuesday: 2 x 207 + 155 = 569.
  ask('quote-12', 'quote', 'Quote for 2 adults + 1 kid (age 6), half day, Tuesday Dec 8', { any: [amt(569)] }),
  // 5 x 207 = 1035.
  ask('quote-16', 'quote', 'How much is the half day for 5 people on Wednesday Dec 2?', { any: [amt(1035)] }),
  // Friday: 3 x 249 = 747.
  ask('quote-20', 'quote', 'How much for 3 on the half day on Friday the 18th?', { any: [amt(747)] }),
  ask('quote-24', 'quote', 'How much for 13 people on the half day this Friday?', { all: ['12'] }),
  // Thursday: 2 x 207 = 414; the per-person weekday price 207.
  ask('quote-28', 'quote', 'what do 2 people pay for a half day on Thursday Dec 17, and what is that per person?', {
    any: [amt(414), amt(207)],
  }),
];
