import { setup } from 'xstate';

/**
 * Which booking status changes exist (docs/product/booking.md). A booking the admin takes (by
 * phone) starts pending; a visitor's booking starts `held` while they pay (its slot held for them)
 * and becomes confirmed when the payment is taken. The admin may set pending, confirmed or
 * cancelled from any other status. `none` is the state before the booking existed. A checkout that
 * ends unpaid is `released`.
 *
 * `payment_succeeded` (the gateway's report, acted on afterwards) changes no status: it may arrive
 * whatever the admin did meanwhile, and is answered by a confirmation or a refund. The same holds
 * for `move_paid`, the difference of a move to a dearer date: answered by the move or a refund, and
 * for `refuse_move`, the answer to a move asked for (`request_move`) that could not be made.
 */
export const bookingMachine = setup({
  types: {
    events: {} as
      | { type: 'request' }
      | { type: 'hold' }
      | { type: 'end_hold' }
      | { type: 'payment_succeeded' }
      | { type: 'pay' }
      | { type: 'confirm' }
      | { type: 'set_pending' }
      | { type: 'cancel' }
      | { type: 'reschedule' }
      | { type: 'start_move_payment' }
      | { type: 'move_paid' }
      | { type: 'request_move' }
      | { type: 'refuse_move' }
      | { type: 'mark_no_show' }
      | { type: 'clear_no_show' },
  },
}).createMachine({
  id: 'booking',
  initial: 'none',
  states: {
    none: { on: { request: 'pending', hold: 'held' } },
    held: {
      on: {
        end_hold: 'released',
        payment_succeeded: 'held',
        pay: 'confirmed',
        confirm: 'confirmed',
        set_pending: 'pending',
        cancel: 'cancelled',
      },
    },
    // An ended checkout whose payment still arrives becomes a booking when its slot is free (or is
    // refunded and cancelled); the guide may also take it on by hand.
    released: {
      on: { payment_succeeded: 'released', pay: 'confirmed', confirm: 'confirmed', set_pending: 'pending', cancel: 'cancelled' },
    },
    // A payment that arrives after the admin set the checkout pending or confirmed still counts.
    // A trip that will still happen may move to another date or slot.
    pending: {
      on: {
        payment_succeeded: 'pending',
        confirm: 'confirmed',
        pay: 'confirmed',
        cancel: 'cancelled',
        reschedule: 'pending',
        request_move: 'pending',
        refuse_move: 'pending',
        move_paid: 'pending',
      },
    },
    // Only a confirmed trip is moved to a dearer date by its customer, who pays the difference first.
    confirmed: {
      on: {
        payment_succeeded: 'confirmed',
        set_pending: 'pending',
        pay: 'confirmed',
        cancel: 'cancelled',
        reschedule: 'confirmed',
        request_move: 'confirmed',
        refuse_move: 'confirmed',
        start_move_payment: 'confirmed',
        move_paid: 'confirmed',
        // A no-show is a fact beside the status (no-show.ts): the booking stays confirmed.
        mark_no_show: 'confirmed',
        clear_no_show: 'confirmed',
      },
    },
    // A payment for a cancelled booking is recorded so that it can be refunded.
    // A move asked for before the cancellation is answered with its refusal.
    cancelled: {
      on: {
        payment_succeeded: 'cancelled',
        move_paid: 'cancelled',
        refuse_move: 'cancelled',
        confirm: 'confirmed',
        set_pending: 'pending',
      },
    },
  },
});
