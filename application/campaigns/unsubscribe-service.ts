import { CAMPAIGN_EMAIL_KIND } from '../../domain/campaigns/campaign-rules';
import { maskedEmail, unsubscribeStands } from '../../domain/campaigns/consent-rules';
import { OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { OptInStore, UnsubscribeSource, UnsubscribeStore } from './campaign-ports';
import { UNSUBSCRIBED_REASON } from './campaign-service';
import { isWellFormedLinkToken, linkTokenHash } from './link-tokens';

export interface UnsubscribeLink {
  /** The address, partly hidden: whoever holds the link sees whose it is, not all of it. */
  readonly maskedEmail: string;
  /** Since when the contact is unsubscribed; null while they are not. */
  readonly unsubscribedAt: Date | null;
}

/**
 * The unsubscribe of every campaign email (CASL): the link's token names the contact and no
 * sign-in is needed. Opening the link only asks (a mail scanner that follows every link must
 * unsubscribe nobody); the POST of the page's button, or a mail client's one-click POST (RFC
 * 8058), unsubscribes at once: the contact's campaign emails still waiting in the outbox are
 * withdrawn, and a second POST changes nothing. Only the contact's own confirmed opt-in undoes it
 * (consent-rules.ts).
 */
export class UnsubscribeService {
  constructor(
    private readonly store: UnsubscribeStore,
    private readonly optIns: Pick<OptInStore, 'get'>,
    private readonly outbox: OutboxStore,
    private readonly clock: Clock,
  ) {}

  /** Whether the token is one of an unsubscribe link (it changes nothing). */
  async knows(token: unknown): Promise<boolean> {
    return isWellFormedLinkToken(token) && (await this.store.token(linkTokenHash(token))) !== undefined;
  }

  /** Whose the link is and whether they are unsubscribed (it changes nothing); undefined for a token that names nobody. */
  async look(token: unknown): Promise<UnsubscribeLink | undefined> {
    const link = isWellFormedLinkToken(token) ? await this.store.token(linkTokenHash(token)) : undefined;
    if (!link) return undefined;
    return { maskedEmail: maskedEmail(link.email), unsubscribedAt: (await this.standing(link.emailKey)) ?? null };
  }

  /** Unsubscribes the contact the token names; undefined for a token that names nobody. */
  async unsubscribe(token: unknown, source: UnsubscribeSource): Promise<UnsubscribeLink | undefined> {
    const link = isWellFormedLinkToken(token) ? await this.store.token(linkTokenHash(token)) : undefined;
    if (!link) return undefined;
    let unsubscribedAt = await this.standing(link.emailKey);
    if (!unsubscribedAt) {
      unsubscribedAt = this.clock.now();
      await this.store.save({ emailKey: link.emailKey, email: link.email, unsubscribedAt, source });
    }
    // Every time, not only the first: a campaign queued meanwhile is withdrawn too.
    await this.outbox.cancelPending('email', link.emailKey, [CAMPAIGN_EMAIL_KIND], UNSUBSCRIBED_REASON);
    return { maskedEmail: maskedEmail(link.email), unsubscribedAt };
  }

  /** When the contact's unsubscribe in force was made; undefined when none is. */
  private async standing(emailKey: string): Promise<Date | undefined> {
    const [existing, optIn] = await Promise.all([this.store.get(emailKey), this.optIns.get(emailKey)]);
    if (!existing) return undefined;
    const unsubscribedAt = new Date(existing.unsubscribedAt);
    const optInConfirmedAt = optIn ? new Date(optIn.confirmedAt) : null;
    return unsubscribeStands({ unsubscribedAt, optInConfirmedAt }) ? unsubscribedAt : undefined;
  }
}
