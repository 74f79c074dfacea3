import { retryDelayAfter } from '../../domain/messaging/delivery-retries';
import { PHONE_NUMBER_MESSAGES, toE164 } from '../../domain/messaging/phone-numbers';
import { Clock } from '../ports/clock';
import { OutboxAttachment, OutboxMessage, OutboxStore, OutboxUpdate } from './outbox';
import { HeldClaims } from './outbox-claims';
import { outboxMessageId } from './outbox-message-id';

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
  /** The Message-ID, the same at every attempt: a receiving server can recognise a second copy. */
  readonly messageId?: string;
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
  /** How long a claim lasts unless renewed: a dead dispatcher's messages are taken over after this. */
  readonly claimTtlMs?: number;
  /** How often the claims held are renewed (default a third of the lifetime). */
  readonly renewEveryMs?: number;
  /** The waits between tries at writing an outcome the database refused; the last one repeats. */
  readonly outcomeRetryMs?: readonly number[];
  /** The domain of each email's Message-ID (the site's host). */
  readonly messageIdDomain?: string;
  // The settings above have defaults; these two ports have none, so that leaving one out is no way to turn it off.
  /**
   * Makes the files emails name; null only where no email names one (such an email would fail its
   * attempts rather than go out without its file).
   */
  readonly attachments: AttachmentRenderer | null;
  /**
   * Numbers that replied STOP: no text goes to them (the provider would refuse it anyway); null
   * only where no number can have replied STOP. Asked once per claimed batch, for all its texts.
   */
  readonly optOuts: { optedOut(phones: readonly string[]): Promise<ReadonlySet<string>> } | null;
  /** Where trouble in the background is reported (a renewal or a write that failed). */
  readonly warn?: (text: string) => void;
}

export const OPTED_OUT_ERROR = 'The recipient opted out of texts (replied STOP)';

export const DEFAULT_CLAIM_TTL_MS = 30_000;
const DEFAULT_OUTCOME_RETRY_MS = [250, 500, 1_000, 2_000, 4_000];

/** An outcome the database has not taken yet: the message's claim is held until it does. */
interface Unwritten {
  readonly message: OutboxMessage;
  readonly update: OutboxUpdate;
}

/** Thrown out of a batch when an outcome could not be written: the rest of the batch waits. */
class OutcomeNotWritten extends Error {}

/**
 * Delivers the outbox: takes the due messages, sends each through its channel and records the
 * outcome. What a provider accepted is written down before anything else, and retried until the
 * database takes it, so a database outage sends nothing twice; only a process killed between the
 * provider's answer and that write sends the message again (once its claim lapses), under the same
 * Message-ID, so the receiving server can tell.
 */
export class OutboxDispatcher {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly batchSize: number;
  private readonly claims: HeldClaims;
  private readonly outcomeRetryMs: readonly number[];
  private readonly messageIdDomain: string;
  private readonly attachments: AttachmentRenderer | null;
  private readonly optOuts: OutboxDispatcherOptions['optOuts'];
  private readonly warn: (text: string) => void;
  private unwritten: Unwritten[] = [];
  private stopping = false;
  private wake?: () => void;

  constructor(
    private readonly outbox: OutboxStore,
    private readonly channels: MessageChannels,
    private readonly clock: Clock,
    options: OutboxDispatcherOptions,
  ) {
    this.batchSize = options.batchSize ?? 20;
    const ttl = options.claimTtlMs ?? DEFAULT_CLAIM_TTL_MS;
    this.warn = options.warn ?? (() => undefined);
    this.claims = new HeldClaims(outbox, clock, ttl, options.renewEveryMs ?? Math.max(1, Math.floor(ttl / 3)), this.warn);
    this.outcomeRetryMs = options.outcomeRetryMs ?? DEFAULT_OUTCOME_RETRY_MS;
    this.messageIdDomain = options.messageIdDomain ?? 'localhost';
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

  /**
   * At shutdown: an outcome still waiting for the database gets one more try, then is given up
   * (its claim lapses and the message goes again, under the same Message-ID).
   */
  stop(): void {
    this.stopping = true;
    this.wake?.();
  }

  private async dispatchAll(): Promise<DispatchCounts> {
    const counts: DispatchCounts = { sent: 0, retrying: 0, failed: 0, recorded: 0 };
    for (;;) {
      // No new work while an outcome is unwritten: its message's claim stays held meanwhile.
      await this.writeUnwritten();
      const now = this.clock.now();
      const claimed = await this.outbox.claimDue(now, this.claims.expiry(), this.batchSize);
      this.claims.hold(claimed);
      try {
        await this.work(claimed, counts);
      } catch (error) {
        if (!(error instanceof OutcomeNotWritten)) throw error;
        continue;
      }
      // A failed message is due later, so each round claims new ones: the loop ends.
      if (claimed.length < this.batchSize) return counts;
    }
  }

  private async work(claimed: readonly OutboxMessage[], counts: DispatchCounts): Promise<void> {
    // Only recorded, never sent: nothing would go out twice if a crash kept them claimed, so they are released together.
    const recorded: OutboxMessage[] = [];
    let done = 0;
    try {
      const optedOut = await this.optedOutAmong(claimed);
      for (const message of claimed) {
        if (!this.claims.holds(message.id)) {
          done++; // taken over while this batch waited on a slow server: its new holder sends it
          continue;
        }
        if (message.sentAt) {
          // The provider accepted it before: whatever the status says, it is not sent again.
          await this.outbox.release(message, { status: 'sent' });
          this.claims.letGo([message]);
          done++;
          continue;
        }
        const update = await this.deliver(message, optedOut);
        done++;
        const status = update.status!;
        if (status === 'pending') counts.retrying++;
        else if (status === 'sent' || status === 'failed' || status === 'recorded') counts[status]++;
        if (status === 'recorded') recorded.push(message);
        // What went out (or failed) is written down at once, before the next send.
        else if (!(await this.write({ message, update }))) {
          this.unwritten.push({ message, update });
          throw new OutcomeNotWritten();
        }
      }
      await this.outbox.releaseAll(recorded, RECORDED);
      this.claims.letGo(recorded);
    } catch (error) {
      // What this batch did not send goes back to pending as it was (a recorded one is recorded again later).
      const unsent = [...claimed.slice(done), ...recorded].filter((m) => this.claims.holds(m.id));
      try {
        await this.outbox.releaseAll(unsent, { status: 'pending' });
      } catch (releasing) {
        this.warn(
          `Outbox: releasing ${unsent.length} unsent message(s) failed; their claims lapse instead: ${(releasing as Error).message}`,
        );
      }
      this.claims.letGo(unsent);
      throw error;
    }
  }

  /** Writes one outcome and lets its claim go; false when the database refused it. */
  private async write({ message, update }: Unwritten): Promise<boolean> {
    try {
      if (update.status === 'sent') await this.outbox.recordSent(message, update);
      else await this.outbox.release(message, update);
    } catch (error) {
      this.warn(`Outbox: writing the outcome of message ${message.id} failed; kept and tried again: ${(error as Error).message}`);
      return false;
    }
    this.claims.letGo([message]);
    return true;
  }

  /** Tries the outcomes not yet written, with back-off, until the database takes them all. */
  private async writeUnwritten(): Promise<void> {
    for (let tries = 0; this.unwritten.length > 0; tries++) {
      if (tries > 0) {
        if (this.stopping) {
          const lost = this.unwritten.splice(0);
          this.claims.letGo(lost.map((u) => u.message));
          throw new Error(`Stopped with ${lost.length} outcome(s) unwritten: their claims lapse and they are sent again`);
        }
        await this.pause(this.outcomeRetryMs[Math.min(tries - 1, this.outcomeRetryMs.length - 1)]!);
      }
      const left: Unwritten[] = [];
      for (const item of this.unwritten) if (!(await this.write(item))) left.push(item);
      this.unwritten = left;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /**
   * The batch's numbers that replied STOP, in one look-up: a STOP that arrives while the batch goes
   * out may let one more text through, which the provider itself refuses.
   */
  private async optedOutAmong(claimed: readonly OutboxMessage[]): Promise<ReadonlySet<string>> {
    const phones = new Set<string>();
    for (const message of claimed) {
      const to = message.channel === 'sms' && !message.sentAt ? toE164(message.recipient) : undefined;
      if (to) phones.add(to);
    }
    return phones.size > 0 && this.optOuts ? this.optOuts.optedOut([...phones]) : new Set();
  }

  private async deliver(message: OutboxMessage, optedOut: ReadonlySet<string>): Promise<OutboxUpdate> {
    const attempts = message.attempts + 1;
    try {
      const delivery = await this.send(message, optedOut);
      if (delivery === 'not-configured') return RECORDED;
      return { status: 'sent', attempts, sentAt: this.clock.now(), nextAttemptAt: null, providerId: delivery.providerId ?? null };
    } catch (error) {
      const lastError = errorText(error);
      const delay = error instanceof PermanentDeliveryError ? undefined : retryDelayAfter(attempts);
      if (delay === undefined) return { status: 'failed', attempts, lastError, nextAttemptAt: null };
      return { status: 'pending', attempts, lastError, nextAttemptAt: new Date(this.clock.now().getTime() + delay) };
    }
  }

  private async send(message: OutboxMessage, optedOut: ReadonlySet<string>): Promise<Delivery | 'not-configured'> {
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
        messageId: outboxMessageId(message, this.messageIdDomain),
      });
    }
    const to = toE164(message.recipient);
    if (to && optedOut.has(to)) throw new PermanentDeliveryError(OPTED_OUT_ERROR);
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
