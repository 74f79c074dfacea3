import { setup } from 'xstate';

/**
 * Which changes a referral code's record has. A code is issued once, to the paid booking that
 * owns it (stream `referralcode-<CODE>`): issuing it again to the same booking changes nothing, to
 * another booking is refused, so no code ever has two owners.
 */
export const referralCodeMachine = setup({
  types: { events: {} as { type: 'issue' } },
}).createMachine({
  id: 'referralCode',
  initial: 'none',
  states: {
    none: { on: { issue: 'issued' } },
    issued: {},
  },
});

/**
 * Which code a paid booking holds (stream `referrercode-<bookingId>`): one is chosen, and chosen
 * again only when the first proved to belong to another booking before it could be issued (two
 * random draws alike), so a booking never holds two issued codes.
 */
export const referrerCodeMachine = setup({
  types: { events: {} as { type: 'choose' } | { type: 'choose_again' } },
}).createMachine({
  id: 'referrerCode',
  initial: 'none',
  states: {
    none: { on: { choose: 'chosen' } },
    chosen: { on: { choose_again: 'chosen' } },
  },
});
