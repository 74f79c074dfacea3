import { EvalCase } from '../eval-case';
import { AFTERNOON_END, AFTERNOON_TIMES, amt, ask, BOOKED, day, FULL_DAY_END, HANDOFF, MORNING_TIMES, PHONE, talk } from '../case-helpers';
import {
  EMAIL,
  FR,
  FULL_REFUND,
  GUARDIAN,
  HALF_REFUND,
  HOURS_48,
  LICENCE,
  LUNCH_INCLUDED,
  MANAGE,
  NO_REFUND,
  REFUND_DAYS,
  WAIVER_PAGE,
} from './fifth-round-words';
import { TUNE_FIFTH_ROUND_CONTINUED } from './fifth-round-continued';

/**
 * The fifth tuning round: new wordings written by a tester who has not seen the assistant's code,
 * the way visitors type into a small operator's chat widget (stories, typos, nicknames for the
 * packages, indirect and yes/no questions, follow-ups that lean on the turn before, Canadian French).
 *
 * Facts used (docs/product/pricing.md and the seeded packages); prices per person:
 * - Half-Day Adventure 249, 4 h, morning 6-10 AM or afternoon 1-5 PM. Mon-Thu 207 (249 x 0.83 = 206.67);
 *   child 187 (249 x 0.75 = 186.75); Mon-Thu child 155 (207 x 0.75 = 155.25).
 * - Full-Day Adventure 399, 8 h, 6 AM-2 PM; child 299 (399 x 0.75 = 299.25).
 * - Trophy Hunter 599, 8 h, 6 AM-2 PM, two anglers per guide; child 449 (599 x 0.75 = 449.25).
 * - The calendar: weekdays morning and afternoon, weekends the full day. Pre-booked in the run:
 *   Wed 2026-11-25 afternoon, Fri 2026-12-04 morning, Sat 2026-12-05 full day, Thu 2026-12-10 both.
 * - Today is Tuesday 2026-11-24, 09:00. 2026-12-01 is a Tuesday.
 */

export const TUNE_FIFTH_ROUND: readonly EvalCase[] = [
  // ---------------------------------------------------------------- contact
  ask('contact-v01', 'contact', "hi is there a number where i can talk to an actual person? i'm not great with websites", {
    all: [PHONE],
    actions: ['call_*'],
  }),
  ask('contact-v02', 'contact', "Who would be taking us out if we book? My wife wants to know who we'd be on the water with.", {
    all: ['Dale'],
  }),
  ask('contact-v03', 'contact', "I'd rather send everything over email, what address should I use?", { all: [EMAIL] }),
  ask('contact-v04', 'contact', 'can i txt dale instead of calling, i work nights', { all: [PHONE], actions: ['send_sms'] }),
  ask('contact-v05', 'contact', 'How many years has your guide been doing this professionally on Wabamun?', {
    any: [['2014', '10+', '10 years', 'ten years']],
  }),
  ask('contact-v06', 'contact', "what's Dale's last name? I want to look him up before we book", { all: ['Kowalchuk'] }),
  ask(
    'contact-v07',
    'contact',
    "Good morning. I'm organising an outing for my office and would like to speak with someone before booking. Is there a number?",
    { all: [PHONE] },
  ),
  ask('contact-v08', 'contact', "if we're running late the morning of the trip who do we call", { all: [PHONE] }),
  ask('contact-v09', 'contact', 'how do i reach you guys other than this chat', { any: [[PHONE, EMAIL]] }),
  ask('contact-v10', 'contact', 'Do you have an Instagram or Facebook page I can follow?', HANDOFF),
  talk('contact-v11', 'contact', [
    { say: 'who runs these trips anyway?', expect: { all: ['Dale'] } },
    { say: 'can I get his number?', expect: { all: [PHONE] } },
  ]),

  // ---------------------------------------------------------------- details
  ask('details-v01', 'details', 'how long is the short one? the half day thing', { any: [['4 hours', 'four hours', '4-hour', '4 hour']] }),
  ask(
    'details-v02',
    'details',
    "What time do we need to be out on the water for the morning trip? Trying to work out if we're leaving Edmonton at 5",
    { any: [MORNING_TIMES] },
  ),
  ask('details-v03', 'details', 'when does the trophy one finish? we have dinner plans that evening', { any: [FULL_DAY_END] }),
  ask('details-v04', 'details', 'If we book the afternoon half day what time are we done', { any: [AFTERNOON_END] }),
  ask('details-v05', 'details', 'Is the long trip the same thing as the Trophy Hunter or are they different?', {
    all: ['Full-Day Adventure', 'Trophy Hunter'],
  }),
  ask('details-v06', 'details', 'My brother and I only care about big pike. How many people does the guide take out on the trophy trip?', {
    any: [['two anglers', '2 anglers', 'two per guide', '2 per guide', 'two people', '2 people']],
  }),
  ask('details-v07', 'details', 'What fish do you usually go after on the half day?', { all: ['pike', 'perch'] }),
  ask('details-v08', 'details', "It's for my dad's 60th so we'd love pictures. Do you take photos of the catch on the full day?", {
    any: [['photo']],
  }),
  // Catch-and-release handling, or keeping fish within Alberta's limits: either answers the question.
  ask('details-v09', 'details', 'trophy hunter - is it catch and release or can we keep stuff', {
    any: [['release', 'limit', 'in possession', 'a day', 'per day']],
  }),
  ask('details-v10', 'details', "can the 4 hour trip be done after lunch? we're not morning people lol", { any: [AFTERNOON_TIMES] }),
  ask('details-v11', 'details', 'Which of your trips are 8 hours?', { all: ['Full-Day Adventure', 'Trophy Hunter'] }),

  // ---------------------------------------------------------------- manage
  // Tuesday Dec 8 is two weeks out: more than 48 hours, so it can be moved online.
  ask(
    'manage-v01',
    'manage',
    'Hi, I booked the half day for Tuesday Dec 8 but my son has a hockey tournament now. Can I move it to the week after myself?',
    { any: [MANAGE] },
  ),
  ask('manage-v02', 'manage', 'is it possible to cancel online or do i have to phone?', { any: [MANAGE] }),
  // Thursday Nov 26 6 AM is 45 hours from Tuesday 09:00: under 48 hours, so the guide moves it.
  ask(
    'manage-v03',
    'manage',
    'our morning trip is thursday (day after tomorrow) and we need to push it back. can i still do it on the website?',
    {
      all: [PHONE],
    },
  ),
  ask('manage-v04', 'manage', 'I deleted the email with my booking by accident. How do I get into my reservation now?', { all: [PHONE] }),
  ask('manage-v05', 'manage', 'We booked for 3 but one person dropped out, can we take them off the booking?', {
    any: [[PHONE, ...MANAGE]],
  }),
  ask('manage-v06', 'manage', 'Can I switch from the full day to the trophy hunter after booking? Same date', { all: [PHONE] }),
  ask('manage-v07', 'manage', 'how late can i change my trip date online', { any: [HOURS_48] }),
  ask('manage-v08', 'manage', "where's the link to change my booking? can't find it anywhere", { any: [['confirmation']] }),
  // Saturday 2027-01-09: far more than 48 hours away, a full refund.
  ask('manage-v09', 'manage', 'Booked the trophy hunter for Jan 9 but I might have to cancel, how does that work', {
    any: [MANAGE, [...FULL_REFUND, ...HOURS_48]],
  }),
  talk('manage-v10', 'manage', [
    { say: 'I have a full day booked on Sunday Dec 13' },
    { say: 'can I move it to the Saturday before instead?', expect: { any: [[...MANAGE, PHONE]] } },
  ]),
  ask('manage-v11', 'manage', 'I was wondering whether I could see the details of my booking somewhere, I forgot what time we start', {
    any: [[...MANAGE, PHONE]],
  }),

  // ---------------------------------------------------------------- referral
  ask(
    'referral-v01',
    'referral',
    'my coworker went out with you last summer and says she will send me a code. what does the code actually do?',
    { any: [amt(50)] },
  ),
  ask('referral-v02', 'referral', 'If I send my link to my brother in law and he books, do I get anything out of it?', {
    any: [amt(50), ['credit']],
  }),
  ask('referral-v03', 'referral', 'Is the $50 referral thing off per person or off the whole booking?', {
    any: [['total', 'whole booking', 'entire booking', 'per booking', 'off the booking', 'whole order', 'once']],
  }),
  ask('referral-v04', 'referral', "I've been out with you before, can I still use my friend's referral code?", { any: [['first']] }),
  // Friday 2027-01-08: 4 x 249 = 996, less the code's 50 = 946.
  ask('referral-v05', 'referral', "my buddy gave me his code. 4 of us on the half day friday jan 8, what's the total after the code?", {
    any: [amt(946)],
  }),
  ask('referral-v06', 'referral', 'do referral credits expire?', { all: [PHONE] }),
  ask('referral-v07', 'referral', 'what is the share page for?', { any: [['Facebook', 'Instagram', 'WhatsApp', 'Twitter', 'email']] }),
  ask('referral-v08', 'referral', 'Can I use a referral code together with the Monday to Thursday discount?', {
    all: ['17%'],
    any: [amt(50)],
  }),
  ask('referral-v09', 'referral', 'hey whats in it for my friend if i refer them', { any: [amt(50), ['first']] }),
  ask('referral-v10', 'referral', 'I referred my neighbour last month and he went out with you. How do I use what I earned?', {
    any: [['credit']],
  }),

  // ---------------------------------------------------------------- regulations
  ask('regulations-v01', 'regulations', 'My son is 17, does he need his own licence or is he covered under mine?', {
    all: ['16'],
    any: [LICENCE],
  }),
  ask('regulations-v02', 'regulations', 'how many rods am i allowed to use at once', {
    any: [['2 rods', 'two rods', '2 lines', 'two lines']],
  }),
  ask('regulations-v03', 'regulations', "We're hoping to bring some walleye home for a fish fry, what's the limit?", { all: ['3', '6'] }),
  ask('regulations-v04', 'regulations', 'perch daily limit?', { all: ['25'] }),
  ask('regulations-v05', 'regulations', "What's the possession limit on pike? We're fishing two days in a row", { all: ['6'] }),
  ask('regulations-v06', 'regulations', 'Last year I caught a couple 60 cm walleye somewhere else. If that happens here can I keep both?', {
    any: [['1 walleye', 'one walleye', 'only 1', 'only one', 'one over', '1 over'], ['50 cm']],
  }),
  ask('regulations-v07', 'regulations', "I'm visiting from Ontario, is my Ontario fishing license good here?", {
    any: [['Alberta'], LICENCE],
  }),
  ask('regulations-v08', 'regulations', 'does my 12 year old daughter need a license to fish with us', { all: ['16'] }),
  ask('regulations-v09', 'regulations', 'is there a page on the site with the Alberta fishing rules', {
    any: [['/fishing-regulations', 'regulations page', 'Fishing Regulations']],
  }),
  ask('regulations-v10', 'regulations', 'how many perch can we have altogether if we fish 2 days', { all: ['50'] }),

  // ---------------------------------------------------------------- policy
  ask(
    'policy-v01',
    'policy',
    "We're coming up from Calgary for my dad's 60th. If something comes up and we cancel a week before, do we get our money back?",
    { any: [FULL_REFUND] },
  ),
  ask('policy-v02', 'policy', 'what if i have to cancel the night before', { any: [NO_REFUND] }),
  ask('policy-v03', 'policy', 'Cancelled 36 hours before - how much comes back to me?', { any: [HALF_REFUND] }),
  ask('policy-v04', 'policy', 'I was wondering how long refunds usually take to show up on my credit card', { any: [REFUND_DAYS] }),
  // Half of 996 (4 x 249 on a Friday) = 498.
  ask('policy-v05', 'policy', 'we paid $996 for four of us on a friday half day. if we cancel 30 hrs ahead what do we get back?', {
    any: [amt(498)],
  }),
  ask('policy-v06', 'policy', "Do you send a reminder text before the trip? I'm terrible with dates", {
    any: [['24 hours'], ['SMS', 'text']],
  }),
  ask('policy-v07', 'policy', 'After I pay, how soon will someone get in touch with me?', { any: [['24 hours']] }),
  ask('policy-v08', 'policy', 'is your 4.9 rating on google?', { all: ['4.9'], any: [['Google']] }),
  // 48 hours or more ahead is a full refund.
  ask('policy-v09', 'policy', 'If I cancel exactly 48 hours before, is that a full refund or half?', { any: [FULL_REFUND] }),
  ask('policy-v10', 'policy', 'How many people have gone out with Dale? Want to make sure he is legit', { all: ['500'] }),

  // ---------------------------------------------------------------- multi-turn
  talk('multi-turn-v01', 'multi-turn', [
    { say: 'how much is the trophy one', expect: { any: [amt(599)] } },
    // Trophy Hunter takes two anglers (its maxPeople): a party of three is told the limit.
    {
      say: "and for me plus my two boys, they're 10 and 13, on Sunday Dec 20?",
      expect: { all: ['Trophy Hunter takes at most 2 people per booking'] },
    },
  ]),
  talk('multi-turn-v02', 'multi-turn', [
    { say: 'Is the morning of Wednesday Dec 16 free for the short trip?', expect: { any: [day('2026-12-16')], bookNow: true } },
    // Wednesday: 2 x 207 = 414.
    { say: "perfect, what's it cost for 2?", expect: { any: [amt(414)] } },
  ]),
  talk('multi-turn-v03', 'multi-turn', [
    { say: "We're thinking about the half day on Friday Dec 11" },
    { say: 'is the morning still open?', expect: { any: [day('2026-12-11')], bookNow: true } },
    // Friday: 3 x 249 = 747.
    { say: 'how much for 3 adults', expect: { any: [amt(747)] } },
  ]),
  talk('multi-turn-v04', 'multi-turn', [
    { say: 'Do you have the full day on Saturday Dec 5?', expect: { any: [BOOKED] } },
    { say: 'dang. same but the saturday after?', expect: { any: [day('2026-12-12')], bookNow: true } },
  ]),
  talk('multi-turn-v05', 'multi-turn', [
    { say: "What's the refund if I cancel 3 days out?", expect: { any: [FULL_REFUND] } },
    { say: 'and if its like 10 hours before?', expect: { any: [NO_REFUND] } },
  ]),
  talk('multi-turn-v06', 'multi-turn', [
    // Tuesday: 2 x 207 = 414.
    { say: 'how much is the half day on Tuesday Dec 15 for 2 adults', expect: { any: [amt(414)] } },
    // Plus a 7-year-old on a Tuesday: 414 + 155 = 569.
    { say: "we'd also bring our daughter, she's 7", expect: { any: [amt(569)] } },
  ]),
  talk('multi-turn-v07', 'multi-turn', [
    { say: 'Tell me about the Full-Day Adventure', expect: { all: ['Full-Day Adventure'] } },
    { say: 'does it come with lunch?', expect: { any: [LUNCH_INCLUDED] } },
  ]),
  talk('multi-turn-v08', 'multi-turn', [
    { say: "what's the biggest group you take", expect: { all: ['12'] } },
    { say: 'ok and how many of those can be kids?', expect: { all: ['10'] } },
  ]),
  talk('multi-turn-v09', 'multi-turn', [
    { say: 'Is Sunday Nov 29 open for a full day?', expect: { any: [day('2026-11-29')], bookNow: true } },
    // Sunday: 2 x 599 = 1198.
    { say: 'what would the trophy hunter cost that day for 2?', expect: { any: [amt(1198)] } },
  ]),
  talk('multi-turn-v10', 'multi-turn', [
    { say: 'Where do I sign the waiver?', expect: { any: [WAIVER_PAGE] } },
    { say: "what about my kids, they're 9 and 11", expect: { any: [GUARDIAN] } },
  ]),
  talk('multi-turn-v11', 'multi-turn', [
    { say: "hi, we're 2 adults and 3 kids" },
    // Monday: 2 x 207 + 3 x 155 = 414 + 465 = 879.
    { say: 'kids are 4, 9 and 12. what would the half day on Monday Dec 7 cost us?', expect: { any: [amt(879)] } },
  ]),

  // ---------------------------------------------------------------- french
  // Samedi : 2 x 599 = 1198.
  ask('french-v01', 'french', "Allô, c'est combien pour la sortie trophée pour deux personnes le samedi 12 décembre?", {
    any: [amt(1198), FR],
  }),
  ask('french-v02', 'french', "Est-ce que j'ai besoin d'un permis de pêche?", { all: ['16'], any: [FR] }),
  // Deux jours = 48 heures : remboursement complet.
  ask('french-v03', 'french', "Si j'annule deux jours avant, est-ce que je suis remboursé au complet?", { all: ['48'], any: [FR] }),
  ask('french-v04', 'french', "C'est quoi le numéro de téléphone du guide?", { all: [PHONE] }),
  ask('french-v05', 'french', 'Mes enfants ont 8 et 10 ans, y a-t-il un rabais pour eux?', { all: ['25'], any: [FR] }),
  ask('french-v06', 'french', 'Est-ce que le dîner est inclus dans la journée complète?', {
    any: [['dîner', 'déjeuner', 'lunch', 'repas'], FR],
  }),
  ask('french-v07', 'french', "Le lac est à quelle distance d'Edmonton?", { all: ['65'], any: [FR] }),
  ask('french-v08', 'french', "Je voudrais savoir s'il reste de la place le dimanche 13 décembre pour la journée complète", {
    any: [day('2026-12-13'), FR],
    bookNow: true,
  }),
  ...TUNE_FIFTH_ROUND_CONTINUED,
];
