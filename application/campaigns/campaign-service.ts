import {
  assertScheduledInFuture,
  Audience,
  AudienceContact,
  audienceOf,
  CAMPAIGN_EMAIL_KIND,
  campaignEmailKey,
  CampaignInvalidError,
  CampaignNotFoundError,
  CampaignNotScheduledError,
  CampaignRecipients,
  CampaignStatus,
  normalizeRecipients,
} from '../../domain/campaigns/campaign-rules';
import { campaignEmail } from './campaign-email';
import {
  ConsentFacts,
  consentOf,
  ConsentSource,
  ExclusionCounts,
  impliedConsentUntil,
  unsubscribeStands,
} from '../../domain/campaigns/consent-rules';
import { Actor, describeActor } from '../../domain/shared/actor';
import { ContactEntries } from '../content/site-content-service';
import { NewOutboxMessage, outboxMessage, OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { campaignSenderOf } from './campaign-sender';
import { linkTokenHash, newLinkToken, unsubscribeUrl } from './link-tokens';
import {
  CampaignDelivery,
  CampaignRow,
  CampaignStore,
  ContactWithChoices,
  MarketingContacts,
  UnsubscribeStore,
  UnsubscribeTokenRow,
} from './campaign-ports';

/** A campaign as the Email Campaigns tab shows it. */
export interface CampaignView {
  id: number;
  name: string;
  subject: string;
  content: string;
  recipients: CampaignRecipients;
  status: CampaignStatus;
  createdBy: string;
  createdAt: Date;
  /** The moment the admin chose; null for a campaign sent at once. */
  scheduledFor: Date | null;
  /** When its emails were queued; null before. */
  sentAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  /**
   * Emails it reached: once it went out, those queued; before (scheduled), those it would reach
   * now; null for a cancelled one.
   */
  reached: number | null;
  /** Contacts left out, by reason, on the same terms as `reached`. */
  excluded: ExclusionCounts | null;
  /** What the outbox made of its emails so far. */
  delivery: CampaignDelivery;
}

export interface CampaignDraft {
  name: string;
  subject: string;
  content: string;
  recipients: CampaignRecipients;
  /** null: send now. */
  scheduledFor: Date | null;
}

/** How many a recipients choice reaches now, before anything is sent. */
export interface AudiencePreview {
  /** Contacts (and listed addresses) the choice names. */
  selected: number;
  reachable: number;
  /** The reachable, by the basis of their consent. */
  byConsent: { express: number; implied: number };
  excluded: ExclusionCounts;
}

/** One contact as the tab lists them. */
export interface ContactView {
  email: string;
  name: string;
  reachable: boolean;
  /** express or implied consent, or why the contact is left out. */
  consent: 'express' | 'implied' | 'noConsent' | 'consentExpired' | 'unsubscribed';
  expressConsentAt: Date | null;
  expressConsentSource: ConsentSource | null;
  expressConsentBookingId: string | null;
  lastPurchaseAt: Date | null;
  /** The end of the implied consent of the last purchase; null without one. */
  impliedConsentUntil: Date | null;
  unsubscribedAt: Date | null;
  firstSeenAt: Date;
}

export interface CampaignRun {
  /** Campaigns that went out. */
  campaigns: number;
  /** Emails they queued. */
  queued: number;
}

const NO_DELIVERY: CampaignDelivery = Object.freeze({ pending: 0, sent: 0, recorded: 0, failed: 0, cancelled: 0 });
/** Rows written per statement when a campaign is queued. */
const CHUNK = 200;
/** A claim this old belongs to a server that died while queuing: another takes it over. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;
const LIST_LIMIT = 500;
export const UNSUBSCRIBED_REASON = 'The contact unsubscribed';

/**
 * Email campaigns (docs/product/messaging.md): the admin writes one for every contact, past
 * customers or a list of addresses, now or for later. When its moment comes (a request for 'now',
 * the minute job for a scheduled one) the contacts it may reach under CASL at that moment each get
 * one email in the outbox, with the business's name and mailing address and their own unsubscribe
 * link; the others are counted by reason. Only persisted records drive it: a restart loses nothing,
 * and of two servers one claims the campaign, while the outbox's dedupe key keeps anyone from a
 * second copy.
 */
export class CampaignService {
  constructor(
    private readonly campaigns: CampaignStore,
    private readonly contacts: MarketingContacts,
    private readonly unsubscribes: UnsubscribeStore,
    private readonly outbox: OutboxStore,
    private readonly content: ContactEntries,
    private readonly clock: Clock,
    /** The site's public origin: the unsubscribe links are on it. */
    private readonly siteOrigin: string,
  ) {}

  async create(draft: CampaignDraft, actor: Actor): Promise<CampaignView> {
    const now = this.clock.now();
    // The rule that needs the clock, under the form field it belongs to.
    withFieldErrors(
      () => assertScheduledInFuture(draft.scheduledFor, now),
      (error) => (error instanceof CampaignInvalidError ? FieldErrors.on(error.field, error.message) : undefined),
    );
    const row = await this.campaigns.insert({
      name: draft.name,
      subject: draft.subject,
      content: draft.content,
      recipients: normalizeRecipients(draft.recipients),
      createdBy: describeActor(actor),
      createdAt: now,
      scheduledFor: draft.scheduledFor,
    });
    // Sent now: queued before the answer. Should this server stop first, the minute job sends it.
    if (!draft.scheduledFor) await this.sendDue(row.id);
    return this.get(row.id);
  }

  async get(id: number): Promise<CampaignView> {
    const row = await this.campaigns.get(id);
    if (!row) throw new CampaignNotFoundError();
    const [view] = await this.views([row]);
    return view!;
  }

  /** Newest first. */
  async list(): Promise<CampaignView[]> {
    return this.views(await this.campaigns.list(LIST_LIMIT));
  }

  /** Who a recipients choice reaches now. */
  async preview(recipients: CampaignRecipients): Promise<AudiencePreview> {
    const audience = audienceOf(recipients, await this.audienceContacts(), this.clock.now());
    return {
      selected: audience.selected,
      reachable: audience.reachable.length,
      byConsent: {
        express: audience.reachable.filter((r) => r.basis === 'express').length,
        implied: audience.reachable.filter((r) => r.basis === 'implied').length,
      },
      excluded: audience.excluded,
    };
  }

  /** Every contact with their consent as of now, by address. */
  async contactList(): Promise<ContactView[]> {
    const now = this.clock.now();
    return (await this.contacts.all()).map((contact) => {
      const facts = factsOf(contact);
      const verdict = consentOf(facts, now);
      return {
        email: contact.email,
        name: contact.name,
        reachable: verdict.reachable,
        consent: verdict.reachable ? verdict.basis : verdict.reason,
        ...latestExpressConsent(contact, facts),
        lastPurchaseAt: facts.lastPurchaseAt,
        impliedConsentUntil: facts.lastPurchaseAt ? impliedConsentUntil(facts.lastPurchaseAt) : null,
        unsubscribedAt: facts.unsubscribedAt,
        firstSeenAt: new Date(contact.firstSeenAt),
      };
    });
  }

  /** Calls off a scheduled campaign; cancelling one twice is answered as the first time. */
  async cancel(id: number, actor: Actor): Promise<CampaignView> {
    const row = await this.campaigns.get(id);
    if (!row) throw new CampaignNotFoundError();
    if (row.state !== 'cancelled' && !(await this.campaigns.cancel(id, this.clock.now(), describeActor(actor)))) {
      throw new CampaignNotScheduledError();
    }
    return this.get(id);
  }

  /**
   * Sends every campaign whose moment has come (or only campaign `id`): the minute job's work.
   * Safe to run any number of times, on any number of servers.
   */
  async sendDue(id?: number): Promise<CampaignRun> {
    const run: CampaignRun = { campaigns: 0, queued: 0 };
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.campaigns.claimDue(now, new Date(now.getTime() - CLAIM_TIMEOUT_MS), 5, id);
      for (const campaign of claimed) {
        run.queued += await this.send(campaign);
        run.campaigns++;
      }
      if (claimed.length < 5 || id !== undefined) return run;
    }
  }

  /** Queues the emails of a campaign this server claimed; returns how many it reached. */
  private async send(campaign: CampaignRow): Promise<number> {
    const now = this.clock.now();
    const audience = audienceOf(campaign.recipients, await this.audienceContacts(), now);
    const sender = await campaignSenderOf(this.content, this.siteOrigin);
    for (let i = 0; i < audience.reachable.length; i += CHUNK) {
      const chunk = audience.reachable.slice(i, i + CHUNK);
      const tokens: UnsubscribeTokenRow[] = [];
      const messages: NewOutboxMessage[] = [];
      for (const { contact } of chunk) {
        const token = newLinkToken();
        const url = unsubscribeUrl(this.siteOrigin, token);
        tokens.push({
          tokenHash: linkTokenHash(token),
          emailKey: contact.emailKey,
          email: contact.email,
          campaignId: campaign.id,
          createdAt: now,
        });
        const email = campaignEmail({
          subject: campaign.subject,
          content: campaign.content,
          recipientName: contact.name,
          sender,
          unsubscribeUrl: url,
        });
        messages.push(
          outboxMessage({
            dedupeKey: campaignEmailKey(campaign.id, contact.emailKey),
            kind: CAMPAIGN_EMAIL_KIND,
            channel: 'email',
            to: { audience: 'customer', recipient: contact.email },
            at: now,
            subject: email.subject,
            body: email.text,
            html: email.html,
            // RFC 2369 and RFC 8058: mail clients show an Unsubscribe button that posts to the link.
            headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            sentBy: campaign.createdBy,
          }),
        );
      }
      // The links work before their emails exist: an email is never queued with a dead link.
      await this.unsubscribes.saveTokens(tokens);
      await this.outbox.enqueue(messages);
    }
    await this.withdrawLateUnsubscribes(audience);
    await this.campaigns.markQueued(campaign.id, campaign.claimedAt!, {
      sentAt: now,
      reached: audience.reachable.length,
      excluded: audience.excluded,
    });
    return audience.reachable.length;
  }

  /**
   * A contact who unsubscribed while the emails were being written may have had theirs queued
   * after the unsubscribe withdrew what was pending: withdrawn here.
   */
  private async withdrawLateUnsubscribes(audience: Audience<AudienceContact>): Promise<void> {
    if (audience.reachable.length === 0) return;
    const current = new Map((await this.contacts.all()).map((c) => [c.emailKey, c]));
    for (const { contact } of audience.reachable) {
      const latest = current.get(contact.emailKey);
      if (latest && unsubscribeStands(factsOf(latest))) {
        await this.outbox.cancelPending('email', contact.emailKey, [CAMPAIGN_EMAIL_KIND], UNSUBSCRIBED_REASON);
      }
    }
  }

  private async views(rows: readonly CampaignRow[]): Promise<CampaignView[]> {
    const now = this.clock.now();
    const deliveries = await this.campaigns.deliveries(rows.filter((r) => r.state === 'queued' || r.state === 'sending').map((r) => r.id));
    const contacts = rows.some((r) => r.state === 'scheduled' || r.state === 'sending') ? await this.audienceContacts() : [];
    return rows.map((row) => {
      const delivery = deliveries.get(row.id) ?? NO_DELIVERY;
      let counts: Pick<CampaignView, 'reached' | 'excluded'> = { reached: null, excluded: null };
      if (row.state === 'queued') counts = { reached: row.reached, excluded: row.excluded };
      else if (row.state !== 'cancelled') {
        const audience = audienceOf(row.recipients, contacts, now);
        counts = { reached: audience.reachable.length, excluded: audience.excluded };
      }
      return {
        id: row.id,
        name: row.name,
        subject: row.subject,
        content: row.content,
        recipients: row.recipients,
        status: statusOf(row, delivery),
        createdBy: row.createdBy,
        createdAt: row.createdAt,
        scheduledFor: row.scheduledFor,
        sentAt: row.sentAt,
        cancelledAt: row.cancelledAt,
        cancelledBy: row.cancelledBy,
        ...counts,
        delivery: { ...delivery },
      };
    });
  }

  private async audienceContacts(): Promise<AudienceContact[]> {
    return (await this.contacts.all()).map((contact) => ({
      ...factsOf(contact),
      emailKey: contact.emailKey,
      email: contact.email,
      name: contact.name,
      customer: contact.lastPurchaseAt !== null,
    }));
  }
}

function statusOf(row: CampaignRow, delivery: CampaignDelivery): CampaignStatus {
  switch (row.state) {
    case 'scheduled':
      return 'scheduled';
    case 'sending':
      return 'sending';
    case 'queued':
      return delivery.pending > 0 ? 'sending' : 'sent';
    case 'cancelled':
      return 'cancelled';
  }
}

function factsOf(contact: ContactWithChoices): ConsentFacts {
  return {
    expressConsentAt: dateOrNull(contact.expressConsentAt),
    lastPurchaseAt: dateOrNull(contact.lastPurchaseAt),
    unsubscribedAt: dateOrNull(contact.unsubscribedAt),
    optInConfirmedAt: dateOrNull(contact.optInConfirmedAt),
  };
}

/** The contact's latest express consent as the tab shows it: a booking's, or their confirmed opt-in when that came later. */
function latestExpressConsent(
  contact: ContactWithChoices,
  facts: ConsentFacts,
): Pick<ContactView, 'expressConsentAt' | 'expressConsentSource' | 'expressConsentBookingId'> {
  const { expressConsentAt, optInConfirmedAt } = facts;
  if (optInConfirmedAt && !(expressConsentAt && expressConsentAt.getTime() > optInConfirmedAt.getTime())) {
    return { expressConsentAt: optInConfirmedAt, expressConsentSource: 'email-opt-in', expressConsentBookingId: contact.optInBookingId };
  }
  return { expressConsentAt, expressConsentSource: contact.expressConsentSource, expressConsentBookingId: contact.expressConsentBookingId };
}

function dateOrNull(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}
