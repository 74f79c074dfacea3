import { GiftCardEvent } from '../../domain/giftcards/gift-card';
import { ContactEntries } from '../content/site-content-service';
import { businessContactOf } from '../messaging/business-contact';
import { EmailContent } from '../messaging/message-format';
import { OutboxAttachment, outboxMessage, OutboxStore } from '../messaging/outbox';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { giftCardFactsOf, issuedGiftCard } from './gift-card-documents';
import { asGiftCardEvent, GIFT_CARD_EMAIL, GIFT_CARD_RECEIPT, giftCardIdOf } from './gift-card-events';
import { giftCardEmail, giftCardReceiptEmail } from './gift-card-messages';

/** What the gift card messages process works with, each by name. */
export interface GiftCardMessagesDeps {
  readonly events: EventStore;
  readonly outbox: OutboxStore;
  /** The business's name and phone, as the site content says them now. */
  readonly content: ContactEntries;
  readonly siteOrigin: string;
}

/**
 * Emails a card once it is issued: the recipient gets the code with the printable card attached
 * (made when the email is sent), the buyer a receipt; and the recipient again each time the admin
 * asks (GiftCardResent). Every message is keyed by the event it answers, so a repeat after a
 * crash enqueues nothing twice. A process manager, never a projection: a rebuild sends nothing.
 */
export class GiftCardMessagesProcess extends ReactingProcessManager {
  readonly name = 'gift_card_messages';
  readonly background = true;
  protected readonly on = reactions(asGiftCardEvent, {
    GiftCardIssued: (event, recorded) => this.send(event, recorded, { receipt: true }),
    GiftCardResent: (event, recorded) => this.send(event, recorded, { receipt: false }),
  });

  constructor(private readonly deps: GiftCardMessagesDeps) {
    super();
  }

  private async send(event: GiftCardEvent, recorded: RecordedEvent, { receipt }: { receipt: boolean }): Promise<void> {
    const giftCardId = giftCardIdOf(recorded);
    const [card, business] = await Promise.all([
      issuedGiftCard(this.deps.events, giftCardId),
      businessContactOf(this.deps.content, this.deps.siteOrigin),
    ]);
    const facts = giftCardFactsOf(card);
    const at = new Date(event.metadata.occurredAt);
    const key = `${GIFT_CARD_EMAIL}:${giftCardId}:v${recorded.version}`;
    const message = (kind: string, dedupeKey: string, recipient: string, email: EmailContent, attachment: OutboxAttachment | null) =>
      outboxMessage({
        dedupeKey,
        kind,
        channel: 'email',
        to: { audience: 'customer', recipient },
        at,
        subject: email.subject,
        body: email.text,
        html: email.html,
        attachment,
      });
    await this.deps.outbox.enqueue([
      message(GIFT_CARD_EMAIL, `${key}:recipient-email`, card.recipient.email, giftCardEmail(facts, business), {
        kind: 'gift-card-pdf',
        giftCardId,
      }),
      ...(receipt
        ? [
            message(
              GIFT_CARD_RECEIPT,
              `${key}:buyer-email`,
              card.buyer.email,
              giftCardReceiptEmail(facts, business, card.recipient.email),
              null,
            ),
          ]
        : []),
    ]);
  }
}
