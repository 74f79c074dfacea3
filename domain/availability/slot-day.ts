import { TimeSlot } from '../bookings/booking-rules';
import { Actor } from '../shared/actor';
import { assertTransition, Decider, DomainError, DomainEvent } from '../shared/decider';
import { slotClaimMachine } from './slot-day-machine';
import { slotsOverlap } from './slot-windows';

/**
 * One day on the lake as a consistency boundary (stream `slotday-YYYY-MM-DD`): every hold and
 * every paid booking of that date is decided here, one append at a time, so no slot is ever sold
 * twice, nor two overlapping ones (the guide has one boat; see slotsOverlap).
 */
export const SLOT_MESSAGES = {
  unavailable: 'This time slot is no longer available. Please choose another date or time.',
  notOffered: 'This time slot is not offered on that date. Please choose another date or time.',
} as const;

export class SlotUnavailableError extends DomainError {
  constructor(message: string = SLOT_MESSAGES.unavailable) {
    super('slot-unavailable-conflict', message);
  }
}

// ---- events ----

interface ClaimFacts {
  bookingId: string;
  timeSlot: TimeSlot;
  actor: Actor;
  occurredAt: string;
}

export type SlotHeld = DomainEvent<'SlotHeld', ClaimFacts & { expiresAt: string }>;
export type SlotTaken = DomainEvent<'SlotTaken', ClaimFacts>;
export type SlotReleased = DomainEvent<
  'SlotReleased',
  {
    bookingId: string;
    reason: string;
    /** The booking whose hold took this claim over in the same append (a waitlist offer taken up). */
    replacedBy?: string;
    actor: Actor;
    occurredAt: string;
  }
>;
export type SlotDayEvent = SlotHeld | SlotTaken | SlotReleased;

// ---- commands ----

interface ClaimCommand {
  readonly bookingId: string;
  readonly timeSlot: TimeSlot;
  readonly actor: Actor;
  readonly at: string;
  /** Whether the schedule offers this slot that day (weekly template and the admin's overrides). */
  readonly offered: boolean;
}

export type SlotDayCommand =
  | (ClaimCommand & {
      readonly type: 'HoldSlot';
      readonly expiresAt: string;
      /**
       * A claim held for this visitor that the hold takes over (a waitlist offer's place, by its
       * claim key): released in the same append, so the place passes to the booking and to nobody else.
       */
      readonly replacing?: string;
    })
  | (ClaimCommand & { readonly type: 'TakeSlot' })
  | { readonly type: 'ReleaseSlot'; readonly bookingId: string; readonly reason: string; readonly actor: Actor; readonly at: string }
  /** Ends a hold that lapsed (it already keeps nobody out): a hold still running, or taken, stays. */
  | { readonly type: 'ReleaseLapsedHold'; readonly bookingId: string; readonly actor: Actor; readonly at: string };

/**
 * How long the guide's own claim lasts while the booking it is for is being written (a phone
 * booking, a cancelled booking set back): the booking's process turns it into a taken slot at once.
 * If the server stops in between, the hold lapses by itself and no booking keeps a slot it lacks.
 */
export const PLACEMENT_HOLD_MS = 2 * 60_000;

export const LAPSED_HOLD_REASON = 'The hold lapsed before it became a booking';

export const TAKEN_OVER_REASON = 'The place held for this visitor became their booking';

// ---- state ----

export interface SlotClaim {
  readonly timeSlot: TimeSlot;
  readonly status: 'held' | 'taken';
  /** When a hold lapses; null once taken. */
  readonly expiresAt: string | null;
}

export interface SlotDayState {
  readonly claims: Readonly<Record<string, SlotClaim>>;
}

/** Whether a claim still keeps others out at instant `at`. */
export function isActiveClaim(claim: SlotClaim, at: string): boolean {
  return claim.status === 'taken' || (claim.expiresAt !== null && claim.expiresAt > at);
}

/** Whether nothing keeps `timeSlot` out at `at` (claims overlapping it, but `except`'s own). */
export function isSlotFree(state: SlotDayState, timeSlot: TimeSlot, at: string, except?: string): boolean {
  return !Object.entries(state.claims).some(
    ([bookingId, claim]) => bookingId !== except && isActiveClaim(claim, at) && slotsOverlap(claim.timeSlot, timeSlot),
  );
}

function assertFree(state: SlotDayState, command: ClaimCommand, takenOver?: string): void {
  const clash = Object.entries(state.claims).some(
    ([bookingId, claim]) =>
      bookingId !== command.bookingId &&
      bookingId !== takenOver &&
      isActiveClaim(claim, command.at) &&
      slotsOverlap(claim.timeSlot, command.timeSlot),
  );
  if (clash) throw new SlotUnavailableError();
}

/** A lapsed hold is back to free for the machine: its booking may hold again. */
function claimStatus(state: SlotDayState, bookingId: string, at: string): 'free' | 'held' | 'taken' {
  const claim = state.claims[bookingId];
  return claim && isActiveClaim(claim, at) ? claim.status : 'free';
}

export const slotDayDecider: Decider<SlotDayCommand, SlotDayEvent, SlotDayState> = {
  initialState: () => ({ claims: {} }),

  decide(command, state) {
    const facts = (c: ClaimCommand): ClaimFacts => ({ bookingId: c.bookingId, timeSlot: c.timeSlot, actor: c.actor, occurredAt: c.at });
    switch (command.type) {
      case 'HoldSlot': {
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
        const held: SlotDayEvent = { type: 'SlotHeld', data: { ...facts(command), expiresAt: command.expiresAt } };
        if (!takenOver) return [held];
        const released: SlotDayEvent = {
          type: 'SlotReleased',
          data: {
            bookingId: takenOver,
            reason: TAKEN_OVER_REASON,
            replacedBy: command.bookingId,
            actor: command.actor,
            occurredAt: command.at,
          },
        };
        return [released, held];
      }
      case 'TakeSlot': {
        const status = claimStatus(state, command.bookingId, command.at);
        if (status === 'taken') {
          if (state.claims[command.bookingId]!.timeSlot === command.timeSlot) return [];
          // The booking moves to another slot of the same day (a reschedule): one append, so it
          // never holds both slots nor loses its own when the other is not free.
          if (!command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
          assertFree(state, command);
          return [{ type: 'SlotTaken', data: facts(command) }];
        }
        // A paid hold is honoured even if the admin closed the slot meanwhile; a new claim is not.
        if (status === 'free' && !command.offered) throw new SlotUnavailableError(SLOT_MESSAGES.notOffered);
        assertTransition(slotClaimMachine, status, 'take');
        assertFree(state, command);
        return [{ type: 'SlotTaken', data: facts(command) }];
      }
      case 'ReleaseSlot': {
        const claim = state.claims[command.bookingId];
        if (!claim) return [];
        assertTransition(slotClaimMachine, claim.status, 'release');
        return [
          {
            type: 'SlotReleased',
            data: { bookingId: command.bookingId, reason: command.reason, actor: command.actor, occurredAt: command.at },
          },
        ];
      }
      case 'ReleaseLapsedHold': {
        const claim = state.claims[command.bookingId];
        if (!claim || isActiveClaim(claim, command.at)) return [];
        assertTransition(slotClaimMachine, claim.status, 'release');
        return [
          {
            type: 'SlotReleased',
            data: { bookingId: command.bookingId, reason: LAPSED_HOLD_REASON, actor: command.actor, occurredAt: command.at },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown-command', `Unknown slot-day command ${(unknown as { type: string }).type}`);
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SlotHeld':
        return {
          claims: {
            ...state.claims,
            [event.data.bookingId]: { timeSlot: event.data.timeSlot, status: 'held', expiresAt: event.data.expiresAt },
          },
        };
      case 'SlotTaken':
        return { claims: { ...state.claims, [event.data.bookingId]: { timeSlot: event.data.timeSlot, status: 'taken', expiresAt: null } } };
      case 'SlotReleased': {
        const { [event.data.bookingId]: _released, ...rest } = state.claims;
        return { claims: rest };
      }
      default:
        return state;
    }
  },
};

export function slotDayStreamId(date: string): string {
  return `slotday-${date}`;
}
