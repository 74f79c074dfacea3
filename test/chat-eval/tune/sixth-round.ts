import { EvalCase } from '../eval-case';
import { EMAIL, MANAGE, WAITLIST, TEXT_MSG, FULL_REFUND, LICENCE, FULL_DAY_SLOT, OPEN } from './sixth-round-words';
import {
  PAYMENT,
  CONTACT,
  REFERRAL,
  REGULATIONS,
  FRENCH,
  OUT_OF_SCOPE,
  FALSE_PREMISE,
  PACKAGES,
  AVAILABILITY,
  QUOTE,
  POLICY,
  WAIVER,
  PARTY,
  WEATHER,
  LAKE,
  TYPOS,
  SLANG,
  SEVERAL_QUESTIONS,
  OTHER_LANGUAGE,
  GREETING,
  INJECTION,
} from './sixth-round-continued';
import { AFTERNOON_TIMES, amt, ask, BOOKED, day, FULL_DAY_END, MORNING_TIMES, PHONE, talk } from '../case-helpers';

/**
 * Sixth round: a visitor typing on a phone in the chat bubble. Very short messages, fragments without
 * verbs, abbreviations, autocorrect slips, all lowercase, emoji; conversations of 3 or 4 turns that
 * change one thing at a time, switch topic and come back, or point at an earlier answer ("the first
 * one", "that date", "the cheaper one"); casual Canadian French.
 *
 * The calendar on Tuesday 2026-11-24, 09:00: Monday to Friday morning (6-10 AM) and afternoon (1-5 PM),
 * weekends the full day only (6 AM-2 PM); today's morning has begun. Booked before the run: Wed 11-25
 * afternoon, Fri 12-04 morning, Sat 12-05 full day, Thu 12-10 morning and afternoon.
 * Prices per person: Half-Day 249, Monday to Thursday 207 (249 x 0.83 = 206.67), child 187 on a Friday
 * (249 x 0.75 = 186.75) and 155 Monday to Thursday (207 x 0.75 = 155.25); Full-Day 399, child 299
 * (399 x 0.75 = 299.25); Trophy Hunter 599, child 449 (599 x 0.75 = 449.25). The full-day packages
 * run on weekends only, so they are never discounted.
 */

/** Words only a French answer has: the answer must be in French. */

const DETAILS: readonly EvalCase[] = [
  ask('details-w01', 'details', 'half day how long?', { any: [['4 hours', 'four hours', '4-hour', '4 hrs']] }),
  ask('details-w02', 'details', 'full day wat time we done', { any: [FULL_DAY_END] }),
  ask('details-w03', 'details', 'trophy hunter how many ppl per guide', {
    any: [['two anglers', '2 anglers', 'two per guide', '2 per guide', 'two people per guide', '2 people per guide']],
  }),
  ask('details-w05', 'details', 'trophy = catch n release?', { any: [['catch-and-release', 'catch and release', 'release']] }),
  ask('details-w06', 'details', 'pm half day starts wen', { any: [AFTERNOON_TIMES] }),
  ask('details-w07', 'details', 'do u take pics on the full day 📸', { any: [['photo']] }),
  ask('details-w08', 'details', 'whats the diff between full day n trophy', {
    all: ['Trophy Hunter'],
    any: [['pike'], ['walleye', 'release', 'two anglers', '2 anglers', 'large-bait', 'heavy', ...amt(399), ...amt(599)]],
  }),
  ask('details-w09', 'details', 'half day - fish cleaned?', {
    any: [
      ['cleaned', 'clean'],
      ['request', 'ask'],
    ],
  }),
  ask('details-w10', 'details', 'trophy hunter hrs?', { any: [['8 hours', 'eight hours', '8-hour', '8 hrs']] }),
  ask('details-w11', 'details', 'so full day is 6 to 2?', { any: [MORNING_TIMES, FULL_DAY_END] }),
  ask('details-w12', 'details', 'hall day good 4 beginners', {
    any: [['Half-Day Adventure'], ['famil', 'first trip', 'newer anglers', 'beginner', 'first-timer', 'first timer']],
  }),
];

// The manage link in the confirmation email moves a trip online until 48 hours before, or cancels it
// by the refund policy; later than that, or for a change of package or party, the guide is called.
const MANAGE_CASES: readonly EvalCase[] = [
  ask('manage-w01', 'manage', 'need 2 cxl my booking', { any: [MANAGE] }),
  // Saturday 2026-11-28 06:00 is about 93 hours after Tuesday 09:00: more than 48.
  ask('manage-w03', 'manage', 'booked this sat, its tues now. can i still move it myself?', { any: [MANAGE] }),
  // Tomorrow morning is under 48 hours away: no longer online.
  ask('manage-w04', 'manage', 'trip is tmrw morning, need to move it 😬', { all: [PHONE] }),
  ask('manage-w05', 'manage', 'lost my confirmation email 🙃 how do i manage my booking', { any: [[PHONE, EMAIL]] }),
  ask('manage-w06', 'manage', 'if i cancel thru the link 5 days out do i lose anything', { any: [FULL_REFUND] }),
  ask('manage-w07', 'manage', 'switch my booking from half day to trophy hunter?', { all: [PHONE] }),
  ask('manage-w08', 'manage', 'my bro wants to join, can i add him to my booking', { all: [PHONE] }),
  ask('manage-w09', 'manage', "where's the manage link", { any: [['confirmation', 'email']] }),
  talk('manage-w10', 'manage', [
    { say: 'i booked fri dec 11 morning' },
    // Friday 2026-12-11 afternoon is open and more than 48 hours away.
    { say: 'can i move it to the afternoon same day', expect: { any: [[...MANAGE, PHONE]] } },
  ]),
  ask('manage-w11', 'manage', 'can i move my trip to dec 5', { any: [[...BOOKED, ...WAITLIST]] }),
  ask('manage-w12', 'manage', 'do i need an account to manage my booking', { any: [MANAGE] }),
];

const MULTI_TURN: readonly EvalCase[] = [
  talk('multi-turn-w01', 'multi-turn', [
    // Friday: 2 x 249 = 498.
    { say: 'half day fri dec 11 for 2?', expect: { any: [amt(498)] } },
    // Friday: 3 x 249 = 747.
    { say: 'make it 3', expect: { any: [amt(747)] } },
    // Thursday: 3 x 207 = 621.
    { say: 'actually thu dec 17', expect: { any: [amt(621)] } },
    { say: 'ok book it', expect: { bookNow: true } },
  ]),
  talk('multi-turn-w02', 'multi-turn', [
    { say: 'is sat dec 12 open', expect: { any: [day('2026-12-12')] } },
    { say: 'whats ur refund policy', expect: { any: [['48 hours', '48 h', '48-hour', '48h']] } },
    { say: 'ok back to saturday, is it open?', expect: { any: [day('2026-12-12'), OPEN] } },
  ]),
  talk('multi-turn-w03', 'multi-turn', [
    { say: 'full day vs trophy $?', expect: { any: [amt(399), amt(599)] } },
    // The cheaper one is the Full-Day Adventure; Sunday: 4 x 399 = 1596.
    { say: 'the cheaper one, sun dec 13 for 4', expect: { any: [amt(1596)] } },
  ]),
  talk('multi-turn-w04', 'multi-turn', [
    { say: 'avail dec 10?', expect: { any: [BOOKED] } },
    { say: 'the next day then', expect: { any: [day('2026-12-11')] } },
    // Friday: 2 x 249 = 498.
    { say: 'morning, 2 ppl, how much', expect: { any: [amt(498)] } },
  ]),
  talk('multi-turn-w05', 'multi-turn', [
    // Monday: 207 + 2 x 155 = 517.
    { say: 'half day for me + 2 kids (7, 10) on mon dec 14', expect: { any: [amt(517)] } },
    { say: 'wait do the kids need a licence', expect: { all: ['16'] } },
    // Friday: 249 + 2 x 187 = 623.
    { say: 'ok back to the price, what if its fri dec 18 instead', expect: { any: [amt(623)] } },
  ]),
  talk('multi-turn-w06', 'multi-turn', [
    { say: 'what dates r open this wknd', expect: { any: [[...day('2026-11-28'), ...day('2026-11-29')]] } },
    // The first one is Saturday 2026-11-28: 2 x 399 = 798.
    { say: 'the first one, full day, 2 adults', expect: { any: [amt(798)] } },
  ]),
  talk('multi-turn-w07', 'multi-turn', [
    { say: 'sat dec 5 full day for 4?', expect: { any: [BOOKED] } },
    { say: 'whats the closest open weekend day after that', expect: { any: [day('2026-12-06')] } },
    // Sunday 2026-12-06: 4 x 399 = 1596.
    { say: 'that date, how much for the 4 of us', expect: { any: [amt(1596)] } },
  ]),
  talk('multi-turn-w08', 'multi-turn', [
    { say: 'how much half day', expect: { any: [[...amt(249), ...amt(207)]] } },
    // Wednesday: 5 x 207 = 1035.
    { say: 'for 5 ppl on wed dec 9', expect: { any: [amt(1035)] } },
    // Wednesday, 3 adults and 2 children: 3 x 207 + 2 x 155 = 621 + 310 = 931.
    { say: 'and if 2 of them r kids under 12', expect: { any: [amt(931)] } },
    { say: 'ok lets book the morning', expect: { bookNow: true } },
  ]),
  talk('multi-turn-w09', 'multi-turn', [
    // Sunday: 2 x 599 = 1198.
    { say: 'trophy hunter sun dec 20 for 2', expect: { any: [amt(1198)] } },
    { say: 'do u provide rods for big pike', expect: { any: [['rod', 'tackle']] } },
    // Trophy Hunter takes two anglers (its maxPeople): a third person is told the limit.
    { say: 'cool. add 1 more person to that quote', expect: { all: ['Trophy Hunter takes at most 2 people per booking'] } },
  ]),
  talk('multi-turn-w10', 'multi-turn', [
    { say: 'r u open christmas eve', expect: { any: [day('2026-12-24')] } },
    // Thursday 2026-12-24: 3 x 207 = 621.
    { say: 'half day afternoon, 3 adults, price?', expect: { any: [amt(621)] } },
    // Boxing Day 2026-12-26 is a Saturday: the full day only, no half day (said either way).
    {
      say: 'and boxing day?',
      expect: {
        any: [
          [...day('2026-12-26'), 'Saturday'],
          [...FULL_DAY_SLOT, 'not offered', 'not run', "doesn't run", 'does not run', 'no half day', 'weekdays only', 'weekends only'],
        ],
      },
    },
  ]),
  talk('multi-turn-w11', 'multi-turn', [
    // Saturday: 2 x 399 = 798.
    { say: '2 adults full day sat nov 28', expect: { any: [amt(798)] } },
    { say: 'whats included', expect: { any: [['lunch']] } },
    { say: 'ok back to the booking - can i book that?', expect: { bookNow: true } },
  ]),
  talk('multi-turn-w12', 'multi-turn', [
    { say: 'hey 👋' },
    // Saturday: 2 x 599 = 1198.
    { say: 'price 4 2 on the trophy sat dec 19', expect: { any: [amt(1198)] } },
    // 1198 - 50 = 1148.
    { say: 'we have a referral code', expect: { any: [amt(1148)] } },
  ]),
];

// A booked slot shows 'Join the waitlist' in the booking form; a freed place is held for the next
// person for a while, and they are told by text and email.
const WAITLIST_CASES: readonly EvalCase[] = [
  ask('waitlist-w01', 'waitlist', 'dec 5 full?? waitlist?', { any: [WAITLIST] }),
  ask('waitlist-w02', 'waitlist', 'how do i get on the waitlist', { any: [['booking form', 'Join the waitlist', 'join the wait']] }),
  ask('waitlist-w03', 'waitlist', 'if a spot opens how do u tell me', { any: [TEXT_MSG, ['email']] }),
  ask('waitlist-w04', 'waitlist', 'how long is a freed spot held 4 me', {
    any: [['held', 'hold', 'a while', 'limited time', 'next person', 'hours']],
  }),
  talk('waitlist-w05', 'waitlist', [
    { say: 'thu dec 10 morning avail?', expect: { any: [BOOKED] } },
    { say: 'put me on the list then', expect: { any: [WAITLIST] } },
  ]),
  // Tomorrow is Wednesday 2026-11-25, whose afternoon is booked.
  ask('waitlist-w06', 'waitlist', 'tmrw afternoon open? if not can i wait for a cancel', { any: [BOOKED, WAITLIST] }),
  // Friday 2026-12-04: the morning is booked, the afternoon open.
  ask('waitlist-w07', 'waitlist', 'fri dec 4 morning booked? waitlist or take the afternoon?', {
    any: [['afternoon'], [...WAITLIST, ...OPEN]],
  }),
  ask('waitlist-w08', 'waitlist', 'am i guaranteed a spot if i join the waitlist', {
    any: [
      [
        'not guaranteed',
        'no guarantee',
        "isn't guaranteed",
        "can't guarantee",
        'cannot guarantee',
        'if a place',
        'if a spot',
        'when a place',
        'when a spot',
        'if someone cancels',
        'next person',
        'first come',
      ],
    ],
  }),
  // Saturday 2026-11-28 is open: nothing to wait for, it can be booked.
  ask('waitlist-w09', 'waitlist', 'waitlist for sat nov 28 pls', { any: [[...day('2026-11-28'), 'Saturday'], OPEN] }),
  talk('waitlist-w10', 'waitlist', [
    { say: 'dec 10 afternoon?', expect: { any: [BOOKED] } },
    { say: 'ok waitlist me. how will i hear', expect: { any: [TEXT_MSG, ['email']] } },
  ]),
];

// Rods, reels, tackle, bait and life jackets in every size on every trip; the full day and the Trophy
// Hunter add a shore lunch and drinks. Bring a licence, layers, rain jacket, hat, sunglasses,
// sunscreen, water, snacks, a camera, soft-soled shoes.
const INCLUDED: readonly EvalCase[] = [
  ask('included-w01', 'included', 'rods incl?', { any: [['rods', 'rod', 'reels']] }),
  ask('included-w03', 'included', 'life jacket for my 4yo?', { any: [['life jacket', 'life-jacket', 'lifejacket', 'PFD']] }),
  ask('included-w02', 'included', 'need my own tackle?', {
    any: [['included', 'no gear', 'on the boat', 'provide', 'supplied', "don't need", 'do not need', 'no need']],
  }),
  ask('included-w04', 'included', 'what 2 bring', {
    any: [LICENCE, ['sunscreen', 'rain jacket', 'layers', 'hat', 'sunglasses', 'snacks', 'water']],
  }),
  ask('included-w05', 'included', 'food on trophy hunter?', { any: [['lunch']] }),
  ask('included-w06', 'included', 'snacks on the half day or bring my own', {
    any: [
      ['snacks', 'water'],
      ['bring', 'pack'],
    ],
  }),
  ask('included-w08', 'included', 'drinks w the full day?', { any: [['drinks']] }),
  ask('included-w09', 'included', 'do u supply rain gear', { any: [['rain jacket', 'rain gear', 'rain coat', 'raincoat']] }),
  ask('included-w10', 'included', 'does the $249 cover my fishing licence', {
    any: [LICENCE],
    none: ['licence is included', 'license is included'],
  }),
  talk('included-w11', 'included', [
    { say: 'full day comes w lunch right', expect: { any: [['lunch']] } },
    {
      say: 'and the half day?',
      expect: {
        any: [
          [
            'snacks',
            'bring',
            'not included',
            'no lunch',
            'without lunch',
            "doesn't include",
            'does not include',
            "isn't included",
            'is not included',
            "doesn't come with",
            'does not come with',
            'only the full',
            'only on the full',
          ],
        ],
      },
    },
  ]),
];

export const TUNE_SIXTH_ROUND: readonly EvalCase[] = [
  ...DETAILS,
  ...MANAGE_CASES,
  ...MULTI_TURN,
  ...WAITLIST_CASES,
  ...INCLUDED,
  ...PAYMENT,
  ...CONTACT,
  ...REFERRAL,
  ...REGULATIONS,
  ...FRENCH,
  ...OUT_OF_SCOPE,
  ...FALSE_PREMISE,
  ...PACKAGES,
  ...AVAILABILITY,
  ...QUOTE,
  ...POLICY,
  ...WAIVER,
  ...PARTY,
  ...WEATHER,
  ...LAKE,
  ...TYPOS,
  ...SLANG,
  ...SEVERAL_QUESTIONS,
  ...OTHER_LANGUAGE,
  ...GREETING,
  ...INJECTION,
];
