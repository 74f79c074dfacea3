import { CampaignRecipients } from '../../domain/campaigns/campaign-rules';
import { ExclusionCounts } from '../../domain/campaigns/consent-rules';
import { MarketingContactRow } from './contact-read-models';

/**
 * Where a campaign is, as stored:
 * - scheduled: waiting for its moment (a campaign sent now is this too, for the instant before it goes);
 * - sending: claimed by one server, which is writing its emails into the outbox (a claim that
 *   grows old belongs to a server that died: another takes it over, and the outbox's dedupe keys
 *   keep anyone from getting it twice);
 * - queued: every email it reaches is in the outbox (the list calls it 'sending' until the outbox
 *   has sent them all, then 'sent');
 * - cancelled: called off before its moment.
 */
export const CAMPAIGN_STATES = ['scheduled', 'sending', 'queued', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export interface CampaignRow {
  id: number;
  name: string;
  subject: string;
  content: string;
  recipients: CampaignRecipients;
  state: CampaignState;
  /** Who wrote it (describeActor): also the `sentBy` of its emails. */
  createdBy: string;
  createdAt: Date;
  /** The moment the admin chose; null for a campaign sent at once. */
  scheduledFor: Date | null;
  /** When a server claimed it for sending. */
  claimedAt: Date | null;
  /** When its emails were queued. */
  sentAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  /** Emails queued, once it went out; null before. */
  reached: number | null;
  /** Contacts left out when it went out, by reason; null before. */
  excluded: ExclusionCounts | null;
}

export type NewCampaign = Pick<CampaignRow, 'name' | 'subject' | 'content' | 'recipients' | 'createdBy' | 'createdAt' | 'scheduledFor'>;

/** What the outbox made of a campaign's emails so far. */
export interface CampaignDelivery {
  /** Waiting in the outbox (or being handed over, or waiting to be tried again). */
  pending: number;
  sent: number;
  /** Kept in the outbox only: no mail server is configured. */
  recorded: number;
  failed: number;
  /** Withdrawn before they went: the contact unsubscribed meanwhile. */
  cancelled: number;
}

export interface CampaignStore {
  insert(campaign: NewCampaign): Promise<CampaignRow>;
  get(id: number): Promise<CampaignRow | undefined>;
  /** Newest first. */
  list(limit: number): Promise<CampaignRow[]>;
  /**
   * Marks 'sending' (claimed at `now`) and returns the campaigns due at `now`: scheduled ones
   * whose moment has come, and sending ones claimed before `staleBefore` (their server died).
   * With `id`, that campaign only. One server claims a campaign, whatever the number of servers.
   */
  claimDue(now: Date, staleBefore: Date, limit: number, id?: number): Promise<CampaignRow[]>;
  /** Records that a campaign this server claimed (at `claimedAt`) has all its emails queued. */
  markQueued(id: number, claimedAt: Date, outcome: { sentAt: Date; reached: number; excluded: ExclusionCounts }): Promise<void>;
  /** Calls off a scheduled campaign; false when it is no longer scheduled (or does not exist). */
  cancel(id: number, at: Date, by: string): Promise<boolean>;
  /** The outbox's counts of these campaigns' emails. */
  deliveries(ids: readonly number[]): Promise<Map<number, CampaignDelivery>>;
}

/** A contact with what they chose themselves: their unsubscribe and their latest confirmed opt-in, if any. */
export type ContactWithChoices = MarketingContactRow & {
  unsubscribedAt: Date | null;
  optInConfirmedAt: Date | null;
  /** The booking whose box the confirmed opt-in answered. */
  optInBookingId: string | null;
};

export interface MarketingContacts {
  /** Every contact, by address. */
  all(): Promise<ContactWithChoices[]>;
  one(emailKey: string): Promise<ContactWithChoices | undefined>;
}

export type UnsubscribeSource = 'link' | 'one-click';

export interface UnsubscribeRow {
  emailKey: string;
  email: string;
  unsubscribedAt: Date;
  /** The page the link opens, or a mail client's one-click request (RFC 8058). */
  source: UnsubscribeSource;
}

export interface UnsubscribeTokenRow {
  /** SHA-256 of the token, hex: the link itself is stored nowhere. */
  tokenHash: string;
  emailKey: string;
  email: string;
  campaignId: number;
  createdAt: Date;
}

/** Unsubscribes and the tokens of unsubscribe links: records of their own, which no projection rebuild touches. */
export interface UnsubscribeStore {
  saveTokens(tokens: readonly UnsubscribeTokenRow[]): Promise<void>;
  token(tokenHash: string): Promise<UnsubscribeTokenRow | undefined>;
  get(emailKey: string): Promise<UnsubscribeRow | undefined>;
  /** Inserts or replaces the contact's unsubscribe. */
  save(row: UnsubscribeRow): Promise<void>;
}

/** The latest opt-in a contact confirmed with the link of an opt-in email (opt-in-email.ts). */
export interface OptInRow {
  emailKey: string;
  /** As typed on the booking that asked for it. */
  email: string;
  confirmedAt: Date;
  /** The booking whose box ticked after an unsubscribe asked for it. */
  bookingId: string;
}

export interface OptInTokenRow {
  /** SHA-256 of the token, hex: the link itself is stored nowhere. */
  tokenHash: string;
  emailKey: string;
  email: string;
  bookingId: string;
  /** When its email was written: the link works for OPT_IN_LINK_DAYS from then. */
  createdAt: Date;
  /** When its POST confirmed the opt-in: a link works once. */
  usedAt: Date | null;
}

/** Confirmed opt-ins and the tokens of opt-in links: records of their own, which no projection rebuild touches. */
export interface OptInStore {
  saveToken(token: OptInTokenRow): Promise<void>;
  token(tokenHash: string): Promise<OptInTokenRow | undefined>;
  get(emailKey: string): Promise<OptInRow | undefined>;
  /**
   * Uses the token, if it is unused and was issued after `issuedAfter`, and records its opt-in at
   * `at`, both or neither; undefined when the token could not be used.
   */
  confirm(tokenHash: string, at: Date, issuedAfter: Date): Promise<OptInRow | undefined>;
}
