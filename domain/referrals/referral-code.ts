import { Actor } from '../shared/actor';
import { assertTransition, Decider, DomainError, DomainEvent } from '../shared/decider';
import { referralCodeMachine, referrerCodeMachine } from './referral-code-machine';
import { isReferralCodeShape, REFERRAL_MESSAGES, ReferralParty } from './referral-rules';

// ---- events: stored for ever, so fields are only ever added, as optional, never renamed ----

/** A code is issued to the paid booking that owns it; the owner is who booked it. */
export type ReferralCodeIssued = DomainEvent<
  'ReferralCodeIssued',
  { code: string; bookingId: string; owner: ReferralParty; actor: Actor; at: string }
>;

/** A paid booking's code is chosen (drawn at random), before it is issued on the code's own stream. */
export type ReferrerCodeChosen = DomainEvent<'ReferrerCodeChosen', { bookingId: string; code: string; actor: Actor; at: string }>;

/** The chosen code belonged to another booking already: another one is chosen in its place. */
export type ReferrerCodeChosenAgain = DomainEvent<
  'ReferrerCodeChosenAgain',
  { code: string; replaces: string; reason: string; actor: Actor; at: string }
>;

export type ReferralCodeEvent = ReferralCodeIssued;
export type ReferrerCodeEvent = ReferrerCodeChosen | ReferrerCodeChosenAgain;

export const REFERRAL_CODE_EVENT_TYPES: ReadonlySet<string> = new Set<ReferralCodeEvent['type']>(['ReferralCodeIssued']);
export const REFERRER_CODE_EVENT_TYPES: ReadonlySet<string> = new Set<ReferrerCodeEvent['type']>([
  'ReferrerCodeChosen',
  'ReferrerCodeChosenAgain',
]);

// ---- commands: time and actor come in with every command ----

export interface IssueReferralCode {
  readonly type: 'IssueReferralCode';
  readonly code: string;
  readonly bookingId: string;
  readonly owner: ReferralParty;
  readonly actor: Actor;
  readonly at: string;
}
export type ReferralCodeCommand = IssueReferralCode;

export interface ChooseReferrerCode {
  readonly type: 'ChooseReferrerCode';
  readonly bookingId: string;
  readonly code: string;
  readonly actor: Actor;
  readonly at: string;
}

/** `taken`: the code chosen before, which the code's stream gave to another booking. */
export interface ChooseReferrerCodeAgain {
  readonly type: 'ChooseReferrerCodeAgain';
  readonly taken: string;
  readonly code: string;
  readonly actor: Actor;
  readonly at: string;
}
export type ReferrerCodeCommand = ChooseReferrerCode | ChooseReferrerCodeAgain;

// ---- states: one variant per machine state ----

export type ReferralCodeState =
  | { readonly status: 'none' }
  | {
      readonly status: 'issued';
      readonly code: string;
      readonly bookingId: string;
      readonly owner: ReferralParty;
      readonly issuedAt: string;
    };

export type ReferrerCodeState =
  { readonly status: 'none' } | { readonly status: 'chosen'; readonly bookingId: string; readonly code: string };

/** The code belongs to another booking: the caller draws another. */
export class ReferralCodeTakenError extends DomainError {
  constructor() {
    super('referral-code-conflict', REFERRAL_MESSAGES.codeTaken);
  }
}

function assertCodeShape(code: string): void {
  if (!isReferralCodeShape(code)) throw new DomainError('invalid-referral-code', `Not a referral code: '${code}'`);
}

export function decideReferralCode(command: ReferralCodeCommand, state: ReferralCodeState): ReferralCodeEvent[] {
  switch (command.type) {
    case 'IssueReferralCode': {
      // Issued to this booking before (a step taken again): nothing to add.
      if (state.status === 'issued' && state.bookingId === command.bookingId) return [];
      if (state.status === 'issued') throw new ReferralCodeTakenError();
      assertTransition(referralCodeMachine, state.status, 'issue');
      assertCodeShape(command.code);
      const { code, bookingId, owner, actor, at } = command;
      return [{ type: 'ReferralCodeIssued', data: { code, bookingId, owner, actor, at } }];
    }
    default: {
      const unknown: never = command.type;
      throw new DomainError('unknown-command', `Unknown referral code command ${String(unknown)}`);
    }
  }
}

export function evolveReferralCode(state: ReferralCodeState, event: ReferralCodeEvent): ReferralCodeState {
  switch (event.type) {
    case 'ReferralCodeIssued': {
      const { code, bookingId, owner, at } = event.data;
      return { status: 'issued', code, bookingId, owner, issuedAt: at };
    }
    default:
      return state;
  }
}

export function decideReferrerCode(command: ReferrerCodeCommand, state: ReferrerCodeState): ReferrerCodeEvent[] {
  switch (command.type) {
    case 'ChooseReferrerCode':
      // Chosen before: that choice stands (a repeat after a crash issues the same code).
      if (state.status === 'chosen') return [];
      assertTransition(referrerCodeMachine, state.status, 'choose');
      assertCodeShape(command.code);
      return [
        { type: 'ReferrerCodeChosen', data: { bookingId: command.bookingId, code: command.code, actor: command.actor, at: command.at } },
      ];
    case 'ChooseReferrerCodeAgain':
      if (state.status === 'none') throw new DomainError('referrer-code-not-found', 'No code was chosen for this booking');
      // Chosen again already (a repeat): the current code stands.
      if (state.code !== command.taken) return [];
      assertTransition(referrerCodeMachine, state.status, 'choose_again');
      assertCodeShape(command.code);
      return [
        {
          type: 'ReferrerCodeChosenAgain',
          data: { code: command.code, replaces: command.taken, reason: REFERRAL_MESSAGES.codeTaken, actor: command.actor, at: command.at },
        },
      ];
    default: {
      const unknown: never = command;
      throw new DomainError('unknown-command', `Unknown referrer code command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveReferrerCode(state: ReferrerCodeState, event: ReferrerCodeEvent): ReferrerCodeState {
  switch (event.type) {
    case 'ReferrerCodeChosen':
      return { status: 'chosen', bookingId: event.data.bookingId, code: event.data.code };
    case 'ReferrerCodeChosenAgain':
      return state.status === 'none' ? state : { ...state, code: event.data.code };
    default:
      return state;
  }
}

/** A code and its owner (stream `referralcode-<CODE>`): the record every lookup of a code reads. */
export const referralCodeDecider: Decider<ReferralCodeCommand, ReferralCodeEvent, ReferralCodeState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideReferralCode,
  evolve: evolveReferralCode,
};

/** The code a paid booking holds (stream `referrercode-<bookingId>`). */
export const referrerCodeDecider: Decider<ReferrerCodeCommand, ReferrerCodeEvent, ReferrerCodeState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideReferrerCode,
  evolve: evolveReferrerCode,
};

export function referralCodeStreamId(code: string): string {
  return `referralcode-${code}`;
}

export function referrerCodeStreamId(bookingId: string): string {
  return `referrercode-${bookingId}`;
}
