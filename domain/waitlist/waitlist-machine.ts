import { setup } from 'xstate';

/**
 * One waitlist entry: waiting in line, offered a held place, then booked, expired (the offer was
 * not taken up in time) or left. Only a waiting entry is offered; an entry ends once.
 */
export const waitlistEntryMachine = setup({
  types: { events: {} as { type: 'offer' } | { type: 'expire' } | { type: 'leave' } | { type: 'book' } },
}).createMachine({
  id: 'waitlist-entry',
  initial: 'waiting',
  states: {
    waiting: { on: { offer: 'offered', leave: 'left', book: 'booked' } },
    offered: { on: { expire: 'expired', leave: 'left', book: 'booked' } },
    booked: { type: 'final' },
    expired: { type: 'final' },
    left: { type: 'final' },
  },
});

export type WaitlistEntryStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'left';
export const WAITLIST_STATUSES: readonly WaitlistEntryStatus[] = ['waiting', 'offered', 'booked', 'expired', 'left'];
