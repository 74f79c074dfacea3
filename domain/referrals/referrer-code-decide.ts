import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { assertCodeShape } from './referral-code-decide';
import { referrerCodeMachine } from './referral-code-machine';
import { REFERRAL_MESSAGES } from './referral-rules';
import { ChooseReferrerCode, ChooseReferrerCodeAgain, ReferrerCodeCommand } from './referrer-code-commands';
import { ReferrerCodeEvent } from './referrer-code-events';
import { ChosenReferrerCode, ReferrerCodeState } from './referrer-code-state';

/**
 * Both commands are safe to repeat (the code issuer may take a step twice after a crash): a repeat
 * that changes nothing appends nothing, so a booking never holds two issued codes.
 */
export function decideReferrerCode(command: ReferrerCodeCommand, state: ReferrerCodeState): ReferrerCodeEvent[] {
  switch (command.type) {
    case 'ChooseReferrerCode':
      return choose(command, state);
    case 'ChooseReferrerCodeAgain':
      return chooseAgain(command, chosen(state));
    default:
      return unknownCommand(command, 'referrer code');
  }
}

function choose(command: ChooseReferrerCode, state: ReferrerCodeState): ReferrerCodeEvent[] {
  // Chosen before: that choice stands (a repeat after a crash issues the same code).
  if (state.status === 'chosen') return [];
  assertTransition(referrerCodeMachine, state.status, 'choose');
  assertCodeShape(command.code);
  return [{ type: 'ReferrerCodeChosen', data: { bookingId: command.bookingId, code: command.code }, metadata: metadataOf(command) }];
}

function chooseAgain(command: ChooseReferrerCodeAgain, state: ChosenReferrerCode): ReferrerCodeEvent[] {
  // Chosen again already (a repeat): the current code stands.
  if (state.code !== command.taken) return [];
  assertTransition(referrerCodeMachine, state.status, 'choose_again');
  assertCodeShape(command.code);
  return [
    {
      type: 'ReferrerCodeChosenAgain',
      data: { code: command.code, replaces: command.taken, reason: REFERRAL_MESSAGES.codeTaken },
      metadata: metadataOf(command),
    },
  ];
}

function chosen(state: ReferrerCodeState): ChosenReferrerCode {
  if (state.status === 'none') throw new DomainError('referrer-code-not-found', 'No code was chosen for this booking');
  return state;
}
