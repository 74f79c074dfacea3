import { setup } from 'xstate';

/**
 * Which booking status changes exist (SPEC section 4). A booking the admin takes (by phone) starts
 * pending; a visitor's booking starts `held` while they pay (its slot held for them) and becomes
 * confirmed when the payment arrives. The admin may set pending, confirmed or cancelled from any
 * other status. `none` is the state before the booking existed.
 */
export const bookingMachine = setup({
  types: {
    events: {} as
      | { type: 'request' }
      | { type: 'hold' }
      | { type: 'pay' }
      | { type: 'confirm' }
      | { type: 'set_pending' }
      | { type: 'cancel' },
  },
}).createMachine({
  id: 'booking',
  initial: 'none',
  states: {
    none: { on: { request: 'pending', hold: 'held' } },
    held: { on: { pay: 'confirmed', confirm: 'confirmed', set_pending: 'pending', cancel: 'cancelled' } },
    // A payment that arrives after the admin set the checkout pending or confirmed still counts.
    pending: { on: { confirm: 'confirmed', pay: 'confirmed', cancel: 'cancelled' } },
    confirmed: { on: { set_pending: 'pending', pay: 'confirmed', cancel: 'cancelled' } },
    cancelled: { on: { confirm: 'confirmed', set_pending: 'pending' } },
  },
});
