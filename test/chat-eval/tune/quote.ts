import { EvalCase } from '../eval-case';
import { amt, ask, day } from '../case-helpers';

// Per person: Half-Day 249 (child 187 = 249 x 0.75 rounded); Monday to Thursday 207 (249 x 0.83 = 206.67)
// and child 155 (207 x 0.75 = 155.25). Full-Day 399, child 299 (399 x 0.75 = 299.25). Trophy Hunter 599,
// child 449 (599 x 0.75 = 449.25). Children are 12 and under and need an adult in the party.
export const TUNE_QUOTE: readonly EvalCase[] = [
  // Friday: no weekday discount. 4 x 249 = 996.
  ask('quote-01', 'quote', 'half day for 4 on Friday Dec 4', { any: [amt(996), day('2026-12-04')] }),
  // Next Tuesday is 2026-12-01, Monday to Thursday: 2 x 207 = 414.
  ask('quote-02', 'quote', 'How much for 2 adults on the half day next Tuesday?', { any: [amt(414)] }),
  // 3 x 399 = 1197.
  ask('quote-03', 'quote', 'Price for 3 people, Full-Day Adventure, Saturday Nov 28', { any: [amt(1197)] }),
  // Wednesday: 2 x 207 + 2 x 155 = 414 + 310 = 724.
  ask('quote-05', 'quote', 'half day morning, 2 adults and 2 kids (7 and 9), Wednesday Dec 9', { any: [amt(724)] }),
  // Friday: 249 + 187 = 436.
  ask('quote-06', 'quote', 'Me and my 10 year old on the half day, Friday Dec 11. How much?', { any: [amt(436)] }),
  // Sunday: 2 x 399 + 3 x 299 = 798 + 897 = 1695.
  ask('quote-07', 'quote', 'Family of 5, 2 adults and 3 kids under 12, full day adventure on Sunday Dec 13. Total?', { any: [amt(1695)] }),
  // Thursday: 12 x 207 = 2484.
  ask('quote-09', 'quote', 'Quote for 12 people, half day, Thursday December 3', { any: [amt(2484)] }),
  ask('quote-10', 'quote', 'How much for just me on the Trophy Hunter this Saturday?', { any: [amt(599)] }),
  // Christmas Day 2026 is a Friday: 4 x 249 = 996.
  ask('quote-11', 'quote', 'We are 4 adults, half day on Christmas Day. Price?', { any: [amt(996)] }),
  // 8 x 399 = 3192.
  ask('quote-13', 'quote', 'How much for 8 people on the Full-Day Adventure on Saturday Dec 12?', { any: [amt(3192)] }),
  // A 14-year-old is over 12: two full Friday prices, 2 x 249 = 498 (not 249 + 187 = 436).
  ask('quote-14', 'quote', 'My son is 14. Me and him on the half day this Friday, how much?', { any: [amt(498)], none: ['$436'] }),
  // Trophy Hunter takes two anglers (its maxPeople): a party of four is told the limit.
  ask('quote-15', 'quote', '3 adults and a 5-year-old on the Trophy Hunter, Sunday Nov 29', {
    all: ['Trophy Hunter takes at most 2 people per booking'],
  }),
  // Thursday: 10 x 207 = 2070.
  ask('quote-17', 'quote', 'half-day for 10 people on Thursday Nov 26', { any: [amt(2070)] }),
  // 12 is "12 and under": 2 x 399 + 299 = 1097.
  ask('quote-18', 'quote', '2 adults and 1 child aged 12, full day on Saturday Dec 12', { any: [amt(1097)] }),
  // Trophy Hunter takes two anglers (its maxPeople): a party of four is told the limit.
  ask('quote-19', 'quote', 'Trophy Hunter for 4 on Saturday Dec 19', { all: ['Trophy Hunter takes at most 2 people per booking'] }),
  // Monday: 207 + 2 x 155 = 517.
  ask('quote-21', 'quote', 'Half day, 1 adult + 2 kids (8 and 11), Monday Dec 14', { any: [amt(517)] }),
  // Tuesday: 2 x 207 = 414.
  ask('quote-22', 'quote', 'What would it cost for 2 on the afternoon half day on Tuesday Dec 15?', { any: [amt(414)] }),
  // Sunday: 2 x 399 + 2 x 299 = 1396.
  ask('quote-23', 'quote', 'Full day for 2 adults and 2 kids on Sunday the 20th', { any: [amt(1396)] }),
  ask('quote-25', 'quote', 'Price for 4 kids on their own, no adults, half day?', { any: [['adult']] }),
  // Wednesday 2 x 207 = 414; Friday 2 x 249 = 498.
  ask('quote-26', 'quote', 'Half day for 2: how much on Wednesday December 16, and how much on Friday December 18?', {
    any: [amt(414), amt(498)],
  }),
  // Saturday: 599 + 449 = 1048.
  ask('quote-27', 'quote', 'Trophy Hunter for me and my 9 year old daughter on Saturday Dec 19', { any: [amt(1048)] }),
];
