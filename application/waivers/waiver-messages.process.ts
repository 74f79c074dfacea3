import { signedWaiverEmail } from '../../domain/waivers/waiver-messages';
import { NewOutboxMessage, OutboxStore } from '../messaging/outbox';
import { RecordedEvent } from '../ports/event-store';
import { ProcessManager } from '../process-managers/process-manager';
import { asWaiverEvent, waiverIdOf } from './waiver-events';
import { SignedWaiverDocument } from './waiver-pdf';

/** The outbox kind of the signer's email. */
export const WAIVER_SIGNED_MESSAGE = 'waiver-signed';

/** The dedupe key of a waiver's one email to its signer. */
export function waiverEmailKey(waiverId: string): string {
  return `${WAIVER_SIGNED_MESSAGE}:${waiverId}:signer-email`;
}

/**
 * Emails the signer their copy once a waiver is signed: one outbox email per waiver, keyed by the
 * waiver, naming the PDF to attach rather than holding it (the dispatcher makes it when it sends).
 *
 * A process manager, never a projection: added to a database that already holds waivers it starts
 * at the end of the log, and a rebuild does not replay it, so no past signer is emailed again.
 * Handling the event twice (a crash before the checkpoint was saved) finds the key taken.
 * A waiver voided before the email goes out is still emailed: it remains the signer's record, and
 * the attached copy then says it was voided.
 */
export class WaiverMessagesProcess implements ProcessManager {
  readonly name = 'waiver_messages';
  readonly eventTypes = ['WaiverSigned'];
  // The signer's answer (201) does not wait for their email.
  readonly background = true;

  constructor(
    private readonly documents: { document(waiverId: string): Promise<SignedWaiverDocument> },
    private readonly outbox: OutboxStore,
  ) {}

  handles(recorded: RecordedEvent): boolean {
    return asWaiverEvent(recorded)?.type === 'WaiverSigned';
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const event = asWaiverEvent(recorded);
    if (event?.type !== 'WaiverSigned') return;
    const waiverId = waiverIdOf(recorded);
    // The same document the attachment is made from, so the email and its PDF agree (business phone included).
    const document = await this.documents.document(waiverId);
    const email = signedWaiverEmail({
      waiverId,
      firstName: event.data.firstName,
      signedAt: event.data.signedAt,
      termsVersionId: event.data.termsVersionId,
      termsSha256: event.data.termsSha256,
      tripDate: event.data.tripDate,
      businessName: document.businessName,
      businessPhone: document.businessPhone,
    });
    const at = new Date(event.data.signedAt);
    const message: NewOutboxMessage = {
      dedupeKey: waiverEmailKey(waiverId),
      kind: WAIVER_SIGNED_MESSAGE,
      bookingId: event.data.bookingId,
      channel: 'email',
      audience: 'customer',
      recipient: event.data.email,
      subject: email.subject,
      body: email.text,
      html: email.html,
      attachment: { kind: 'waiver-pdf', waiverId },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: at,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: at,
      sentAt: null,
    };
    await this.outbox.enqueue([message]);
  }
}
