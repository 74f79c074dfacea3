import { setup } from 'xstate';

/**
 * Which referral changes exist (docs/product/referrals.md). A friend's paid booking that used a
 * code makes a `pending` referral; it is `completed` when the friend's trip has taken place, then
 * `rewarded` when the code's owner has their credit. A pending one is `voided` when the friend's
 * booking is cancelled or refunded first; once the trip has taken place nothing voids it.
 */
export const referralMachine = setup({
  types: {
    events: {} as { type: 'record' } | { type: 'complete' } | { type: 'reward' } | { type: 'void' },
  },
}).createMachine({
  id: 'referral',
  initial: 'none',
  states: {
    none: { on: { record: 'pending' } },
    pending: { on: { complete: 'completed', void: 'voided' } },
    completed: { on: { reward: 'rewarded' } },
    rewarded: {},
    voided: {},
  },
});

export type ReferralMachineState = 'none' | 'pending' | 'completed' | 'rewarded' | 'voided';
