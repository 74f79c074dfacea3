import { setup } from 'xstate';

/**
 * Which waiver changes exist (docs/product/waivers.md). A waiver is signed once, may then be linked
 * to a booking and may be voided by the admin; nothing edits or deletes it. `none` is the state
 * before it was signed. Linking keeps it signed; that it happens once, to one booking, is the
 * decision's rule (waiver-decide.ts), since the machine's states are the statuses.
 */
export const waiverMachine = setup({
  types: {
    events: {} as { type: 'sign' } | { type: 'link' } | { type: 'void' },
  },
}).createMachine({
  id: 'waiver',
  initial: 'none',
  states: {
    none: { on: { sign: 'signed' } },
    signed: { on: { link: 'signed', void: 'voided' } },
    voided: {},
  },
});
