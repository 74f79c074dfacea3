import { EvalCase } from '../eval-case';
import { ask, BOOKED, talk } from '../case-helpers';

// A booked slot can be waitlisted from the booking form: when a place opens, the next person on the
// waitlist gets a text and an email with a link, and the place is held for them for a while.
export const HELD_WAITLIST: readonly EvalCase[] = [
  ask('waitlist-04', 'waitlist', 'Can I join the waitlist for Thursday Dec 10?', { all: ['waitlist'] }),
  ask('waitlist-08', 'waitlist', 'Can you put me on a waiting list for a sold out date?', { all: ['waitlist'] }),
  talk('waitlist-12', 'waitlist', [
    { say: 'Any room on Thursday December 10?', expect: { any: [BOOKED] } },
    { say: 'what if somebody cancels?', expect: { all: ['waitlist'] } },
  ]),
];
