import { assertTransition, metadataOf, unknownCommand } from '../shared/decider';
import { HoldSlot, ReleaseLapsedHold, ReleaseSlot, SlotDayCommand, TakeSlot } from './slot-day-commands';
import { SlotDayEvent, SlotTaken } from './slot-day-events';
import { slotClaimMachine } from './slot-day-machine';
import { LAPSED_HOLD_REASON, SLOT_MESSAGES, SlotUnavailableError, TAKEN_OVER_REASON } from './slot-day-rules';
import { isActiveClaim, SlotDayState } from './slot-day-state';
import { ClaimParty, fitsBeside, partyOfClaim, seatFactsOf } from './slot-seats';

/**
 * Every command is safe to repeat: a retried request or a process taking a step twice (a crash,
 * two servers) finds the claim already as asked, and a repeat that changes nothing appends nothing.
 */
export function decideSlotDay(command: SlotDayCommand, state: SlotDayState): SlotDayEvent[] {
  switch (command.type) {
    case 'HoldSlot':
      return hold(command, state);
    case 'TakeSlot':
      return take(command, state);
    case 'ReleaseSlot':
      return release(command, state);
    case 'ReleaseLapsedHold':
      return releaseLapsedHold(command, state);
    default:
      return unknownCommand(command, 'slot-day');
  }
}

function hold(command: HoldSlot, state: SlotDayState): SlotDayEvent[] {
  const status = claimStatus(state, command.bookingId, command.at);
  // The same checkout asking again (a retried request) keeps its hold.
  if (status === 'held' || status === 'taken') return [];
  if (!command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
  assertTransition(slotClaimMachine, status, 'hold');
  const replaced = command.replacing ? state.claims[command.replacing] : undefined;
  const takenOver =
    replaced && replaced.status === 'held' && isActiveClaim(replaced, command.at) && replaced.timeSlot === command.timeSlot
      ? command.replacing
      : undefined;
  assertFree(state, command, command.party, takenOver);
  const held: SlotDayEvent = {
    type: 'SlotHeld',
    data: { ...claimFacts(command, command.party), expiresAt: command.expiresAt },
    metadata: metadataOf(command),
  };
  if (!takenOver) return [held];
  const released: SlotDayEvent = {
    type: 'SlotReleased',
    data: {
      bookingId: takenOver,
      reason: TAKEN_OVER_REASON,
      replacedBy: command.bookingId,
    },
    metadata: metadataOf(command),
  };
  return [released, held];
}

function take(command: TakeSlot, state: SlotDayState): SlotDayEvent[] {
  const status = claimStatus(state, command.bookingId, command.at);
  const own = state.claims[command.bookingId];
  // The party of the booking's hold (or of the slot it moves from) unless the caller says again.
  const party = command.party ?? (own ? partyOfClaim(own) : undefined);
  if (status === 'taken') {
    if (own!.timeSlot === command.timeSlot) return [];
    // The booking moves to another slot of the same day (a reschedule): one append, so it
    // never holds both slots nor loses its own when the other is not free.
    if (!command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
    assertFree(state, command, party);
    return [{ type: 'SlotTaken', data: claimFacts(command, party), metadata: metadataOf(command) }];
  }
  // A paid hold is honoured even if the admin closed the slot meanwhile; a new claim is not.
  if (status === 'free' && !command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
  assertTransition(slotClaimMachine, status, 'take');
  assertFree(state, command, party);
  return [{ type: 'SlotTaken', data: claimFacts(command, party), metadata: metadataOf(command) }];
}

function release(command: ReleaseSlot, state: SlotDayState): SlotDayEvent[] {
  const claim = state.claims[command.bookingId];
  if (!claim) return [];
  assertTransition(slotClaimMachine, claim.status, 'release');
  return [
    {
      type: 'SlotReleased',
      data: { bookingId: command.bookingId, reason: command.reason },
      metadata: metadataOf(command),
    },
  ];
}

function releaseLapsedHold(command: ReleaseLapsedHold, state: SlotDayState): SlotDayEvent[] {
  const claim = state.claims[command.bookingId];
  if (!claim || isActiveClaim(claim, command.at)) return [];
  assertTransition(slotClaimMachine, claim.status, 'release');
  return [
    {
      type: 'SlotReleased',
      data: { bookingId: command.bookingId, reason: LAPSED_HOLD_REASON },
      metadata: metadataOf(command),
    },
  ];
}

/**
 * What a hold and a taken slot both record, in the order the events have always stored it, then
 * the party when one is stated (a claim without one is a private charter, as before).
 */
function claimFacts(command: HoldSlot | TakeSlot, party: ClaimParty | undefined): SlotTaken['data'] {
  return { bookingId: command.bookingId, timeSlot: command.timeSlot, ...seatFactsOf(party) };
}

/** A lapsed hold is back to free for the machine: its booking may hold again. */
function claimStatus(state: SlotDayState, bookingId: string, at: string): 'free' | 'held' | 'taken' {
  const claim = state.claims[bookingId];
  return claim && isActiveClaim(claim, at) ? claim.status : 'free';
}

/**
 * Refuses a claim that the others still active leave no room for (but the one `takenOver` in the
 * same append): any overlapping claim for a private party, or a boat whose seats are sold (fitsBeside).
 */
function assertFree(state: SlotDayState, command: HoldSlot | TakeSlot, party: ClaimParty | undefined, takenOver?: string): void {
  const others = Object.entries(state.claims)
    .filter(([bookingId, claim]) => bookingId !== command.bookingId && bookingId !== takenOver && isActiveClaim(claim, command.at))
    .map(([, claim]) => claim);
  if (!fitsBeside(command.timeSlot, party, others)) throw new SlotUnavailableError();
}
