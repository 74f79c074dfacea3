import { assertTransition, metadataOf, unknownCommand } from '../shared/decider';
import { HoldSlot, ReleaseLapsedHold, ReleaseSlot, SlotDayCommand, TakeSlot } from './slot-day-commands';
import { SlotDayEvent, SlotTaken } from './slot-day-events';
import { slotClaimMachine } from './slot-day-machine';
import { LAPSED_HOLD_REASON, SLOT_MESSAGES, SlotUnavailableError, TAKEN_OVER_REASON } from './slot-day-rules';
import { isActiveClaim, SlotDayState } from './slot-day-state';
import { slotsOverlap } from './slot-windows';

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
  assertFree(state, command, takenOver);
  const held: SlotDayEvent = {
    type: 'SlotHeld',
    data: { ...claimFacts(command), expiresAt: command.expiresAt },
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
  if (status === 'taken') {
    if (state.claims[command.bookingId]!.timeSlot === command.timeSlot) return [];
    // The booking moves to another slot of the same day (a reschedule): one append, so it
    // never holds both slots nor loses its own when the other is not free.
    if (!command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
    assertFree(state, command);
    return [{ type: 'SlotTaken', data: claimFacts(command), metadata: metadataOf(command) }];
  }
  // A paid hold is honoured even if the admin closed the slot meanwhile; a new claim is not.
  if (status === 'free' && !command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
  assertTransition(slotClaimMachine, status, 'take');
  assertFree(state, command);
  return [{ type: 'SlotTaken', data: claimFacts(command), metadata: metadataOf(command) }];
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

/** What a hold and a taken slot both record, in the order the events have always stored it. */
function claimFacts(command: HoldSlot | TakeSlot): SlotTaken['data'] {
  return { bookingId: command.bookingId, timeSlot: command.timeSlot };
}

/** A lapsed hold is back to free for the machine: its booking may hold again. */
function claimStatus(state: SlotDayState, bookingId: string, at: string): 'free' | 'held' | 'taken' {
  const claim = state.claims[bookingId];
  return claim && isActiveClaim(claim, at) ? claim.status : 'free';
}

/** Refuses a claim that another one still active overlaps (but the one `takenOver` in the same append). */
function assertFree(state: SlotDayState, command: HoldSlot | TakeSlot, takenOver?: string): void {
  const clash = Object.entries(state.claims).some(
    ([bookingId, claim]) =>
      bookingId !== command.bookingId &&
      bookingId !== takenOver &&
      isActiveClaim(claim, command.at) &&
      slotsOverlap(claim.timeSlot, command.timeSlot),
  );
  if (clash) throw new SlotUnavailableError();
}
