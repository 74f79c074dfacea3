import { describe, expect, test } from '@jest/globals';
import { amt, day } from '../chat-eval/case-helpers';
import {
  ActionLike,
  affirms,
  allowedAmountsCents,
  AnswerLike,
  amountsIn,
  buildReport,
  CalendarDay,
  dateProblems,
  inventions,
  judgeCase,
  misses,
  World,
} from '../chat-eval/score-chat';

/**
 * The evaluation's scorer can fail: each kind of invention is caught (a wrong amount, a wrong
 * weekday, a past date, a closed date said open, an affirmed false premise, a book_now on a booked
 * slot) and each kind of miss is reported, and the held split's questions never reach the report.
 * No database: the world is written here, as the seed and the rules give it.
 */
const PACKAGES = [
  { name: 'Half-Day Adventure', price: 249, timeSlots: ['morning', 'afternoon'] },
  { name: 'Full-Day Adventure', price: 399, timeSlots: ['full-day'] },
  { name: 'Trophy Hunter', price: 599, timeSlots: ['full-day'] },
];

const calendar = new Map<string, CalendarDay>(
  [
    {
      date: '2026-11-24',
      slots: [
        { timeSlot: 'morning', status: 'booked' },
        { timeSlot: 'afternoon', status: 'available' },
      ],
    },
    {
      date: '2026-12-04',
      slots: [
        { timeSlot: 'morning', status: 'booked' },
        { timeSlot: 'afternoon', status: 'available' },
      ],
    },
    { date: '2026-12-05', slots: [{ timeSlot: 'full-day', status: 'booked' }] },
    { date: '2026-12-06', slots: [{ timeSlot: 'full-day', status: 'available' }] },
    {
      date: '2026-12-08',
      slots: [
        { timeSlot: 'morning', status: 'available' },
        { timeSlot: 'afternoon', status: 'limited' },
      ],
    },
  ].map((d) => [d.date, d]),
);

const world: World = {
  today: '2026-11-24',
  nowMinutes: 9 * 60,
  packages: PACKAGES,
  calendar,
  amountsCents: allowedAmountsCents([249, 399, 599]),
};

const answer = (message: string, suggestedActions: ActionLike[] = []): AnswerLike => ({ message, metadata: { suggestedActions } });

describe('the chat evaluation scorer', () => {
  test('the amounts the rules produce are allowed, others are invented', () => {
    // Weekday 249 x 0.83 = 207, child 155; Friday 2 adults + 1 child 249 + 249 + 187 = 685; half of 498 = 249;
    // Saturday full day for 2 less a referral: 798 - 50 = 748; half of 685 = 342.50.
    for (const dollars of [249, 207, 155, 187, 331, 248, 497, 373, 685, 724, 1596, 2396, 748, 50]) {
      expect([dollars, world.amountsCents.has(dollars * 100)]).toEqual([dollars, true]);
    }
    expect(world.amountsCents.has(34250)).toBe(true);
    for (const dollars of [189, 225, 1, 99, 350, 175]) expect([dollars, world.amountsCents.has(dollars * 100)]).toEqual([dollars, false]);
    expect(inventions(answer('The half day is $189 per person.'), world, 'packages')).toEqual([
      'amount $189 is not one the prices and rules produce',
    ]);
    expect(inventions(answer('Half-Day Adventure: $249 per person, $1,596 for 4 on the full day.'), world, 'packages')).toEqual([]);
  });

  test('amounts are read however they are written', () => {
    expect(amountsIn('$1,596 or $249.50, CA$399, 1 596 $, 249,50 $ and 50 dollars').map((a) => a.cents)).toEqual([
      159600, 24950, 39900, 159600, 24950, 5000,
    ]);
    expect(amountsIn('17% off, 12 people, 6:00-10:00 AM, 8,800 hectares')).toEqual([]);
  });

  test('a date on the wrong weekday, in the past, or said open when closed is caught', () => {
    expect(dateProblems('Thursday, December 4: open for the afternoon.', world)).toEqual([
      "'Thursday, December 4' is not that weekday (2026-12-04 is a friday)",
    ]);
    expect(dateProblems('How about Monday, November 23?', world)).toEqual(["'Monday, November 23' (2026-11-23) is in the past"]);
    expect(dateProblems('Saturday, December 5: open for the full day.', world)).toEqual([
      "'Saturday, December 5' said open, the calendar has 2026-12-05 closed",
    ]);
    expect(dateProblems('Friday, December 4: the morning is open.', world)).toEqual([
      "'Friday, December 4' morning said open, the calendar has it booked or not offered",
    ]);
    // The truth passes: a booked date said booked, an open one said open, a year-end date read into next year.
    expect(dateProblems('Saturday, December 5 is fully booked. Sunday, December 6 is open.', world)).toEqual([]);
    expect(dateProblems('Friday, December 4: afternoon open.\nFriday, January 1, 2027 too.', world)).toEqual([]);
    expect(dateProblems('vendredi 4 décembre : ouvert', world)).toEqual([]);
    expect(dateProblems('jeudi 4 décembre', world)).toHaveLength(1);
  });

  test('an affirmed false premise is caught, only in the false-premise category', () => {
    const yes = answer('Absolutely, seniors get 20% off.');
    expect(inventions(yes, world, 'false-premise')).toContain('affirms a false premise');
    expect(inventions(yes, world, 'packages')).not.toContain('affirms a false premise');
    expect(affirms('Yes, FRIEND100 gives you 100% off.')).toBe(true);
    expect(affirms('No: a friend’s referral code takes $50 off the total.')).toBe(false);
    expect(affirms('There is no seniors’ discount; Monday to Thursday trips are 17% off.')).toBe(false);
  });

  test('a book_now on a booked slot, a slot the package does not run in, a begun slot or without a date is caught', () => {
    const offer = (a: Partial<ActionLike>) => inventions(answer('Book it below.', [{ type: 'book_now', ...a }]), world, 'availability');
    expect(offer({ packageName: 'Full-Day Adventure', date: '2026-12-05', time: 'full-day' })).toEqual([
      'book_now offers 2026-12-05 full-day, booked',
    ]);
    expect(offer({ packageName: 'Half-Day Adventure', date: '2026-12-06', time: 'full-day' })).toEqual([
      'book_now offers Half-Day Adventure in the full-day, a slot it does not run in',
    ]);
    expect(offer({ packageName: 'Half-Day Adventure', date: '2026-11-24', time: 'morning' })).toEqual([
      "book_now offers today's morning, which has begun",
    ]);
    expect(offer({ packageName: 'Half-Day Adventure', time: 'morning' })).toEqual(['book_now names no date']);
    expect(offer({ packageName: 'Bass Blaster', date: '2026-12-08', time: 'morning' })).toEqual([
      "book_now names 'Bass Blaster', not a package",
    ]);
    expect(offer({ packageName: 'Half-Day Adventure', date: '2026-12-08', time: 'afternoon' })).toEqual([]);
    expect(offer({ packageName: 'Trophy Hunter', date: '2026-12-06', time: 'full-day' })).toEqual([]);
  });

  test('misses: facts, synonyms, forbidden words, actions, book_now and hand-offs', () => {
    const text = 'Friday, December 4: Half-Day Adventure for 4 is $996. Call Dale at (780) 555-0142.';
    expect(misses(answer(text), { all: ['December 4'], any: [amt(996), day('2026-12-04')] }, world)).toEqual([]);
    expect(misses(answer(text), { all: ['$1,245'], none: ['absolutely'] }, world)).toEqual(["missing '$1,245'"]);
    expect(misses(answer('Absolutely!'), { none: ['absolutely'] }, world)).toEqual(["says 'absolutely'"]);
    expect(misses(answer(text), { actions: ['call_*'], bookNow: true }, world)).toEqual(['no call_* action', 'no book_now action']);
    expect(misses(answer(text, [{ type: 'call_dale', label: 'Call' } as ActionLike]), { actions: ['call_*'] }, world)).toEqual([]);
    expect(
      misses(
        answer(text, [{ type: 'book_now', packageName: 'Half-Day Adventure', date: '2026-12-04', time: 'morning' }]),
        { bookNow: true },
        world,
      ),
    ).toEqual(['book_now not bookable: book_now offers 2026-12-04 morning, booked']);
    const handoffActions = [{ type: 'call_dale' }, { type: 'send_sms' }];
    expect(misses(answer("I'm not sure; Dale can tell you: (780) 555-0142.", handoffActions), { handoff: true }, world)).toEqual([]);
    expect(misses(answer('Half-Day Adventure $249, Full-Day Adventure $399.', handoffActions), { handoff: true }, world)).toEqual([
      'hand-off states prices',
      'hand-off lists the packages',
    ]);
    expect(misses(answer('Ask Dale.'), { handoff: true }, world)).toEqual([
      'hand-off without a call_* action',
      'hand-off without a send_sms action',
    ]);
  });

  test('a case passes only when every scored turn passes; the report never shows held questions or answers', () => {
    const c = {
      id: 'x-1',
      category: 'quote' as const,
      turns: [{ say: 'SECRET QUESTION hello' }, { say: 'SECRET QUESTION price', expect: { any: [amt(249)] } }],
    };
    const held = judgeCase(c, 'held', [answer('SECRET ANSWER hi'), answer('SECRET ANSWER $189')], world);
    expect(held.correct).toBe(false);
    expect(held.turns[0]!.scored).toBe(false);
    expect(held.turns[1]!.inventions).toEqual(['amount $189 is not one the prices and rules produce']);
    const tune = judgeCase({ ...c, id: 'x-2' }, 'tune', [answer('hi'), answer('$249')], world);
    expect(tune.correct).toBe(true);
    const report = buildReport([held, tune]);
    expect(report.text).not.toContain('SECRET');
    expect([report.held, report.tune, report.whole, report.invented]).toEqual([
      { correct: 0, total: 1 },
      { correct: 1, total: 1 },
      { correct: 1, total: 2 },
      1,
    ]);
  });
});
