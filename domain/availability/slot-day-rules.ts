import { DomainError } from '../shared/decider';

/** What a visitor reads when the day refuses a claim. */
export const SLOT_MESSAGES = {
  unavailable: 'This time slot is no longer available. Please choose another date or time.',
  notOffered: 'This time slot is not offered on that date. Please choose another date or time.',
} as const;

export class SlotUnavailableError extends DomainError {
  constructor(message: string = SLOT_MESSAGES.unavailable) {
    super('slot-unavailable-conflict', message);
  }
}

/**
 * How long the guide's own claim lasts while the booking it is for is being written (a phone
 * booking, a cancelled booking set back): the booking's process turns it into a taken slot at once.
 * If the server stops in between, the hold lapses by itself and no booking keeps a slot it lacks.
 */
export const PLACEMENT_HOLD_MS = 2 * 60_000;

export const LAPSED_HOLD_REASON = 'The hold lapsed before it became a booking';

export const TAKEN_OVER_REASON = 'The place held for this visitor became their booking';
