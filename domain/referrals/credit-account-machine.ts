import { setup } from 'xstate';

/**
 * Which changes a customer's credit account has: it opens with its first grant (a referral
 * rewarded); then grants, spends on a booking and credit given back when that booking is cancelled
 * before its trip, each recorded as it happened. The balance never goes below 0: a spend takes at
 * most what is there.
 */
export const creditAccountMachine = setup({
  types: { events: {} as { type: 'grant' } | { type: 'spend' } | { type: 'restore' } },
}).createMachine({
  id: 'creditAccount',
  initial: 'none',
  states: {
    none: { on: { grant: 'open' } },
    open: { on: { grant: 'open', spend: 'open', restore: 'open' } },
  },
});
