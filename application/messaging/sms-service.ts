import { randomUUID } from 'node:crypto';
import { optKeywordOf, SMS_LIMITS, SMS_MESSAGES } from '../../domain/messaging/sms-rules';
import { toE164 } from '../../domain/messaging/phone-numbers';
import { Actor, describeActor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { Clock } from '../ports/clock';
import { NewOutboxMessage, OutboxMessage, OutboxStore } from './outbox';
import {
  Customer,
  CustomerDirectory,
  InboundSms,
  InboxStore,
  OptOutStore,
  SmsThread,
  SmsThreadMessage,
  SmsThreadSummary,
} from './sms-inbox';

/** Outbox kinds of the admin's own texts: what an opt-out withdraws while they wait. */
export const ADMIN_SMS_KIND = 'admin-sms';
export const BULK_SMS_KIND = 'bulk-sms';
const WITHDRAWN_ON_OPT_OUT = [ADMIN_SMS_KIND, BULK_SMS_KIND];

/** A field's problem, with SPEC's message under the field's name. */
export class InvalidSmsError extends DomainError {
  constructor(readonly errors: Record<string, string>) {
    super('invalid-sms', Object.values(errors)[0] ?? 'Invalid SMS');
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
 * The SMS tabs (issue 17): a text to one number, one message to many customers, the inbox of
 * texts received through Twilio's webhook, and opt-outs. Every text goes through the outbox, so it
 * survives a crash and shows, with who sent it, in the conversation.
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

  /** One text to one number (the SMS tab, or a reply from a conversation), sent at once. */
  async send(to: string, message: string, actor: Actor): Promise<SmsReceipt> {
    const phone = checkedPhone(to);
    const text = checkedMessage(message);
    if (await this.optOuts.isOptedOut(phone)) throw new OptedOutError();
    const key = `${ADMIN_SMS_KIND}:${randomUUID()}`;
    await this.outbox.enqueue([this.message(key, ADMIN_SMS_KIND, phone, text, actor)]);
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
    if (recipients.length === 0) throw new InvalidSmsError({ recipients: SMS_MESSAGES.recipientsRequired });
    if (recipients.length > SMS_LIMITS.recipientsMax)
      throw new InvalidSmsError({ recipients: SMS_MESSAGES.tooManyRecipients(SMS_LIMITS.recipientsMax) });
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
    const keyword = optKeywordOf(sms.body);
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

  /** Conversations: every number that texted in, the latest first. */
  async threads(): Promise<SmsThreadSummary[]> {
    const senders = await this.inbox.senders(THREADS_SHOWN);
    const phones = senders.map((s) => s.phone);
    const [names, optedOut, latestOut] = await Promise.all([
      this.directory.namesOf(phones),
      this.optOuts.optedOut(phones),
      this.outbox.latestTo('sms', phones),
    ]);
    const threads = senders.map((sender): SmsThreadSummary => {
      const lastOut = latestOut.get(sender.phone);
      const outLater = lastOut !== undefined && lastOut.createdAt.getTime() > sender.lastAt.getTime();
      return {
        phone: sender.phone,
        name: names.get(sender.phone) ?? null,
        lastMessage: outLater ? lastOut.body : sender.lastBody,
        lastAt: outLater ? lastOut.createdAt : sender.lastAt,
        lastDirection: outLater ? 'out' : 'in',
        unread: sender.unread,
        optedOut: optedOut.has(sender.phone),
      };
    });
    return threads.sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime());
  }

  /** One number's conversation: what it sent and every text the site sent it, oldest first. */
  async thread(to: string): Promise<SmsThread> {
    const phone = checkedPhone(to);
    const [received, sent, names, optedOut] = await Promise.all([
      this.inbox.from(phone, THREAD_MESSAGES),
      this.outbox.toRecipient({ channel: 'sms', recipientKey: phone, limit: THREAD_MESSAGES }),
      this.directory.namesOf([phone]),
      this.optOuts.isOptedOut(phone),
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
    return { phone, name: names.get(phone) ?? null, optedOut, messages };
  }

  /** The admin opened the conversation: its received texts are read. */
  async markRead(to: string, actor: Actor): Promise<{ phone: string; marked: number }> {
    const phone = checkedPhone(to);
    return { phone, marked: await this.inbox.markRead(phone, this.clock.now(), describeActor(actor)) };
  }

  private message(dedupeKey: string, kind: string, phone: string, body: string, actor: Actor): NewOutboxMessage {
    const now = this.clock.now();
    return {
      dedupeKey,
      kind,
      bookingId: null,
      channel: 'sms',
      audience: 'customer',
      recipient: phone,
      subject: null,
      body,
      html: null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: now,
      sentAt: null,
      sentBy: describeActor(actor),
    };
  }
}

function checkedPhone(to: string): string {
  if (!to.trim()) throw new InvalidSmsError({ to: SMS_MESSAGES.phoneRequired });
  const phone = toE164(to);
  if (!phone) throw new InvalidSmsError({ to: SMS_MESSAGES.phoneInvalid });
  return phone;
}

function checkedMessage(message: string): string {
  const text = message.trim();
  if (!text) throw new InvalidSmsError({ message: SMS_MESSAGES.messageRequired });
  if (text.length > SMS_LIMITS.messageMax) throw new InvalidSmsError({ message: SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax) });
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
