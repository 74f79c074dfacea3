import type { ManageLinkRow } from '../manage/manage-links';
export type OutboxChannel = 'email' | 'sms';
export type OutboxAudience = 'customer' | 'guide';

/**
 * - pending: waiting to be sent (now, or at `nextAttemptAt` after a failed attempt);
 * - sending: claimed by a dispatcher until `claimExpiresAt`, which it renews while it lives; an
 *   expired claim is taken over (its dispatcher died);
 * - sent: handed to the mail server or SMS provider (`sentAt` says so: such a message is never sent again);
 * - recorded: the channel is not configured, so the message is only kept for the admin to read;
 * - failed: given up (an unusable address, a refusal, or every retry used);
 * - cancelled: withdrawn before it went (its recipient opted out of texts).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'recorded', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A file an email carries, named by the record it is made from: the dispatcher makes it when it
 * sends, so the outbox holds no copies of documents and the file shows the record as it is then
 * (a waiver voided before its email went out arrives marked voided).
 */
export type OutboxAttachment =
  | { readonly kind: 'waiver-pdf'; readonly waiverId: string }
  /** The printable gift card (application/giftcards/gift-card-pdf-attachments.ts). */
  | { readonly kind: 'gift-card-pdf'; readonly giftCardId: string };

/** One email or SMS to deliver, written once, in the same transaction as the event that caused it. */
export interface OutboxMessage {
  /** Assigned by the database, increasing. */
  id: string;
  /** What the message is for, e.g. 'booking-confirmed:<bookingId>:v2:customer-email'; never enqueued twice. */
  dedupeKey: string;
  kind: string;
  bookingId: string | null;
  channel: OutboxChannel;
  audience: OutboxAudience;
  /** Email address, or the phone number as the customer typed it. */
  recipient: string;
  /**
   * The recipient as messages to the same person are matched: the E.164 number of an SMS, the
   * lower-cased address of an email; null for a number that can take no SMS.
   */
  recipientKey: string | null;
  /** Who sent it, for a message the admin wrote (e.g. 'guide (admin)'); null for the site's own messages. */
  sentBy: string | null;
  /** Email only. */
  subject: string | null;
  /** The plain text of an email, or the SMS text. */
  body: string;
  /** Email only. */
  html: string | null;
  /** Email only: the file to attach, made when the email is sent. */
  attachment: OutboxAttachment | null;
  /** Email only: header fields to add (a campaign's List-Unsubscribe and List-Unsubscribe-Post); null for most messages. */
  headers: Readonly<Record<string, string>> | null;
  status: OutboxStatus;
  /** Delivery attempts made so far. */
  attempts: number;
  /** When a pending message is due. */
  nextAttemptAt: Date | null;
  claimedAt: Date | null;
  /** Names the claim in force: only the dispatcher holding it writes the outcome or renews it. */
  claimToken: string | null;
  /** When the claim lapses unless renewed. */
  claimExpiresAt: Date | null;
  lastError: string | null;
  /** The mail server's message id or the SMS provider's id, once sent. */
  providerId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/**
 * What the process managers write: the id and the recipient key come from the store; most
 * messages carry no attachment and have no human sender.
 */
export type NewOutboxMessage = Omit<
  OutboxMessage,
  'id' | 'attachment' | 'recipientKey' | 'sentBy' | 'headers' | 'claimToken' | 'claimExpiresAt'
> & {
  attachment?: OutboxAttachment | null;
  sentBy?: string | null;
  headers?: Readonly<Record<string, string>> | null;
};

/** What a new message says and to whom; outboxMessage() adds what every new message has. */
export interface OutboxMessageDraft {
  /** See OutboxMessage.dedupeKey. */
  readonly dedupeKey: string;
  readonly kind: string;
  /** The booking it is about; none when left out. */
  readonly bookingId?: string | null;
  readonly channel: OutboxChannel;
  readonly to: { readonly audience: OutboxAudience; readonly recipient: string };
  /** When it is written and due: the time of the event it answers, or now. */
  readonly at: Date;
  /** Email only; none when left out. */
  readonly subject?: string | null;
  readonly body: string;
  /** Email only; none when left out. */
  readonly html?: string | null;
  readonly attachment?: OutboxAttachment | null;
  readonly headers?: Readonly<Record<string, string>> | null;
  readonly sentBy?: string | null;
}

/**
 * A new outbox message, pending and due at `at`, never tried. The store adds its id and its
 * recipient key (OutboxStore.enqueue), so that the key is derived in one place; an attachment,
 * headers or a sender the draft leaves out are left out (the store writes null).
 */
export function outboxMessage(draft: OutboxMessageDraft): NewOutboxMessage {
  const { to, at, attachment, headers, sentBy } = draft;
  return {
    dedupeKey: draft.dedupeKey,
    kind: draft.kind,
    bookingId: draft.bookingId ?? null,
    channel: draft.channel,
    audience: to.audience,
    recipient: to.recipient,
    subject: draft.subject ?? null,
    body: draft.body,
    html: draft.html ?? null,
    ...(attachment !== undefined && { attachment }),
    ...(headers !== undefined && { headers }),
    ...(sentBy !== undefined && { sentBy }),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    claimedAt: null,
    lastError: null,
    providerId: null,
    createdAt: at,
    sentAt: null,
  };
}

/** What names a claimed message when its dispatcher writes to it. */
export type ClaimedMessage = Pick<OutboxMessage, 'id' | 'claimToken'>;

/** The result of one delivery attempt, written back onto a claimed message. */
export type OutboxUpdate = Partial<Pick<OutboxMessage, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'providerId' | 'sentAt'>>;

export interface OutboxQuery {
  readonly status?: OutboxStatus;
  readonly limit?: number;
}

/** The messages of one recipient, newest first (a conversation's outbound side). */
export interface RecipientQuery {
  readonly channel: OutboxChannel;
  /** See OutboxMessage.recipientKey. */
  readonly recipientKey: string;
  readonly limit: number;
}

/** The persisted outbox (adapters: a table in PostgreSQL or PGlite). */
export interface OutboxStore {
  /**
   * Adds the messages in one statement, skipping any whose dedupe key the outbox already holds
   * (their event was handled before); returns how many were new. `manageLink`, the private link
   * they carry, is stored in that same statement when any of them is new, and never otherwise:
   * an event handled again makes no link that nobody gets.
   */
  enqueue(messages: readonly NewOutboxMessage[], carrying?: { readonly manageLink?: ManageLinkRow }): Promise<number>;
  /**
   * Marks up to `limit` due messages 'sending' under a new claim token, valid until `expiresAt`,
   * and returns them: pending ones whose `nextAttemptAt` <= `now`, and sending ones whose claim
   * expired before `now` (their dispatcher died). A message is claimed by one dispatcher only,
   * whatever the number of processes.
   */
  claimDue(now: Date, expiresAt: Date, limit: number): Promise<OutboxMessage[]>;
  /** Extends claims still held to `expiresAt`; returns the ids of those it extended (a claim taken over is not). */
  renew(claimed: readonly ClaimedMessage[], expiresAt: Date): Promise<string[]>;
  /**
   * Writes the outcome of an attempt onto a message this dispatcher claimed and ends the claim;
   * changes nothing when another dispatcher has taken the claim over since.
   */
  release(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void>;
  /** The same outcome for several claimed messages at once. */
  releaseAll(claimed: readonly ClaimedMessage[], update: OutboxUpdate): Promise<void>;
  /**
   * Writes down that the provider accepted a message (status 'sent' with `sentAt` and the
   * provider's id), whoever holds its claim now: the dispatcher that sent it may write this late
   * (the database was away), and a message accepted must not be sent again. Changes nothing on a
   * message already recorded as sent.
   */
  recordSent(claimed: ClaimedMessage, update: OutboxUpdate): Promise<void>;
  /** Newest first. */
  list(query?: OutboxQuery): Promise<OutboxMessage[]>;
  /** The messages written under these keys (those that exist), in no particular order. */
  byDedupeKeys(keys: readonly string[]): Promise<OutboxMessage[]>;
  /** One recipient's messages, newest first. */
  toRecipient(query: RecipientQuery): Promise<OutboxMessage[]>;
  /** The newest message to each of these recipients that has any (one query for a whole inbox list). */
  latestTo(channel: OutboxChannel, recipientKeys: readonly string[]): Promise<Map<string, OutboxMessage>>;
  /**
   * Withdraws the pending messages of these kinds to one recipient (an opt-out): they become
   * 'cancelled' with `reason` as their last error. Returns how many.
   */
  cancelPending(channel: OutboxChannel, recipientKey: string, kinds: readonly string[], reason: string): Promise<number>;
}
