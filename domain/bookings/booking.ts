import { Actor } from '../shared/actor';
import { assertTransition, Decider, DomainError, DomainEvent } from '../shared/decider';
import { bookingMachine } from './booking-machine';
import {
  BookingStatus,
  isCalendarDate,
  isValidKidsCount,
  isValidPartySize,
  BOOKING_MESSAGES,
  TimeSlot,
} from './booking-rules';

export interface BookingDetails {
  readonly package: string;
  /** Calendar date YYYY-MM-DD in the business time zone. */
  readonly date: string;
  readonly time: TimeSlot;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly people: number;
  readonly hasKids: boolean;
  readonly kidsCount: number;
  readonly message?: string;
  readonly referredBy?: string;
  readonly referralCode?: string;
}

// ---- events (stored for ever: add fields as optional, never rename) ----

export type BookingRequested = DomainEvent<
  'BookingRequested',
  { bookingId: string; details: BookingDetails; actor: Actor; occurredAt: string }
>;

export type BookingStatusChanged = DomainEvent<
  'BookingStatusChanged',
  { from: BookingStatus; to: BookingStatus; reason?: string; actor: Actor; occurredAt: string }
>;

export type BookingEvent = BookingRequested | BookingStatusChanged;

// ---- commands (time and actor come in with the command) ----

export interface RequestBooking {
  readonly type: 'RequestBooking';
  readonly bookingId: string;
  readonly details: BookingDetails;
  readonly actor: Actor;
  readonly at: string;
}

export interface ChangeBookingStatus {
  readonly type: 'ChangeBookingStatus';
  readonly to: BookingStatus;
  readonly reason?: string;
  readonly actor: Actor;
  readonly at: string;
}

export type BookingCommand = RequestBooking | ChangeBookingStatus;

// ---- state: one variant per machine state ----

export type BookingState =
  | { readonly status: 'none' }
  | {
      readonly status: BookingStatus;
      readonly bookingId: string;
      readonly details: BookingDetails;
      readonly createdAt: string;
      readonly updatedAt: string;
    };

/** Machine event for "set the status to X". */
const transitionTo: Record<BookingStatus, 'set_pending' | 'confirm' | 'cancel'> = {
  pending: 'set_pending',
  confirmed: 'confirm',
  cancelled: 'cancel',
};

export class BookingNotFoundError extends DomainError {
  constructor() {
    super('booking-not-found', 'Booking not found');
  }
}

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RequestBooking': {
        assertTransition(bookingMachine, state.status, 'request', 'This booking already exists');
        assertValidDetails(command.details);
        return [
          {
            type: 'BookingRequested',
            data: { bookingId: command.bookingId, details: command.details, actor: command.actor, occurredAt: command.at },
          },
        ];
      }
      case 'ChangeBookingStatus': {
        if (state.status === 'none') throw new BookingNotFoundError();
        assertTransition(bookingMachine, state.status, transitionTo[command.to], `The booking is already ${state.status}`);
        const reason = command.reason?.trim();
        return [
          {
            type: 'BookingStatusChanged',
            data: {
              from: state.status,
              to: command.to,
              ...(reason ? { reason } : {}),
              actor: command.actor,
              occurredAt: command.at,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BookingRequested':
        return {
          status: 'pending',
          bookingId: event.data.bookingId,
          details: event.data.details,
          createdAt: event.data.occurredAt,
          updatedAt: event.data.occurredAt,
        };
      case 'BookingStatusChanged':
        // History is accepted as written, whatever today's guards say.
        if (state.status === 'none') return state;
        return { ...state, status: event.data.to, updatedAt: event.data.occurredAt };
      default:
        return state;
    }
  },
};

function assertValidDetails(details: BookingDetails): void {
  if (!details.package.trim()) throw new DomainError('invalid-booking', BOOKING_MESSAGES.package);
  if (!isCalendarDate(details.date)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.date);
  if (!isValidPartySize(details.people)) throw new DomainError('invalid-booking', BOOKING_MESSAGES.people);
  if (!isValidKidsCount(details.people, details.kidsCount) || details.hasKids !== details.kidsCount > 0) {
    throw new DomainError('invalid-booking', BOOKING_MESSAGES.kidsCount);
  }
}

export function bookingStreamId(bookingId: string): string {
  return `booking-${bookingId}`;
}
