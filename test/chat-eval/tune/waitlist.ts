import { EvalCase } from '../eval-case';
import { ask, BOOKED, talk } from '../case-helpers';

// A booked slot can be waitlisted from the booking form: when a place opens, the next person on the
// waitlist gets a text and an email with a link, and the place is held for them for a while.
export const TUNE_WAITLIST: readonly EvalCase[] = [
  ask('waitlist-01', 'waitlist', 'Saturday Dec 5 is full, is there a waitlist?', { all: ['waitlist'] }),
  ask('waitlist-02', 'waitlist', 'How does the waitlist work?', { any: [['text', 'SMS'], ['email']] }),
  ask('waitlist-03', 'waitlist', 'If someone cancels on a booked day, how will I know?', { any: [['waitlist']] }),
  ask('waitlist-05', 'waitlist', 'How long do I have to book once a waitlist spot opens?', {
    any: [['held', 'hold', 'before then', 'next person']],
  }),
  ask('waitlist-06', 'waitlist', 'How do I leave the waitlist?', { any: [['link']] }),
  ask('waitlist-07', 'waitlist', 'Do I pay to join the waitlist?', { all: ['waitlist'] }),
  ask('waitlist-09', 'waitlist', 'Is the afternoon of Wednesday Nov 25 full? Can I wait for a spot?', { any: [BOOKED], all: ['waitlist'] }),
  ask('waitlist-10', 'waitlist', 'Where is the join waitlist button?', { any: [['booking form', 'Join the waitlist', 'booked date']] }),
  talk('waitlist-11', 'waitlist', [
    { say: 'Is Dec 5 open for the full day?', expect: { any: [BOOKED] } },
    { say: 'can I get on a list in case it frees up?', expect: { all: ['waitlist'] } },
  ]),
];
