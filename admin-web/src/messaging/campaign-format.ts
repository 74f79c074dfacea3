import { serverMessage } from '@browser-kit/api/api';
import { campaignEmailKey } from '../../../domain/campaigns/campaign-rules';
import type { Campaign, CampaignDelivery, CampaignRecipients, CampaignStatus, OutboxMessage } from './campaign-types';
import { lakeTimeText } from './campaign-lake-time';
import { excludedTotal, exclusionParts, plural } from './campaign-audience';

/*
 * The Email Campaigns tab's words apart from React: a campaign's status, whom it reached and what
 * became of its emails, and the toasts. The form (campaign-form.ts), the lake's clock
 * (campaign-lake-time.ts) and the audience (campaign-audience.ts) have files of their own.
 */

/** The failure texts, shown when the server gave no message of its own. */
export const CAMPAIGN_FAILED = 'Failed to send campaign';
export const CANCEL_FAILED = 'Failed to cancel campaign';

export const NO_CAMPAIGNS = 'No campaigns yet. Campaigns written here are listed with whom they reached.';
export const NO_CONTACTS = 'No contacts yet. Everybody who pays for a booking, or books by phone, becomes a contact.';

const STATUS_LABELS: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export function campaignStatusLabel(status: CampaignStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** Whom a campaign was written for: `All contacts who may be emailed`, `Past customers`, `3 chosen contacts`. */
export function recipientsText(recipients: CampaignRecipients): string {
  if (recipients === 'all-contacts') return 'All contacts who may be emailed';
  if (recipients === 'past-customers') return 'Past customers';
  return plural(recipients.length, 'chosen contact', 'chosen contacts');
}

/**
 * How many it reached (or, scheduled, would reach now) and who was left out:
 * `Reached 4 of 6; left out: 1 no consent, 1 unsubscribed`. Null once cancelled (nobody).
 */
export function reachText(campaign: Pick<Campaign, 'status' | 'reached' | 'excluded'>): string | null {
  if (campaign.reached === null) return null;
  const total = campaign.reached + excludedTotal(campaign.excluded);
  const parts = exclusionParts(campaign.excluded);
  const head =
    campaign.status === 'scheduled' ? `Would reach ${campaign.reached} of ${total} now` : `Reached ${campaign.reached} of ${total}`;
  return parts.length > 0 ? `${head}; left out: ${parts.join(', ')}` : head;
}

export interface DeliveryPart {
  text: string;
  /** Failed emails: shown as a problem. */
  problem: boolean;
}

/** What the outbox made of a campaign's emails, each count that is not 0: `3 sent`, `1 failed`. */
export function deliveryParts(delivery: CampaignDelivery): DeliveryPart[] {
  const parts: DeliveryPart[] = [];
  if (delivery.sent > 0) parts.push({ text: `${delivery.sent} sent`, problem: false });
  if (delivery.pending > 0) parts.push({ text: `${delivery.pending} waiting to be sent`, problem: false });
  if (delivery.recorded > 0) parts.push({ text: `${delivery.recorded} recorded only (no mail server is configured)`, problem: false });
  if (delivery.failed > 0) parts.push({ text: `${delivery.failed} failed`, problem: true });
  if (delivery.cancelled > 0) parts.push({ text: `${delivery.cancelled} withdrawn (the contact unsubscribed)`, problem: false });
  return parts;
}

/** One failed email of a campaign: to whom, and why. */
export interface CampaignFailure {
  recipient: string;
  reason: string;
}

/** The failed emails of campaign `id` among outbox rows, the newest first as listed. */
export function campaignFailures(outbox: readonly OutboxMessage[] | undefined, id: number): CampaignFailure[] {
  const prefix = campaignEmailKey(id, '');
  return (outbox ?? [])
    .filter((m) => m.status === 'failed' && m.dedupeKey.startsWith(prefix))
    .map((m) => ({ recipient: m.recipient, reason: m.lastError ?? 'No reason was recorded' }));
}

export interface ToastContent {
  title: string;
  description: string;
}

/** 'Campaign sent' or 'Campaign scheduled', with the counts. */
export function campaignCreatedToast(campaign: Pick<Campaign, 'status' | 'reached' | 'excluded' | 'scheduledFor'>): ToastContent {
  const reached = campaign.reached ?? 0;
  const left = excludedTotal(campaign.excluded);
  const leftOut = left > 0 ? `; ${left} left out: ${exclusionParts(campaign.excluded).join(', ')}` : '';
  if (campaign.status === 'scheduled' && campaign.scheduledFor) {
    return {
      title: 'Campaign scheduled',
      description: `For ${lakeTimeText(campaign.scheduledFor)}: it would reach ${plural(reached, 'contact', 'contacts')} now${leftOut}`,
    };
  }
  return { title: 'Campaign sent', description: `To ${plural(reached, 'contact', 'contacts')}${leftOut}` };
}

/** A failure toast: the server's message when it sent one, else the fixed text. */
export function campaignFailureToast(fallback: string, error: unknown): ToastContent & { variant: 'destructive' } {
  return { title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' };
}
