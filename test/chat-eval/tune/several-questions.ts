import { EvalCase } from '../eval-case';
import { amt, ask, day, PHONE } from '../case-helpers';

// One message, several questions: each answered.
export const TUNE_SEVERAL_QUESTIONS: readonly EvalCase[] = [
  ask('several-questions-01', 'several-questions', 'How much is the half day and do I need a licence?', { any: [amt(249)], all: ['16'] }),
  ask('several-questions-02', 'several-questions', 'Is gear included, and what is your cancellation policy?', {
    any: [['rods', 'tackle', 'bait']],
    all: ['48 hours'],
  }),
  ask('several-questions-03', 'several-questions', "What's the phone number and the guide's name?", { all: [PHONE, 'Dale'] }),
  ask('several-questions-05', 'several-questions', 'Is Sunday Dec 6 open for the full day, and what does the Trophy Hunter cost?', {
    any: [day('2026-12-06'), amt(599)],
  }),
  ask('several-questions-06', 'several-questions', 'Do kids get a discount? And what is the max group size?', { all: ['25%', '12'] }),
  ask('several-questions-07', 'several-questions', 'What should I bring and what time does the morning trip start?', {
    any: [
      ['licence', 'license', 'sunscreen', 'rain jacket'],
      ['6:00', '6 AM', '6am'],
    ],
  }),
  ask('several-questions-09', 'several-questions', 'What fish are there and how many walleye can I keep?', { all: ['pike', 'perch', '3'] }),
  ask('several-questions-10', 'several-questions', 'Is there a referral program? Also, where do I sign the waiver?', {
    any: [amt(50), ['/liability-waiver', 'liability waiver', 'waiver page', 'waiver form']],
  }),
  // Friday Dec 4: morning booked, afternoon open. 2 x 249 = 498.
  ask('several-questions-11', 'several-questions', 'Is Friday Dec 4 open in the afternoon and how much for 2 on the half day?', {
    any: [day('2026-12-04'), amt(498)],
  }),
  ask('several-questions-13', 'several-questions', 'Do you have a weekday discount and is lunch included on the half day?', {
    all: ['17%'],
  }),
  ask('several-questions-14', 'several-questions', 'Which package is the most popular and how long is it?', {
    all: ['Full-Day Adventure'],
    any: [['8 hours', 'eight hours']],
  }),
  ask('several-questions-15', 'several-questions', 'Can I change my booking online? And what is your email?', {
    any: [['manage', 'link', 'confirmation']],
    all: ['bookings@wabamunfishing.ca'],
  }),
];
