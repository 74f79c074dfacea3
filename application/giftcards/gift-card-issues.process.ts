import { giftCardDecider, giftCardStreamId } from '../../domain/giftcards/gift-card';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { appendedBy } from '../referrals/referral-events';
import { loadStream } from '../shared/stream-state';
import { GiftCardCodeIssuer } from './gift-card-code-issuer';
import { asGiftCardEvent, giftCardIdOf } from './gift-card-events';

/**
 * A card whose payment the gateway reported gets its code and its balance (GiftCardIssued), which
 * sends its emails (gift-card-messages.process.ts). Not a background manager: the payment's
 * confirmation answers with the issued card. Taken again after a crash, it finds the card issued.
 */
export class GiftCardIssuesProcess extends ReactingProcessManager {
  readonly name = 'gift_card_issues';
  readonly streamsApart = true;
  protected readonly on = reactions(asGiftCardEvent, {
    GiftCardPaid: (event, recorded) => this.paid(event.metadata.occurredAt, recorded),
  });
  private readonly issuer: GiftCardCodeIssuer;

  constructor(
    private readonly events: EventStore,
    issuer?: GiftCardCodeIssuer,
  ) {
    super();
    this.issuer = issuer ?? new GiftCardCodeIssuer(events);
  }

  private async paid(at: string, recorded: RecordedEvent): Promise<Appended | undefined> {
    const giftCardId = giftCardIdOf(recorded);
    const { state } = await loadStream(this.events, giftCardDecider, giftCardStreamId(giftCardId));
    if (state.status !== 'paid') return undefined;
    return appendedBy(await this.issuer.issue(giftCardId, at));
  }
}
