import {
  assertTransition,
  Attributed,
  Decider,
  DomainError,
  DomainEvent,
  metadataOf,
  unknownCommand,
  unknownEvent,
} from '../shared/decider';
import { isReadableCode } from '../shared/readable-code';
import { giftCardCodeMachine } from './gift-card-machine';
import { GIFT_CARD_CODE_LENGTH, GIFT_CARD_MESSAGES } from './gift-card-rules';

// ---- events of stream `giftcardcode-<CODE>`: stored for ever, fields only ever added, as optional ----

/** The code names this gift card: every look-up of a code (balance, checkout) starts here. */
export type GiftCardCodeAssigned = DomainEvent<'GiftCardCodeAssigned', { code: string; giftCardId: string }>;

export type GiftCardCodeEvent = GiftCardCodeAssigned;

export const GIFT_CARD_CODE_EVENT_TYPES: ReadonlySet<string> = new Set<GiftCardCodeEvent['type']>(['GiftCardCodeAssigned']);

export interface AssignGiftCardCode extends Attributed {
  readonly type: 'AssignGiftCardCode';
  readonly code: string;
  readonly giftCardId: string;
}

export type GiftCardCodeCommand = AssignGiftCardCode;

/** One variant per machine state (giftCardCodeMachine of gift-card-machine.ts). */
export type GiftCardCodeState =
  { readonly status: 'none' } | { readonly status: 'assigned'; readonly code: string; readonly giftCardId: string };

/** The code names another card already (two random draws alike): the issuer draws again. */
export class GiftCardCodeTakenError extends DomainError {
  constructor() {
    super('gift-card-code-conflict', GIFT_CARD_MESSAGES.codeTaken);
  }
}

function decideGiftCardCode(command: GiftCardCodeCommand, state: GiftCardCodeState): GiftCardCodeEvent[] {
  switch (command.type) {
    case 'AssignGiftCardCode': {
      if (state.status === 'assigned' && state.giftCardId === command.giftCardId) return [];
      if (state.status === 'assigned') throw new GiftCardCodeTakenError();
      assertTransition(giftCardCodeMachine, state.status, 'assign');
      if (!isReadableCode(command.code, GIFT_CARD_CODE_LENGTH))
        throw new DomainError('invalid-gift-card-code', `Not a gift card code: '${command.code}'`);
      const { code, giftCardId } = command;
      return [{ type: 'GiftCardCodeAssigned', data: { code, giftCardId }, metadata: metadataOf(command) }];
    }
    default:
      return unknownCommand(command.type, 'gift card code');
  }
}

function evolveGiftCardCode(state: GiftCardCodeState, event: GiftCardCodeEvent): GiftCardCodeState {
  switch (event.type) {
    case 'GiftCardCodeAssigned':
      return { status: 'assigned', code: event.data.code, giftCardId: event.data.giftCardId };
    default:
      return unknownEvent(event.type, state);
  }
}

/** A code and the card it names (stream `giftcardcode-<CODE>`), so that no code ever names two cards. */
export const giftCardCodeDecider: Decider<GiftCardCodeCommand, GiftCardCodeEvent, GiftCardCodeState> = {
  initialState: () => ({ status: 'none' }),
  decide: decideGiftCardCode,
  evolve: evolveGiftCardCode,
};

export function giftCardCodeStreamId(code: string): string {
  return `giftcardcode-${code}`;
}
