import { randomUUID } from 'node:crypto';
import { optKeywordOf, SMS_LIMITS, SMS_MESSAGES } from '../../domain/messaging/sms-rules';
import { toE164 } from '../../domain/messaging/phone-numbers';
import { Actor, describeActor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { Clock } from '../ports/clock';
import { FieldErrors } from '../shared/field-errors';
import { NewOutboxMessage, OutboxMessage, outboxMessage, OutboxStore } from './outbox';
import {
  Customer,
  CustomerDirectory,
  InboundSms,
  InboxStore,
  OptOutStore,
  SmsThread,
  SmsThreadKey,
  SmsThreadMessage,
  SmsThreadSummary,
} from './sms-inbox';

/** Outbox kinds of the admin's own texts: what an opt-out withdraws while they wait. */
export const ADMIN_SMS_KIND = 'admin-sms';
export const BULK_SMS_KIND = 'bulk-sms';
/** A reply from a chat hand-off's conversation: the only texts of ours that conversation shows. */
export const CHAT_REPLY_KIND = 'chat-handoff-reply';
const WITHDRAWN_ON_OPT_OUT = [ADMIN_SMS_KIND, BULK_SMS_KIND, CHAT_REPLY_KIND];

export class SmsThreadNotFoundError extends DomainError {
  constructor() {
    super('sms-thread-not-found', 'There is no such conversation.');
  }
}

/** The number replied STOP: nothing more is texted to it until it texts START. */
export class OptedOutError extends DomainError {
  constructor() {
    super('sms-opted-out-conflict', 'This number has opted out of texts (it replied STOP). It can text START to opt back in.');
  }
}

/** Sends what was queued now (the outbox dispatcher), so the admin learns at once whether it went. */
export interface SendNow {
  dispatchDue(): Promise<unknown>;
}

export interface SmsReceipt {
  /** The outbox message. */
  id: string;
  /** E.164. */
  to: string;
  status: OutboxMessage['status'];
  providerId: string | null;
  /** Why it failed (it is retried later while `status` is pending). */
  error: string | null;
  sentBy: string | null;
  createdAt: Date;
}

export interface BulkSmsReceipt {
  queued: number;
  /** Left out: opted out, not a number that takes texts, or named twice. */
  skipped: number;
  skippedRecipients: { to: string; reason: string }[];
}

const THREADS_SHOWN = 200;
const THREAD_MESSAGES = 200;

/**
 * The SMS tabs (docs/product/messaging.md): a text to one number, one message to many customers,
 * the inbox of texts received through Twilio's webhook, and opt-outs. Every text goes through the
 * outbox, so it survives a crash and shows, with who sent it, in the conversation.
 */
export class SmsService {
  constructor(
    private readonly outbox: OutboxStore,
    private readonly inbox: InboxStore,
    private readonly optOuts: OptOutStore,
    private readonly directory: CustomerDirectory,
    private readonly sendNow: SendNow,
    private readonly clock: Clock,
  ) {}

  /** One text to one number (the SMS tab), sent at once. */
  async send(to: string, message: string, actor: Actor): Promise<SmsReceipt> {
    return this.sendNowTo(checkedPhone(to), ADMIN_SMS_KIND, message, actor);
  }

  /** A reply in a conversation, to its number. */
  async reply(threadId: string, message: string, actor: Actor): Promise<SmsReceipt> {
    const thread = await this.threadKey(threadId);
    return this.sendNowTo(thread.phone, thread.source === 'website-chat' ? CHAT_REPLY_KIND : ADMIN_SMS_KIND, message, actor);
  }

  private async sendNowTo(phone: string, kind: string, message: string, actor: Actor): Promise<SmsReceipt> {
    const text = checkedMessage(message);
    if (await this.optOuts.isOptedOut(phone)) throw new OptedOutError();
    const key = `${kind}:${randomUUID()}`;
    await this.outbox.enqueue([this.message(key, kind, phone, text, actor)]);
    await this.sendNow.dispatchDue();
    const [row] = await this.outbox.byDedupeKeys([key]);
    if (!row) throw new Error('The SMS was not found in the outbox after queueing it');
    return receiptOf(row, phone);
  }

  /**
   * One message to many numbers, one outbox text each (the dispatcher sends them within seconds).
   * Numbers that opted out, that take no texts, or that appear twice are left out and listed.
   */
  async sendBulk(recipients: readonly string[], message: string, actor: Actor): Promise<BulkSmsReceipt> {
    const text = checkedMessage(message);
    if (recipients.length === 0) throw FieldErrors.on('recipients', SMS_MESSAGES.recipientsRequired);
    if (recipients.length > SMS_LIMITS.recipientsMax)
      throw FieldErrors.on('recipients', SMS_MESSAGES.tooManyRecipients(SMS_LIMITS.recipientsMax));
    const skippedRecipients: BulkSmsReceipt['skippedRecipients'] = [];
    const phones: string[] = [];
    for (const to of recipients) {
      const phone = toE164(to);
      if (!phone) skippedRecipients.push({ to, reason: 'Not a number that takes texts' });
      else if (phones.includes(phone)) skippedRecipients.push({ to, reason: 'Listed twice' });
      else phones.push(phone);
    }
    const optedOut = await this.optOuts.optedOut(phones);
    const sendTo = phones.filter((phone) => !optedOut.has(phone));
    for (const phone of phones) if (optedOut.has(phone)) skippedRecipients.push({ to: phone, reason: 'Opted out (replied STOP)' });
    // One key for the whole send: a repeated request (a double click) is another send, never a half one.
    const sendId = randomUUID();
    const queued = await this.outbox.enqueue(
      sendTo.map((phone) => this.message(`${BULK_SMS_KIND}:${sendId}:${phone}`, BULK_SMS_KIND, phone, text, actor)),
    );
    return { queued, skipped: skippedRecipients.length, skippedRecipients };
  }

  /**
   * A text received through the webhook: kept for the inbox (once, whatever Twilio retries), and a
   * stop or start word changes whether the number gets our texts. An opt-out also withdraws the
   * admin's texts still waiting to go to it; the site's own (a booking confirmation, a reminder)
   * are refused by the dispatcher from then on.
   */
  async receive(sms: InboundSms): Promise<{ stored: boolean; optOut?: 'out' | 'in' }> {
    const stored = await this.inbox.receive(sms);
    // Only the number's owner texting it changes whether it gets texts; not a number typed in the chat.
    const keyword = sms.source === 'sms' ? optKeywordOf(sms.body) : null;
    if (!stored || !keyword) return { stored };
    await this.optOuts.record(sms.from, keyword === 'out', sms.body.trim().toUpperCase(), sms.receivedAt);
    if (keyword === 'out')
      await this.outbox.cancelPending('sms', sms.from, WITHDRAWN_ON_OPT_OUT, 'The recipient opted out of texts (replied STOP)');
    return { stored, optOut: keyword };
  }

  async customers(): Promise<Customer[]> {
    const list = await this.directory.list(1000);
    const optedOut = await this.optOuts.optedOut(list.map((c) => c.phone));
    return list.map((c) => ({ ...c, optedOut: optedOut.has(c.phone) }));
  }

  /**
   * Conversations, the latest first: one per number that texted in, and one per number typed in a
   * chat hand-off. A hand-off's is never named after the number's customer: whoever typed it may
   * not own it. Ours show in a hand-off's conversation only when replied from there.
   */
  async threads(): Promise<SmsThreadSummary[]> {
    const senders = await this.inbox.senders(THREADS_SHOWN);
    const phones = [...new Set(senders.map((s) => s.phone))];
    const texted = senders.filter((s) => s.source === 'sms').map((s) => s.phone);
    const [names, optedOut, latestOut, chatReplies] = await Promise.all([
      this.directory.namesOf(texted),
      this.optOuts.optedOut(phones),
      this.outbox.latestTo('sms', texted),
      Promise.all(
        senders.filter((s) => s.source === 'website-chat').map(async (s) => [s.id, await this.sentIn(s, THREAD_MESSAGES)] as const),
      ),
    ]);
    const latestReply = new Map(chatReplies.map(([id, sent]) => [id, sent[0]]));
    const threads = senders.map((sender): SmsThreadSummary => {
      const chat = sender.source === 'website-chat';
      const lastOut = chat ? latestReply.get(sender.id) : latestOut.get(sender.phone);
      const outLater = lastOut !== undefined && lastOut.createdAt.getTime() > sender.lastAt.getTime();
      return {
        id: sender.id,
        source: sender.source,
        numberVerified: !chat,
        phone: sender.phone,
        name: chat ? null : (names.get(sender.phone) ?? null),
        lastMessage: outLater ? lastOut.body : sender.lastBody,
        lastAt: outLater ? lastOut.createdAt : sender.lastAt,
        lastDirection: outLater ? 'out' : 'in',
        unread: sender.unread,
        optedOut: optedOut.has(sender.phone),
      };
    });
    return threads.sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime());
  }

  /** One conversation: what came in and what the site sent, oldest first. */
  async thread(threadId: string): Promise<SmsThread> {
    const thread = await this.threadKey(threadId);
    const chat = thread.source === 'website-chat';
    const [received, sent, names, optedOut] = await Promise.all([
      this.inbox.from(thread, THREAD_MESSAGES),
      this.sentIn(thread, THREAD_MESSAGES),
      chat ? new Map<string, string>() : this.directory.namesOf([thread.phone]),
      this.optOuts.isOptedOut(thread.phone),
    ]);
    const messages: SmsThreadMessage[] = [
      ...received.map((m) => ({
        id: `in-${m.id}`,
        direction: 'in' as const,
        body: m.body,
        at: m.receivedAt,
        status: null,
        sentBy: null,
        kind: null,
        error: null,
        readAt: m.readAt,
      })),
      ...sent.map((m) => ({
        id: `out-${m.id}`,
        direction: 'out' as const,
        body: m.body,
        at: m.createdAt,
        status: m.status,
        sentBy: m.sentBy,
        kind: m.kind,
        error: m.status === 'failed' || m.status === 'cancelled' || m.status === 'pending' ? m.lastError : null,
        readAt: null,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
    return {
      id: thread.id,
      source: thread.source,
      numberVerified: !chat,
      phone: thread.phone,
      name: names.get(thread.phone) ?? null,
      optedOut,
      messages,
    };
  }

  /** The admin opened the conversation: its received texts are read. */
  async markRead(threadId: string, actor: Actor): Promise<{ id: string; marked: number }> {
    const thread = await this.threadKey(threadId);
    return { id: thread.id, marked: await this.inbox.markRead(thread, this.clock.now(), describeActor(actor)) };
  }

  private async threadKey(id: string): Promise<SmsThreadKey> {
    const thread = await this.inbox.thread(id);
    if (!thread) throw new SmsThreadNotFoundError();
    return thread;
  }

  /**
   * What the site sent in a conversation, newest first: to a number that texted in, everything it
   * was sent (the replies from a hand-off's conversation too: the number did get them); in a
   * hand-off's, the replies from there only.
   */
  private async sentIn(thread: SmsThreadKey, limit: number): Promise<OutboxMessage[]> {
    const sent = await this.outbox.toRecipient({ channel: 'sms', recipientKey: thread.phone, limit });
    return thread.source === 'website-chat' ? sent.filter((m) => m.kind === CHAT_REPLY_KIND) : sent;
  }

  private message(dedupeKey: string, kind: string, phone: string, body: string, actor: Actor): NewOutboxMessage {
    return outboxMessage({
      dedupeKey,
      kind,
      channel: 'sms',
      to: { audience: 'customer', recipient: phone },
      at: this.clock.now(),
      body,
      sentBy: describeActor(actor),
    });
  }
}

function checkedPhone(to: string): string {
  if (!to.trim()) throw FieldErrors.on('to', SMS_MESSAGES.phoneRequired);
  const phone = toE164(to);
  if (!phone) throw FieldErrors.on('to', SMS_MESSAGES.phoneInvalid);
  return phone;
}

function checkedMessage(message: string): string {
  const text = message.trim();
  if (!text) throw FieldErrors.on('message', SMS_MESSAGES.messageRequired);
  if (text.length > SMS_LIMITS.messageMax) throw FieldErrors.on('message', SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax));
  return text;
}

function receiptOf(row: OutboxMessage, phone: string): SmsReceipt {
  return {
    id: row.id,
    to: phone,
    status: row.status,
    providerId: row.providerId,
    error: row.lastError,
    sentBy: row.sentBy,
    createdAt: row.createdAt,
  };
}
