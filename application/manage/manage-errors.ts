import { SLOT_MESSAGES, SlotUnavailableError } from '../../domain/availability/slot-day';
import { BookingMovedMeanwhileError, ExistingBooking, MoveRefusal } from '../../domain/bookings/booking';
import { bookingMachine } from '../../domain/bookings/booking-machine';
import { SlotStartedError } from '../../domain/checkout/checkout-rules';
import { MANAGE_MESSAGES } from '../../domain/manage/manage-rules';
import { DomainError, IllegalTransitionError } from '../../domain/shared/decider';

/* Why the manage link refuses a customer's request. */

/** A wrong, malformed or unknown token: the same answer for each, so none tells anything. */
export class ManageLinkNotFoundError extends DomainError {
  constructor() {
    super('manage-link-not-found', MANAGE_MESSAGES.notFound);
  }
}

/** The customer may not do this now (the reason says why and whom to call). */
export class ManageRefusedError extends DomainError {
  constructor(message: string) {
    super('manage-refused-conflict', message);
  }
}

/** The new date or slot is not free (another booking has it, or took it first). */
export class RescheduleSlotTakenError extends DomainError {
  constructor() {
    super('reschedule-slot-taken-conflict', MANAGE_MESSAGES.slotTaken);
  }
}

/** The moves process had not answered the move within the request's wait: it will, and the page then shows it. */
export class MoveUnderwayError extends DomainError {
  constructor() {
    super('move-underway-conflict', MANAGE_MESSAGES.moveUnderway);
  }
}

/**
 * The answer to a move the moves process refused: the error the request gave when it made the
 * move itself (the same code, status and message), so the page says the same as before.
 */
export function refusalError(refusal: MoveRefusal, booking: ExistingBooking): DomainError {
  switch (refusal) {
    case 'slot-taken':
      return new RescheduleSlotTakenError();
    case 'not-offered':
      return new SlotUnavailableError(SLOT_MESSAGES.notOffered);
    case 'slot-started':
      return new SlotStartedError();
    case 'booking-changed':
      return new BookingMovedMeanwhileError();
    case 'not-movable':
      return new IllegalTransitionError(bookingMachine.id, booking.status, 'reschedule', `A ${booking.status} booking cannot be moved`);
    default:
      // A reason a later version of the code stored: a refusal all the same.
      return new DomainError('reschedule-refused-conflict', MANAGE_MESSAGES.changedMeanwhile);
  }
}
