import { setup } from 'xstate';

/**
 * Which changes a gift card has: ordered by a visitor, paid for at the gateway, then issued with
 * its code; from then on spent on bookings and given back when they end, as often as that
 * happens (it never expires), and its email sent again on the admin's request.
 */
export const giftCardMachine = setup({
  types: {
    events: {} as { type: 'order' } | { type: 'pay' } | { type: 'issue' } | { type: 'redeem' } | { type: 'return' } | { type: 'resend' },
  },
}).createMachine({
  id: 'giftCard',
  initial: 'none',
  states: {
    none: { on: { order: 'ordered' } },
    ordered: { on: { pay: 'paid' } },
    paid: { on: { issue: 'issued' } },
    issued: { on: { redeem: 'issued', return: 'issued', resend: 'issued' } },
  },
});

/** Which gift card a code names (stream `giftcardcode-<CODE>`): assigned once, never to a second card. */
export const giftCardCodeMachine = setup({
  types: { events: {} as { type: 'assign' } },
}).createMachine({
  id: 'giftCardCode',
  initial: 'none',
  states: {
    none: { on: { assign: 'assigned' } },
    assigned: {},
  },
});
