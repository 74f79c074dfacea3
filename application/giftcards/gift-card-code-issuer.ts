import { randomInt } from 'node:crypto';
import {
  giftCardCodeDecider,
  giftCardCodeFrom,
  giftCardCodeStreamId,
  GiftCardCodeTakenError,
  giftCardDecider,
  giftCardStreamId,
} from '../../domain/giftcards/gift-card';
import { Actor } from '../../domain/shared/actor';
import { ConcurrencyError, EventStore } from '../ports/event-store';
import { CommandPipeline, onNewStream } from '../shared/command-pipeline';
import { Written } from '../referrals/referral-events';

const ISSUER: Actor = { kind: 'system', process: 'gift_cards' };
/** Two draws alike are one in 10^23; ten in a row is a broken generator. */
const MAX_DRAWS = 10;

/** A fresh code from crypto randomness. */
export const drawGiftCardCode = (): string => giftCardCodeFrom((below) => randomInt(below));

/**
 * Gives a paid card its code, once: the code's own stream (`giftcardcode-<CODE>`) is started
 * first, naming the card, and refuses a code another card has (then another is drawn); then the
 * card is issued with it. A step taken again after a crash between the two draws a new code: the
 * first one names a card that does not carry it, which every look-up checks, so it opens nothing.
 */
export class GiftCardCodeIssuer {
  private readonly pipeline: CommandPipeline;

  constructor(
    events: EventStore,
    private readonly draw: () => string = drawGiftCardCode,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  async issue(giftCardId: string, at: string): Promise<Written[]> {
    for (let draw = 1; ; draw++) {
      const code = this.draw();
      try {
        const [assigned] = await this.pipeline.startNewStreams([
          onNewStream(giftCardCodeDecider, giftCardCodeStreamId(code), { type: 'AssignGiftCardCode', code, giftCardId, actor: ISSUER, at }),
        ]);
        const issued = await this.pipeline.execute(giftCardDecider, giftCardStreamId(giftCardId), {
          type: 'IssueGiftCard',
          code,
          actor: ISSUER,
          at,
        });
        return [assigned!, issued];
      } catch (error) {
        if (!(error instanceof ConcurrencyError || error instanceof GiftCardCodeTakenError) || draw >= MAX_DRAWS) throw error;
      }
    }
  }
}
