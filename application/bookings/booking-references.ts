import { randomInt } from 'node:crypto';
import { BookingCommand, bookingDecider, BookingState, bookingStreamId, HoldBooking, RequestBooking } from '../../domain/bookings/booking';
import {
  bookingReferenceDecider,
  bookingReferenceFrom,
  bookingReferenceStreamId,
  ClaimBookingReference,
} from '../../domain/bookings/booking-reference';
import { Actor } from '../../domain/shared/actor';
import { DomainEvent } from '../../domain/shared/decider';
import { ConcurrencyError } from '../ports/event-store';
import { CommandPipeline, CommandResult, onNewStream } from '../shared/command-pipeline';
import { bookingSteps } from './booking-steps';

/** Who claims a reference for a booking: the checkout or the guide asked for the booking, not for its name. */
export const REFERENCE_ISSUER: Actor = { kind: 'system', process: 'booking_references' };

/** Two draws alike are one in 887 million; ten in a row is a broken generator. */
export const MAX_REFERENCE_DRAWS = 10;

/** Where references come from: crypto randomness in production, a chosen sequence in a test of a collision. */
export type BookingReferenceDrawer = () => string;

/** A fresh reference from crypto randomness. */
export const drawBookingReference: BookingReferenceDrawer = () => bookingReferenceFrom((below) => randomInt(below));

/** The claim of `reference` for the booking, as the reference's stream records it. */
export function claimOf(reference: string, bookingId: string, at: string): ClaimBookingReference {
  return { type: 'ClaimBookingReference', reference, bookingId, actor: REFERENCE_ISSUER, at };
}

/** A new booking's first event and its reference's claim, as written. */
export interface ReferencedBooking {
  /** The booking's stream as its first event left it. */
  readonly booking: CommandResult<DomainEvent, unknown>;
  /** Everything appended: the reference's claim, then the booking's event. */
  readonly written: readonly CommandResult<DomainEvent, unknown>[];
}

/**
 * Starts a new booking's stream with a fresh reference: the reference's own stream
 * (`bookingref-<REFERENCE>`) and the booking's first event, which records it, are decided without
 * a read and appended together, in the one statement the booking's event took alone before (as
 * ReferralCodeIssuer.firstChoice starts a code's two streams). A reference another booking holds
 * refuses the append as a whole: another is drawn. The reference's stream goes first, so that
 * EventStoreDB, which appends one stream after the other, has written nothing of the booking when
 * the reference is refused.
 */
export async function startReferencedBooking(
  pipeline: CommandPipeline,
  draw: BookingReferenceDrawer,
  command: (reference: string) => RequestBooking | HoldBooking,
  /** Commands taken on the new booking in the same append (a booking its gift card pays in full is held and paid at once). */
  then: readonly BookingCommand[] = [],
): Promise<ReferencedBooking> {
  for (let drawn = 1; ; drawn++) {
    const reference = draw();
    const create = command(reference);
    const claim = onNewStream(
      bookingReferenceDecider,
      bookingReferenceStreamId(reference),
      claimOf(reference, create.bookingId, create.at),
    );
    const booking =
      then.length === 0
        ? onNewStream(bookingDecider, bookingStreamId(create.bookingId), create)
        : onNewStream(bookingSteps, bookingStreamId(create.bookingId), [create, ...then]);
    try {
      const written = await pipeline.startNewStreams([claim, booking]);
      return { booking: written[1]!, written };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || error.streamId !== claim.streamId || drawn >= MAX_REFERENCE_DRAWS) throw error;
    }
  }
}

/** The reference a booking's stream records, as a command left it (its first event carries it). */
export function referenceOf(result: CommandResult<DomainEvent, unknown>): string {
  const state = result.state as BookingState;
  if (state.status === 'none' || !state.reference) throw new Error('The booking was written without its reference');
  return state.reference;
}
