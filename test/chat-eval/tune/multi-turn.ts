import { EvalCase } from '../eval-case';
import { AFTERNOON_TIMES, amt, BOOKED, day, talk } from '../case-helpers';

// Context carries across turns: a later turn names only what changed (people, slot, date, kids).
export const TUNE_MULTI_TURN: readonly EvalCase[] = [
  talk('multi-turn-01', 'multi-turn', [
    // Friday: 2 x 249 = 498.
    { say: 'How much is the half day for 2 on Friday Dec 4?', expect: { any: [amt(498)] } },
    // Thursday: 3 x 207 = 621.
    { say: 'and for 3 people on Thursday Dec 3?', expect: { any: [amt(621)] } },
  ]),
  talk('multi-turn-02', 'multi-turn', [
    { say: 'Is Wednesday Dec 9 open for the half day?', expect: { any: [day('2026-12-09')] } },
    { say: 'what about the afternoon instead?', expect: { any: [['afternoon']], bookNow: true } },
  ]),
  talk('multi-turn-03', 'multi-turn', [
    // Tuesday: 3 x 207 = 621.
    { say: 'Quote for the half day on Tuesday Dec 8, 3 people', expect: { any: [amt(621)] } },
    // One adult, two children: 207 + 2 x 155 = 517.
    { say: 'two of them are kids, 6 and 8', expect: { any: [amt(517)] } },
  ]),
  talk('multi-turn-05', 'multi-turn', [
    { say: 'Full-Day Adventure on Saturday Dec 5?', expect: { any: [BOOKED] } },
    { say: 'ok what about the next day?', expect: { any: [day('2026-12-06')], bookNow: true } },
  ]),
  talk('multi-turn-06', 'multi-turn', [
    { say: 'Tell me about the Trophy Hunter', expect: { all: ['Trophy Hunter'] } },
    // Trophy Hunter takes two anglers (its maxPeople): a party of three is told the limit.
    { say: 'how much for 3 of us on Sunday Dec 13?', expect: { all: ['Trophy Hunter takes at most 2 people per booking'] } },
  ]),
  talk('multi-turn-07', 'multi-turn', [
    { say: 'Can I book for 4 people this Saturday?' },
    // 4 x 399 = 1596.
    { say: 'the full day adventure. how much would that be?', expect: { any: [amt(1596)] } },
  ]),
  talk('multi-turn-09', 'multi-turn', [
    { say: 'Is Thursday Dec 10 free?', expect: { any: [BOOKED] } },
    { say: 'and Friday the 11th?', expect: { any: [day('2026-12-11')] } },
  ]),
  talk('multi-turn-10', 'multi-turn', [
    { say: 'What does the half day cost?', expect: { any: [amt(249)] } },
    { say: 'and on a Monday?', expect: { any: [amt(207)] } },
  ]),
  talk('multi-turn-11', 'multi-turn', [
    // Sunday: 2 x 399 = 798.
    { say: 'price for 2 adults, full day adventure, Sunday Nov 29', expect: { any: [amt(798)] } },
    // Plus a child: 798 + 299 = 1097.
    { say: 'what if we add my 11-year-old?', expect: { any: [amt(1097)] } },
  ]),
  talk('multi-turn-13', 'multi-turn', [
    { say: "What's your cancellation policy?", expect: { all: ['48 hours'] } },
    { say: 'and if the weather is bad?', expect: { any: [['full refund'], ['reschedule']] } },
  ]),
  talk('multi-turn-14', 'multi-turn', [
    { say: 'Do I need a fishing licence?', expect: { all: ['16'] } },
    { say: 'what about my 10 year old?', expect: { all: ['16'] } },
  ]),
  talk('multi-turn-15', 'multi-turn', [
    { say: 'how much is the Trophy Hunter?', expect: { any: [amt(599)] } },
    { say: "what's included with it?", expect: { any: [['landing net', 'release tools', 'lunch', 'heavy pike rods']] } },
  ]),
  talk('multi-turn-17', 'multi-turn', [
    { say: '2 adults and 2 kids aged 5 and 8, half day. how much?' },
    // Wednesday: 2 x 207 + 2 x 155 = 724.
    { say: 'Wednesday Dec 16', expect: { any: [amt(724)] } },
  ]),
  talk('multi-turn-18', 'multi-turn', [
    { say: 'Do you have space this weekend?', expect: { any: [day('2026-11-28'), day('2026-11-29')] } },
    // Either weekend day: 2 x 599 = 1198.
    { say: 'how much for 2 on the Trophy Hunter then?', expect: { any: [amt(1198)] } },
  ]),
  talk('multi-turn-19', 'multi-turn', [{ say: 'Hi there' }, { say: "what's the price for the full day", expect: { any: [amt(399)] } }]),
  talk('multi-turn-21', 'multi-turn', [
    { say: 'what time is the afternoon trip?', expect: { any: [AFTERNOON_TIMES] } },
    { say: 'is it open on Monday Dec 7?', expect: { any: [day('2026-12-07')], bookNow: true } },
  ]),
  talk('multi-turn-22', 'multi-turn', [
    // Tuesday: 4 x 207 = 828.
    { say: 'half day on Tuesday Dec 15 for 4 people', expect: { any: [amt(828)] } },
    // Friday: 4 x 249 = 996.
    { say: 'actually make it Friday Dec 18', expect: { any: [amt(996)] } },
    // Friday, 3 adults and a child: 3 x 249 + 187 = 934.
    { say: 'and one of the 4 is a 9 year old', expect: { any: [amt(934)] } },
  ]),
  talk('multi-turn-23', 'multi-turn', [
    // Saturday: 2 x 399 = 798.
    { say: 'Full day on Saturday Dec 12 for 2, total?', expect: { any: [amt(798)] } },
    { say: 'I have a referral code from a friend, how much does that take off?', expect: { any: [amt(50)] } },
  ]),
];
