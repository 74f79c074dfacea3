import { maskedEmail } from '../../domain/campaigns/consent-rules';
import { OPT_IN_LINK_DAYS } from '../../domain/campaigns/opt-in-rules';
import { Clock } from '../ports/clock';
import { OptInStore, OptInTokenRow } from './campaign-ports';
import { isWellFormedLinkToken, linkTokenHash } from './link-tokens';

/**
 * - open: the link may still confirm the opt-in;
 * - used: it confirmed one already (a link works once: after a later unsubscribe it gives nothing back);
 * - expired: its OPT_IN_LINK_DAYS have passed.
 */
export type OptInLinkState = 'open' | 'used' | 'expired';

export interface OptInLink {
  /**
   * The address, partly hidden and as matched (lower case): whoever holds the link sees whose it
   * is, not all of it, and nothing of how a booking's author typed it.
   */
  readonly maskedEmail: string;
  readonly state: OptInLinkState;
}

export interface OptInAnswer extends OptInLink {
  /** Whether this request confirmed the opt-in. */
  readonly confirmed: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The opt-in email's link (marketing-opt-in.process.ts): the only way an unsubscribed contact
 * becomes reachable again. Opening it only asks; the POST of its page's button records the
 * confirmation, which comes from whoever reads that mailbox, not from whoever typed the address
 * into a booking form.
 */
export class OptInService {
  constructor(
    private readonly store: OptInStore,
    private readonly clock: Clock,
  ) {}

  /** Whether the token is one of an opt-in link (it changes nothing). */
  async knows(token: unknown): Promise<boolean> {
    return (await this.link(token)) !== undefined;
  }

  /** Whose the link is and whether it still works (it changes nothing); undefined for a token that names nobody. */
  async look(token: unknown): Promise<OptInLink | undefined> {
    const link = await this.link(token);
    return link && { maskedEmail: maskedEmail(link.emailKey), state: this.stateOf(link) };
  }

  /** Confirms the opt-in the link asks for, once; undefined for a token that names nobody. */
  async confirm(token: unknown): Promise<OptInAnswer | undefined> {
    const link = await this.link(token);
    if (!link) return undefined;
    const now = this.clock.now();
    const state = this.stateOf(link);
    const confirmed = state === 'open' && (await this.store.confirm(link.tokenHash, now, this.issuedAfter(now))) !== undefined;
    // Of two POSTs at once, one confirms and the other finds the link used.
    return { maskedEmail: maskedEmail(link.emailKey), state: state === 'open' ? 'used' : state, confirmed };
  }

  private async link(token: unknown): Promise<OptInTokenRow | undefined> {
    return isWellFormedLinkToken(token) ? this.store.token(linkTokenHash(token)) : undefined;
  }

  private stateOf(link: OptInTokenRow): OptInLinkState {
    if (link.usedAt) return 'used';
    return new Date(link.createdAt).getTime() > this.issuedAfter(this.clock.now()).getTime() ? 'open' : 'expired';
  }

  private issuedAfter(now: Date): Date {
    return new Date(now.getTime() - OPT_IN_LINK_DAYS * DAY_MS);
  }
}
