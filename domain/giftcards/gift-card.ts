import { Decider } from '../shared/decider';
import { GiftCardCommand } from './gift-card-commands';
import { decideGiftCard } from './gift-card-decide';
import { GiftCardEvent } from './gift-card-events';
import { evolveGiftCard, GiftCardState, initialGiftCardState } from './gift-card-state';

/**
 * A gift card (stream `giftcard-<id>`): its events (gift-card-events.ts), state and evolve
 * (gift-card-state.ts), commands (gift-card-commands.ts) and one decision per command
 * (gift-card-decide.ts), guarded by giftCardMachine of gift-card-machine.ts. Its code has a
 * stream of its own (gift-card-code.ts) that names the card.
 */
export const giftCardDecider: Decider<GiftCardCommand, GiftCardEvent, GiftCardState> = {
  initialState: initialGiftCardState,
  decide: decideGiftCard,
  evolve: evolveGiftCard,
};

export function giftCardStreamId(giftCardId: string): string {
  return `giftcard-${giftCardId}`;
}

export * from './gift-card-code';
export * from './gift-card-commands';
export * from './gift-card-decide';
export * from './gift-card-events';
export * from './gift-card-machine';
export * from './gift-card-rules';
export * from './gift-card-state';
