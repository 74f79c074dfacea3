import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { ExpireOffer, JoinWaitlist, LeaveWaitlist, MarkEntryBooked, OfferPlace, WaitlistCommand } from './waitlist-commands';
import { WaitlistEvent } from './waitlist-events';
import { waitlistEntryMachine } from './waitlist-machine';
import { contactKeys, WAITLIST_MESSAGES } from './waitlist-rules';
import { isActiveEntry, offerPassedFor, WaitlistEntry, WaitlistState } from './waitlist-state';

export class WaitlistEntryNotFoundError extends DomainError {
  constructor() {
    super('waitlist-entry-not-found', WAITLIST_MESSAGES.notFound);
  }
}

export class AlreadyWaitingError extends DomainError {
  constructor() {
    super('waitlist-duplicate-conflict', WAITLIST_MESSAGES.duplicate);
  }
}

/** The person already let an offer of this time go: it is not theirs to wait for again. */
export class OfferPassedError extends DomainError {
  constructor() {
    super('waitlist-offer-passed-conflict', WAITLIST_MESSAGES.offerPassed);
  }
}

/**
 * The time asked for can be booked right now (refused by the waitlist service, which reads the
 * day): whoever waits for a free time would be held it at once, outside the checkout's caps.
 */
export class SlotStillFreeError extends DomainError {
  constructor() {
    super('waitlist-slot-free-conflict', WAITLIST_MESSAGES.stillFree, { bookable: 'true' });
  }
}

/**
 * Every command but joining is safe to repeat: the waitlist process may take a step twice (a
 * crash, two servers), and a repeat that changes nothing appends nothing.
 */
export function decideWaitlist(command: WaitlistCommand, state: WaitlistState): WaitlistEvent[] {
  switch (command.type) {
    case 'JoinWaitlist':
      return join(command, state);
    case 'OfferPlace':
      return offer(command, entryOf(state, command.entryId), state);
    case 'ExpireOffer':
      return expire(command, entryOf(state, command.entryId));
    case 'LeaveWaitlist':
      return leave(command, entryOf(state, command.entryId));
    case 'MarkEntryBooked':
      return book(command, entryOf(state, command.entryId));
    default:
      return unknownCommand(command, 'waitlist');
  }
}

function join(command: JoinWaitlist, state: WaitlistState): WaitlistEvent[] {
  if (state.entries.some((e) => e.entryId === command.entryId)) return [];
  // One place in line per person and time: the same email or phone waiting twice would take two offers.
  const wanted = contactKeys(command);
  const waiting = state.entries.some((e) => {
    if (!isActiveEntry(e) || e.time !== command.time) return false;
    const keys = contactKeys(e);
    return keys.email === wanted.email || (keys.phone !== '' && keys.phone === wanted.phone);
  });
  if (waiting) throw new AlreadyWaitingError();
  if (offerPassedFor(state, command)) throw new OfferPassedError();
  const { entryId, time, package: pkg, name, email, phone, people, clientAddress } = command;
  return [
    {
      type: 'WaitlistJoined',
      data: {
        entryId,
        time,
        package: pkg,
        name,
        email,
        phone,
        people,
        ...(clientAddress ? { clientAddress } : {}),
      },
      metadata: metadataOf(command),
    },
  ];
}

function offer(command: OfferPlace, entry: WaitlistEntry, state: WaitlistState): WaitlistEvent[] {
  if (entry.status === 'offered' && entry.offerExpiresAt === command.expiresAt) return [];
  assertTransition(waitlistEntryMachine, entry.status, 'offer', WAITLIST_MESSAGES.closed);
  if (offerPassedFor(state, entry)) throw new OfferPassedError();
  return [
    {
      type: 'WaitlistPlaceOffered',
      data: { entryId: entry.entryId, expiresAt: command.expiresAt },
      metadata: metadataOf(command),
    },
  ];
}

function expire(command: ExpireOffer, entry: WaitlistEntry): WaitlistEvent[] {
  if (entry.status !== 'offered') return [];
  return [
    {
      type: 'WaitlistOfferExpired',
      data: { entryId: entry.entryId, reason: command.reason },
      metadata: metadataOf(command),
    },
  ];
}

function leave(command: LeaveWaitlist, entry: WaitlistEntry): WaitlistEvent[] {
  if (entry.status === 'left') return [];
  assertTransition(waitlistEntryMachine, entry.status, 'leave', WAITLIST_MESSAGES.closed);
  return [
    {
      type: 'WaitlistLeft',
      data: { entryId: entry.entryId, wasOffered: entry.status === 'offered' },
      metadata: metadataOf(command),
    },
  ];
}

function book(command: MarkEntryBooked, entry: WaitlistEntry): WaitlistEvent[] {
  if (!isActiveEntry(entry)) return [];
  return [
    {
      type: 'WaitlistEntryBooked',
      data: { entryId: entry.entryId, bookingId: command.bookingId },
      metadata: metadataOf(command),
    },
  ];
}

function entryOf(state: WaitlistState, entryId: string): WaitlistEntry {
  const entry = state.entries.find((e) => e.entryId === entryId);
  if (!entry) throw new WaitlistEntryNotFoundError();
  return entry;
}
