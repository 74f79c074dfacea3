import { setup } from 'xstate';

/**
 * Which booking status changes exist (SPEC section 4): a booking starts pending, and the admin may
 * set any status from any other. `none` is the state before the booking was requested.
 */
export const bookingMachine = setup({
  types: {
    events: {} as { type: 'request' } | { type: 'confirm' } | { type: 'set_pending' } | { type: 'cancel' },
  },
}).createMachine({
  id: 'booking',
  initial: 'none',
  states: {
    none: { on: { request: 'pending' } },
    pending: { on: { confirm: 'confirmed', cancel: 'cancelled' } },
    confirmed: { on: { set_pending: 'pending', cancel: 'cancelled' } },
    cancelled: { on: { confirm: 'confirmed', set_pending: 'pending' } },
  },
});
