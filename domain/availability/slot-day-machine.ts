import { setup } from 'xstate';

/**
 * The life of one booking's claim on a day's slot: a visitor's hold while they pay, the slot taken
 * once paid (or booked by the admin), and the claim released when the booking is cancelled or the
 * payment abandoned. An expired hold counts as released without an event of its own.
 */
export const slotClaimMachine = setup({
  types: { events: {} as { type: 'hold' } | { type: 'take' } | { type: 'release' } },
}).createMachine({
  id: 'slot-claim',
  initial: 'free',
  states: {
    free: { on: { hold: 'held', take: 'taken' } },
    held: { on: { take: 'taken', release: 'free' } },
    taken: { on: { release: 'free' } },
  },
});
