import { setup } from 'xstate';

/**
 * Which changes a booking reference's record has (stream `bookingref-<REFERENCE>`): it is claimed
 * once, by one booking. Claimed again by the same booking changes nothing; by another is refused,
 * so no reference ever names two bookings.
 */
export const bookingReferenceMachine = setup({
  types: { events: {} as { type: 'claim' } },
}).createMachine({
  id: 'bookingReference',
  initial: 'none',
  states: {
    none: { on: { claim: 'claimed' } },
    claimed: {},
  },
});
