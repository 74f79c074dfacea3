import { unknownEvent } from '../shared/decider';
import { TimeSlot } from '../bookings/booking-rules';
import { SlotDayEvent } from './slot-day-events';
import { ClaimParty, ClaimSeats, fitsBeside, partyOfClaim, seatFactsOf } from './slot-seats';

/** A claim, with the party it records when it does (slot-seats.ts). */
export interface SlotClaim extends ClaimSeats {
  readonly timeSlot: TimeSlot;
  readonly status: 'held' | 'taken';
  /** When a hold lapses; null once taken. */
  readonly expiresAt: string | null;
}

/** One day's claims, by booking id (or a waitlist offer's claim key). */
export interface SlotDayState {
  readonly claims: Readonly<Record<string, SlotClaim>>;
}

export const initialSlotDayState = (): SlotDayState => ({ claims: {} });

/** Whether a claim still keeps others out at instant `at`. */
export function isActiveClaim(claim: SlotClaim, at: string): boolean {
  return claim.status === 'taken' || (claim.expiresAt !== null && claim.expiresAt > at);
}

/**
 * Whether nothing keeps `timeSlot` out at `at` (claims overlapping it, but `except`'s own), or, for
 * a `party` of a package sold per seat, whether its seats are still free there (slot-seats.ts).
 */
export function isSlotFree(state: SlotDayState, timeSlot: TimeSlot, at: string, except?: string, party?: ClaimParty): boolean {
  const others = Object.entries(state.claims)
    .filter(([bookingId, claim]) => bookingId !== except && isActiveClaim(claim, at))
    .map(([, claim]) => claim);
  return fitsBeside(timeSlot, party, others);
}

/** The party an event records, if it records one (events stored before parties were recorded do not). */
function seatsOf(data: ClaimSeats): Pick<SlotClaim, 'packageName' | 'seats' | 'boatCapacity'> {
  return seatFactsOf(partyOfClaim(data));
}

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveSlotDay(state: SlotDayState, event: SlotDayEvent): SlotDayState {
  switch (event.type) {
    case 'SlotHeld':
      return {
        claims: {
          ...state.claims,
          [event.data.bookingId]: {
            timeSlot: event.data.timeSlot,
            status: 'held',
            expiresAt: event.data.expiresAt,
            ...seatsOf(event.data),
          },
        },
      };
    case 'SlotTaken':
      return {
        claims: {
          ...state.claims,
          [event.data.bookingId]: { timeSlot: event.data.timeSlot, status: 'taken', expiresAt: null, ...seatsOf(event.data) },
        },
      };
    case 'SlotReleased': {
      const { [event.data.bookingId]: _released, ...rest } = state.claims;
      return { claims: rest };
    }
    default:
      return unknownEvent(event, state);
  }
}
