import { CAMPAIGN_EMAIL_KIND } from '../../domain/campaigns/campaign-rules';
import { maskedEmail, unsubscribeStands } from '../../domain/campaigns/consent-rules';
import { OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { MarketingContacts, UnsubscribeSource, UnsubscribeStore } from './campaign-ports';
import { UNSUBSCRIBED_REASON, unsubscribeTokenHash } from './campaign-service';

export interface Unsubscribed {
  /** The address, partly hidden: whoever holds the link sees whose it is, not all of it. */
  readonly maskedEmail: string;
  /** Since when the contact is unsubscribed (the first visit's time on a later visit). */
  readonly unsubscribedAt: Date;
}

/** What an unsubscribe link's token looks like (campaign-service.ts, newUnsubscribeToken). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The one-click unsubscribe of every campaign email (CASL): the link's token names the contact,
 * no sign-in is needed, it takes effect at once (the contact's campaign emails still waiting in
 * the outbox are withdrawn) and a second visit changes nothing. Only a box ticked on a later
 * booking undoes it (consent-rules.ts).
 */
export class UnsubscribeService {
  constructor(
    private readonly store: UnsubscribeStore,
    private readonly contacts: MarketingContacts,
    private readonly outbox: OutboxStore,
    private readonly clock: Clock,
  ) {}

  /** Whether the token is one of an unsubscribe link (it changes nothing). */
  async knows(token: string): Promise<boolean> {
    return TOKEN_SHAPE.test(token) && (await this.store.token(unsubscribeTokenHash(token))) !== undefined;
  }

  /** Unsubscribes the contact the token names; undefined for a token that names nobody. */
  async unsubscribe(token: string, source: UnsubscribeSource): Promise<Unsubscribed | undefined> {
    if (!TOKEN_SHAPE.test(token)) return undefined;
    const link = await this.store.token(unsubscribeTokenHash(token));
    if (!link) return undefined;
    const [existing, contact] = await Promise.all([this.store.get(link.emailKey), this.contacts.one(link.emailKey)]);
    let unsubscribedAt = existing ? new Date(existing.unsubscribedAt) : undefined;
    const expressConsentAt = contact?.expressConsentAt ? new Date(contact.expressConsentAt) : null;
    if (!unsubscribedAt || !unsubscribeStands({ expressConsentAt, unsubscribedAt })) {
      unsubscribedAt = this.clock.now();
      await this.store.save({ emailKey: link.emailKey, email: link.email, unsubscribedAt, source });
    }
    // Every time, not only the first: a campaign queued meanwhile is withdrawn too.
    await this.outbox.cancelPending('email', link.emailKey, [CAMPAIGN_EMAIL_KIND], UNSUBSCRIBED_REASON);
    return { maskedEmail: maskedEmail(link.email), unsubscribedAt };
  }
}
