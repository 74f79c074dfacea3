import { MANAGE_MESSAGES } from '../../domain/bookings/manage-rules';
import { DomainError } from '../../domain/shared/decider';

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
