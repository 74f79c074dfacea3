import { EvalCase } from '../eval-case';
import { AFFIRM, AFTERNOON_TIMES, amt, ask, day, FULL_DAY_END, MORNING_TIMES, PHONE, talk } from '../case-helpers';
import { EMAIL, FULL_REFUND, GUARDIAN, HALF, INCLUDED, LICENCE, MANAGE, NO_REFUND, REFUND_DAYS, WAIVER_PAGE } from './seventh-round-words';
import { TUNE_SEVENTH_ROUND_CONTINUED } from './seventh-round-continued';

/**
 * Seventh tuning round: people who have booked or are about to (after the confirmation email and
 * the manage page): moving, resizing, renaming and cancelling a trip, late arrival and no-shows,
 * weather on the day, reminders, waivers for a group and its children, the day's packing list and
 * meeting time, payment trouble; long polite emails with several questions, typos, conversations
 * that give the details one at a time, and packages named by description ('the one with lunch').
 *
 * The run: Tuesday 2026-11-24, 09:00 on the lake. Weekdays (Mon-Fri) run the Half-Day Adventure
 * (morning 6-10 AM, afternoon 1-5 PM); weekends the full-day slot (Full-Day Adventure, Trophy
 * Hunter, 6 AM-2 PM). Booked: Wed Nov 25 afternoon, Fri Dec 4 morning, Sat Dec 5 full day,
 * Thu Dec 10 morning and afternoon.
 * Prices: Half-Day 249 (Mon-Thu 249 x 0.83 = 206.67 -> 207; child Fri 249 x 0.75 = 186.75 -> 187,
 * child Mon-Thu 207 x 0.75 = 155.25 -> 155); Full-Day 399 (child 399 x 0.75 = 299.25 -> 299);
 * Trophy Hunter 599 (child 599 x 0.75 = 449.25 -> 449).
 */

export const TUNE_SEVENTH_ROUND: readonly EvalCase[] = [
  // ---------------------------------------------------------------- manage
  // Sat Dec 12 is 18 days away: moved online, a weekend day to a weekend day at the same price.
  ask(
    'manage-x01',
    'manage',
    'Got the confirmation email for our Full-Day Adventure on Saturday Dec 12. Could I push it to Sunday Dec 13 myself or does Dale have to do it?',
    { any: [MANAGE] },
  ),
  // Thu Nov 26 06:00 is 45 hours after Tue 09:00: inside 48 hours, so not online any more.
  ask('manage-x02', 'manage', 'Our half day is this Thursday morning. Can I still move it to next week through the website?', {
    all: [PHONE],
    any: [['48']],
  }),
  ask(
    'manage-x03',
    'manage',
    "We're booked on the morning half day Friday Dec 11 but would rather go out in the afternoon that same day. Can I change that from the link?",
    { any: [MANAGE] },
  ),
  ask('manage-x04', 'manage', 'I booked under my name but my brother is going instead of me. How do I change the name on the booking?', {
    any: [[PHONE, EMAIL]],
  }),
  ask('manage-x05', 'manage', 'We have 3 booked on the full day Sunday Dec 13 and two more friends want in. How do I add them?', {
    all: [PHONE],
  }),
  ask('manage-x06', 'manage', 'Could I upgrade my Full-Day Adventure booking to the Trophy Hunter on the same Saturday?', {
    all: [PHONE],
  }),
  ask('manage-x07', 'manage', 'I accidentally deleted the email with my booking link, can you send it again?', {
    any: [[PHONE, EMAIL]],
  }),
  // The full-day slot runs on weekends only: a Wednesday has no full day to move to.
  ask('manage-x08', 'manage', 'I want to move my full day trip from Saturday Dec 19 to Wednesday Dec 16. Possible?', {
    any: [
      [
        'weekend',
        'not offered',
        "doesn't run",
        'does not run',
        'only runs',
        'Saturdays and Sundays',
        'Half-Day',
        'half day',
        'not available',
        'no full day',
        'no full-day',
      ],
    ],
  }),
  // Fri Dec 18, 2 x 249 = 498; Tue Dec 15, 2 x 207 = 414; the difference 84 goes back.
  ask(
    'manage-x09',
    'manage',
    'I paid $498 for 2 people on the Friday Dec 18 morning half day. If I move it to Tuesday Dec 15 morning, do I get the difference back and how much?',
    { any: [amt(84)] },
  ),
  // Sun Dec 6 06:00 less 48 hours: Friday Dec 4, 06:00.
  ask('manage-x11', 'manage', 'Our trip is Sunday Dec 6. Up to when can I still reschedule it online myself?', {
    any: [[...day('2026-12-04'), 'Friday'], ['48']],
  }),
  // Fri Dec 18, 3 x 249 = 747; Thu Dec 17, 3 x 207 = 621; the difference 126 goes back.
  ask(
    'manage-x12',
    'manage',
    'Hello Dale, thank you for the confirmation email, everything looks good. We are 3 people booked on the Half-Day Adventure on Friday Dec 18 in the morning and paid $747. Would it be possible to move us to Thursday Dec 17, same morning time, and would the new date cost less? Kind regards, Margaret',
    { any: [MANAGE, amt(126)] },
  ),

  // ---------------------------------------------------------------- multi-turn
  talk('multi-turn-x01', 'multi-turn', [
    { say: 'I need to cancel my booking' },
    { say: 'It is the Full-Day Adventure on Sunday Dec 13' },
    // 19 days ahead: everything back, 2 x 399 = 798.
    { say: 'we paid $798 for the two of us, how much comes back?', expect: { any: [amt(798), FULL_REFUND] } },
  ]),
  talk('multi-turn-x02', 'multi-turn', [
    { say: 'hi, I have a question about a refund' },
    { say: 'our trip is the half day this Thursday, the morning one' },
    // Thu Nov 26 06:00 is 45 hours away: 50%, half of 414 = 207.
    { say: 'I paid 414 and want to cancel now', expect: { any: [amt(207), HALF] } },
  ]),
  talk('multi-turn-x03', 'multi-turn', [
    { say: 'How much is the pike trip?', expect: { any: [amt(599)] } },
    { say: "it'd be me and my son, he's 11" },
    // Sunday: 599 + child 449 = 1048.
    { say: 'on Sunday Dec 20', expect: { any: [amt(1048)] } },
  ]),
  talk('multi-turn-x05', 'multi-turn', [
    { say: 'I want to change the date of my trip' },
    // Sun Dec 6 is 12 days away and Sat Dec 12 is open: a move online.
    { say: "It's the full day on Sunday Dec 6, I'd like Saturday Dec 12 instead", expect: { any: [MANAGE] } },
  ]),
  talk('multi-turn-x07', 'multi-turn', [
    { say: 'My wife and I are booked on the Trophy Hunter for Sunday Dec 20' },
    { say: 'What time should we be at the lake, and what do we need to bring?', expect: { any: [MORNING_TIMES, LICENCE] } },
  ]),
  talk('multi-turn-x08', 'multi-turn', [
    { say: 'We have the afternoon trip tomorrow' },
    { say: 'Traffic out of Edmonton might make us half an hour late, what should we do?', expect: { all: [PHONE] } },
  ]),
  talk('multi-turn-x09', 'multi-turn', [
    { say: 'Question about cancelling' },
    { say: 'Half day, Friday Dec 11 afternoon, 2 adults and 2 kids aged 7 and 9' },
    // Friday: 2 x 249 + 2 x 187 = 872. Fri 13:00 less Wed 19:00 = 42 hours: 50%, 436.
    { say: 'if I cancel on Wednesday Dec 9 at 7 pm, what do I get back?', expect: { any: [amt(436)] } },
  ]),
  talk('multi-turn-x10', 'multi-turn', [
    { say: 'My friend gave me her referral code', expect: { any: [amt(50)] } },
    // Saturday: 2 x 399 = 798, less 50 = 748.
    { say: 'We want the full day on Saturday Dec 12 for 2 people, what would we pay?', expect: { any: [amt(748)] } },
  ]),
  talk('multi-turn-x11', 'multi-turn', [
    { say: "What's the difference between the full day and the trophy one?", expect: { all: ['Trophy'], any: [['pike']] } },
    { say: 'and which of them has lunch?', expect: { all: ['Full-Day', 'Trophy'], any: [['lunch']] } },
  ]),
  talk('multi-turn-x12', 'multi-turn', [
    { say: 'Our trip is Saturday Dec 12' },
    {
      say: 'The forecast says 60 km/h winds that day. What happens if it is not safe?',
      expect: { any: [['refund'], ['reschedule', 'new date', 'another date']] },
    },
  ]),
  talk('multi-turn-x13', 'multi-turn', [
    { say: "We're booked for the Friday Dec 11 afternoon half day" },
    { say: 'If we just cannot make it on the day and don’t show up, do we get anything back?', expect: { any: [NO_REFUND] } },
  ]),

  // ---------------------------------------------------------------- policy
  // Sat Dec 12 06:00 less Thu Dec 10 12:00 = 42 hours: 50% of 1198 (2 x 599) = 599.
  ask(
    'policy-x01',
    'policy',
    'I booked the Trophy Hunter for 2 on Saturday Dec 12 and paid $1,198. If I cancel on Thursday Dec 10 at noon, how much do I get back?',
    { any: [amt(599), HALF] },
  ),
  // Thu Nov 26 13:00 less Tue Nov 24 09:00 = 52 hours: all of 414 (2 x 207).
  ask('policy-x02', 'policy', 'We paid $414 for two on the Thursday Nov 26 afternoon half day. If I cancel right now, what is refunded?', {
    any: [amt(414), FULL_REFUND],
    none: ['$207'],
  }),
  // Sat Nov 28 06:00 less Fri Nov 27 08:00 = 22 hours: nothing back.
  ask('policy-x03', 'policy', 'Our full day is this Saturday. If I cancel on Friday at 8 in the morning do I get anything back?', {
    any: [NO_REFUND],
  }),
  // 72 hours ahead: all of 1596 (4 x 399).
  ask('policy-x04', 'policy', 'Cancelling 3 days before our trip, we paid $1,596. Is that a full refund?', {
    any: [amt(1596), FULL_REFUND],
  }),
  // Exactly 48 hours is '48 hours or more': all of 996 (4 x 249).
  ask('policy-x05', 'policy', 'If I cancel exactly 48 hours before the trip, how much of my $996 comes back?', {
    any: [amt(996), FULL_REFUND],
    none: ['$498'],
  }),
  ask('policy-x06', 'policy', 'If my group never makes it to the lake on the day, is any of the money returned?', { any: [NO_REFUND] }),
  ask('policy-x07', 'policy', 'I cancelled last night. How long until the refund is back on my Visa?', { any: [REFUND_DAYS] }),
  // 25 hours ahead: 50% of 249 = 124.50.
  ask('policy-x08', 'policy', 'I am cancelling 25 hours before my trip. I paid $249 for one person. What is my refund?', {
    any: [['124.50', '124,50']],
  }),
  ask('policy-x10', 'policy', 'With 47 hours to go before my trip, do I still get the full amount if I cancel?', {
    any: [HALF],
    none: AFFIRM,
  }),
  ask('policy-x11', 'policy', 'Will you remind me before the trip or should I set an alarm?', {
    any: [['24 hours'], ['SMS', 'text']],
  }),

  // ---------------------------------------------------------------- included
  ask('included-x01', 'included', 'We booked the one with lunch. Do we still need to pack food?', { any: [['lunch']] }),
  ask('included-x02', 'included', 'Morning trip booked for Dec 1. Do I need to bring my own tackle box?', { any: [INCLUDED] }),
  ask('included-x03', 'included', 'Should I buy life jackets for my kids (5 and 7) before the trip?', {
    any: [
      ['life jacket', 'lifejacket'],
      ['every size', 'all sizes', 'kids', 'children', 'provide', 'on the boat'],
    ],
  }),
  ask('included-x04', 'included', "What's on the packing list for our trip Saturday?", {
    any: [LICENCE, ['layers', 'rain jacket', 'sunscreen']],
  }),
  ask('included-x05', 'included', 'Are drinks provided on the half day or do we bring our own?', { any: [['water', 'snacks']] }),
  ask('included-x06', 'included', 'Half day booked - can we take our perch home cleaned?', { any: [['cleaned', 'clean']] }),
  ask('included-x07', 'included', 'Is bait included or should I stop at a tackle shop on the way out?', {
    any: [['bait'], INCLUDED],
  }),
  ask('included-x08', 'included', 'Does the Trophy Hunter come with heavier rods or do I bring my own pike gear?', {
    any: [['heavy', 'large-bait', 'large bait']],
  }),
  ask('included-x09', 'included', 'Are rubber boots okay or what kind of shoes do you recommend for the boat?', {
    any: [['soft-soled', 'soft soled']],
  }),
  ask('included-x10', 'included', 'Does my fishing licence need to be printed or is having it on my phone fine?', {
    any: [['on your phone', 'phone is fine', 'on a phone', 'digital', 'electronic']],
  }),

  // ---------------------------------------------------------------- details
  ask('details-x01', 'details', 'How long is the one with lunch?', { any: [['8 hours', 'eight hours', '8-hour']] }),
  // The answer says which trip 'the pike one' is (by name or as the pike trip), then its window.
  ask('details-x02', 'details', 'The pike one, what time does it start and finish?', {
    any: [['Trophy', 'pike trip', 'pike one', 'pike package', 'big pike'], MORNING_TIMES, FULL_DAY_END],
  }),
  ask('details-x03', 'details', "What's the cheapest trip you do, and what do you get with it?", {
    all: ['Half-Day'],
    any: [amt(249)],
  }),
  // Four hours, said as a length or as the 6-10 AM window.
  ask('details-x04', 'details', 'The morning trip, how many hours are we actually out on the water?', {
    any: [
      [
        '4 hours',
        'four hours',
        '4-hour',
        '6:00-10:00',
        '6:00–10:00',
        '6:00 to 10:00',
        '6-10',
        '6–10',
        '6 to 10',
        '6 AM to 10 AM',
        '6 AM-10 AM',
        '6 a.m. to 10 a.m.',
      ],
    ],
  }),
  ask('details-x05', 'details', 'Can you compare the full day and the trophy hunter for me?', {
    any: [amt(399), amt(599), ['pike']],
  }),
  ask('details-x06', 'details', 'Is the afternoon trip the same as the morning one, just later in the day?', {
    any: [AFTERNOON_TIMES, ['Half-Day', 'half day', 'same trip', 'same package', 'same price', '4 hours', 'four hours']],
  }),
  ask('details-x07', 'details', 'Which trip is best if walleye is what I am after?', { any: [['Full-Day']] }),
  ask('details-x08', 'details', 'On the big pike package, is it just me and the guide, or how many people per boat?', {
    any: [['two anglers', '2 anglers', 'two people', '2 people', 'two per guide', '2 per guide']],
  }),
  ask('details-x10', 'details', 'Which package would you recommend for a family with young kids who have never fished?', {
    any: [['Half-Day']],
  }),
  ask('details-x12', 'details', 'Is it the $399 trip or the $599 trip that lasts 8 hours?', {
    all: ['Full-Day', 'Trophy'],
    any: [['8 hours', 'eight hours', '8-hour']],
  }),
  // The confirmation promises the guide's call within 24 hours with the meeting point: no address is invented.
  ask('details-x13', 'details', "Where exactly do we meet Dale on the day? The email didn't give an address.", {
    any: [['24 hours', PHONE]],
  }),

  // ---------------------------------------------------------------- waiver
  ask('waiver-x01', 'waiver', 'We booked for 4. Does one waiver cover all of us?', {
    any: [['each', 'own', 'everyone', 'every person', 'every participant']],
  }),
  ask('waiver-x02', 'waiver', 'My kids are 9 and 13. Who signs their waivers?', { any: [GUARDIAN] }),
  // Under 18 signs with a parent or guardian, though a licence starts at 16.
  ask('waiver-x03', 'waiver', 'My 17 year old is coming with us, can she sign the waiver by herself?', { any: [GUARDIAN] }),
  ask('waiver-x04', 'waiver', 'Can we just sign the waivers when we get to the dock?', { any: [WAIVER_PAGE] }),
  ask('waiver-x05', 'waiver', 'The waiver form asks for a booking reference, where do I find that?', { any: [['confirmation']] }),
  ask('waiver-x06', 'waiver', 'Do I have to put my bee sting allergy on the waiver?', {
    any: [['optional', 'not required', "don't have to", 'do not have to', 'tell the guide', 'let the guide', 'tell Dale', 'let Dale']],
  }),
  ask('waiver-x07', 'waiver', 'Who do I put as emergency contact? My husband is on the trip with me.', {
    any: [
      ['not on the trip', 'not coming', "isn't on", 'is not on', 'someone else', 'not on the boat', 'on shore', 'ashore', 'stays home'],
    ],
  }),
  ask('waiver-x08', 'waiver', 'I already signed my waiver but spelled my last name wrong. What do I do?', {
    any: [[PHONE, EMAIL, 'sign again', 'new waiver', 'another waiver']],
  }),
  ask('waiver-x09', 'waiver', 'How can I check whether everybody in my group has signed their waiver?', { any: [MANAGE] }),
  ask('waiver-x10', 'waiver', 'How do I actually sign it online, is there a signature pad or do I type my name?', {
    any: [['type', 'typing', 'typed']],
  }),
  ...TUNE_SEVENTH_ROUND_CONTINUED,
];
