import { retryDelayAfter } from '../../domain/messaging/delivery-retries';
import { PHONE_NUMBER_MESSAGES, toE164 } from '../../domain/messaging/phone-numbers';
import { Clock } from '../ports/clock';
import { OutboxAttachment, OutboxMessage, OutboxStore, OutboxUpdate } from './outbox';

export interface EmailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments?: readonly EmailAttachment[];
  /** Header fields to add, e.g. List-Unsubscribe. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface OutgoingSms {
  /** E.164, e.g. +17805550123. */
  readonly to: string;
  readonly body: string;
}

/** What a provider says about a message it accepted. */
export interface Delivery {
  readonly providerId?: string;
}

export interface Mailer {
  /** Names the adapter in the health report. */
  readonly kind: string;
  send(email: OutgoingEmail): Promise<Delivery>;
}

export interface SmsSender {
  readonly kind: string;
  send(sms: OutgoingSms): Promise<Delivery>;
}

/**
 * Thrown by a sender when the provider refused the message for good (an address that does not
 * exist, a number that cannot take SMS): trying again would get the same answer.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError';
}

/**
 * Makes the file an outbox email names, at the moment it is sent. A failure is a failed attempt
 * like the mail server's (retried with back-off, or given up at once on a PermanentDeliveryError).
 */
export interface AttachmentRenderer {
  render(attachment: OutboxAttachment): Promise<EmailAttachment>;
}

/** The channels that are configured; a missing one means its messages are only recorded. */
export interface MessageChannels {
  readonly mailer?: Mailer;
  readonly sms?: SmsSender;
}

export interface DispatchCounts {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  failed: number;
  recorded: number;
}

export interface OutboxDispatcherOptions {
  readonly batchSize?: number;
  /** A claim this old belongs to a dispatcher that died mid-send; its message is taken over. */
  readonly claimTimeoutMs?: number;
  /** Makes the files emails name; without it such an email fails its attempts rather than going out without its file. */
  readonly attachments?: AttachmentRenderer;
  /** Numbers that replied STOP: no text goes to them (the provider would refuse it anyway). */
  readonly optOuts?: { isOptedOut(phone: string): Promise<boolean> };
}

export const OPTED_OUT_ERROR = 'The recipient opted out of texts (replied STOP)';

/**
 * Delivers the outbox: takes the due messages, sends each through its channel and records the
 * outcome. Delivery is at least once: a process killed between the provider's answer and the
 * outcome being written sends that message again once its claim times out.
 */
export class OutboxDispatcher {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly batchSize: number;
  private readonly claimTimeoutMs: number;
  private readonly attachments?: AttachmentRenderer;
  private readonly optOuts?: OutboxDispatcherOptions['optOuts'];

  constructor(
    private readonly outbox: OutboxStore,
    private readonly channels: MessageChannels,
    private readonly clock: Clock,
    options: OutboxDispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 20;
    this.claimTimeoutMs = options.claimTimeoutMs ?? 10 * 60_000;
    this.attachments = options.attachments;
    this.optOuts = options.optOuts;
  }

  /**
   * Sends everything due now. Runs of this process queue behind each other (the timer and a test
   * may both call it); other processes are kept apart by the claim in the database.
   */
  dispatchDue(): Promise<DispatchCounts> {
    const run = this.queue.then(() => this.dispatchAll());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once the run in progress (if any) has finished. */
  async idle(): Promise<void> {
    await this.queue;
  }

  private async dispatchAll(): Promise<DispatchCounts> {
    const counts: DispatchCounts = { sent: 0, retrying: 0, failed: 0, recorded: 0 };
    for (;;) {
      const now = this.clock.now();
      const claimed = await this.outbox.claimDue(now, new Date(now.getTime() - this.claimTimeoutMs), this.batchSize);
      // Only recorded, never sent: nothing would go out twice if a crash kept them claimed, so they are released together.
      const recorded: OutboxMessage[] = [];
      for (const message of claimed) {
        const update = await this.deliver(message);
        const status = update.status!;
        if (status === 'recorded') recorded.push(message);
        // What went out (or failed) is written down at once: a crash now would send it again.
        else await this.outbox.release(message, update);
        if (status === 'pending') counts.retrying++;
        else if (status === 'sent' || status === 'failed' || status === 'recorded') counts[status]++;
      }
      await this.outbox.releaseAll(recorded, RECORDED);
      // A failed message is due later, so each round claims new ones: the loop ends.
      if (claimed.length < this.batchSize) return counts;
    }
  }

  private async deliver(message: OutboxMessage): Promise<OutboxUpdate> {
    const attempts = message.attempts + 1;
    try {
      const delivery = await this.send(message);
      if (delivery === 'not-configured') return RECORDED;
      return { status: 'sent', attempts, sentAt: this.clock.now(), nextAttemptAt: null, providerId: delivery.providerId ?? null };
    } catch (error) {
      const lastError = errorText(error);
      const delay = error instanceof PermanentDeliveryError ? undefined : retryDelayAfter(attempts);
      if (delay === undefined) return { status: 'failed', attempts, lastError, nextAttemptAt: null };
      return { status: 'pending', attempts, lastError, nextAttemptAt: new Date(this.clock.now().getTime() + delay) };
    }
  }

  private async send(message: OutboxMessage): Promise<Delivery | 'not-configured'> {
    if (message.channel === 'email') {
      if (!this.channels.mailer) return 'not-configured';
      const attachments = message.attachment ? [await this.attachmentOf(message.attachment)] : undefined;
      return this.channels.mailer.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        html: message.html ?? '',
        ...(attachments ? { attachments } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    }
    const to = toE164(message.recipient);
    if (to && (await this.optOuts?.isOptedOut(to))) throw new PermanentDeliveryError(OPTED_OUT_ERROR);
    if (!this.channels.sms) return 'not-configured';
    if (!to) throw new PermanentDeliveryError(PHONE_NUMBER_MESSAGES.unusable(message.recipient));
    return this.channels.sms.send({ to, body: message.body });
  }

  private async attachmentOf(attachment: OutboxAttachment): Promise<EmailAttachment> {
    if (!this.attachments) throw new Error(`No renderer for the ${attachment.kind} attachment this email names`);
    return this.attachments.render(attachment);
  }
}

/** A channel that is not configured: the message is kept for the admin to read, and that is all. */
const RECORDED: OutboxUpdate = { status: 'recorded', nextAttemptAt: null };

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000) || 'Unknown error';
}
