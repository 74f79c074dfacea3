import { signedWaiverEmail, waiverCopyLinkEmail } from './waiver-messages';
import { WaiverSigned } from '../../domain/waivers/waiver-events';
import { EmailContent } from '../messaging/message-format';
import { NewOutboxMessage, OutboxAttachment, outboxMessage, OutboxStore } from '../messaging/outbox';
import { RecordedEvent } from '../ports/event-store';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { WaiverCopyLinkIssuer } from './waiver-copy-links';
import { asWaiverEvent, waiverIdOf } from './waiver-events';
import { SignedWaiverDocument } from './waiver-pdf';

/** The outbox kind of the signer's email that carries the copy. */
export const WAIVER_SIGNED_MESSAGE = 'waiver-signed';
/** The outbox kind of the email that carries a link to the copy (to an address nobody confirmed). */
export const WAIVER_COPY_LINK_MESSAGE = 'waiver-copy-link';

/** The dedupe key of a waiver's one email with its copy. */
export function waiverEmailKey(waiverId: string): string {
  return `${WAIVER_SIGNED_MESSAGE}:${waiverId}:signer-email`;
}

/** The dedupe key of a waiver's one email with the link to its copy. */
export function waiverCopyLinkKey(waiverId: string): string {
  return `${WAIVER_COPY_LINK_MESSAGE}:${waiverId}:signer-email`;
}

/** What the waiver messages process works with, each by name. */
export interface WaiverMessagesDeps {
  /** The signer's copy of a waiver, whose business name and phone the email repeats. */
  readonly documents: { document(waiverId: string): Promise<SignedWaiverDocument> };
  readonly outbox: OutboxStore;
  /** Issues the private link to a copy (emailed to an address nobody confirmed). */
  readonly copyLinks: WaiverCopyLinkIssuer;
}

/**
 * Emails the address a signer typed, once a waiver is signed, as the signature recorded
 * (domain/waivers/waiver-email-copy.ts): the copy (one outbox email naming the PDF to attach; the
 * dispatcher makes it when it sends) when the address is the booking's own; else an email that
 * repeats nothing the signer typed and carries a private link to the copy, made here (stored
 * hashed) just before the email that holds it; nothing when a sending limit was reached. A waiver
 * signed before the signature recorded its email gets the link, the email that is safe for any address.
 *
 * A process manager, never a projection: added to a database that already holds waivers it starts
 * at the end of the log, and a rebuild does not replay it, so no past signer is emailed again.
 * Handling the event twice (a crash before the checkpoint was saved) finds the key taken, and
 * makes no second link.
 * A waiver voided before the email goes out is still emailed: it remains the signer's record, and
 * the copy then says it was voided.
 */
export class WaiverMessagesProcess extends ReactingProcessManager {
  readonly name = 'waiver_messages';
  protected readonly on = reactions(asWaiverEvent, {
    WaiverSigned: (event, recorded) => this.signed(event, recorded),
  });
  // The signer's answer (201) does not wait for their email.
  readonly background = true;
  private readonly documents: WaiverMessagesDeps['documents'];
  private readonly outbox: OutboxStore;
  private readonly copyLinks: WaiverCopyLinkIssuer;

  constructor(deps: WaiverMessagesDeps) {
    super();
    ({ documents: this.documents, outbox: this.outbox, copyLinks: this.copyLinks } = deps);
  }

  private async signed(event: WaiverSigned, recorded: RecordedEvent): Promise<void> {
    const waiverId = waiverIdOf(recorded);
    const copy = event.data.emailCopy ?? 'link';
    if (copy === 'withheld') return;
    // The business's name and phone as the copy itself prints them, so the email and its PDF agree.
    const document = await this.documents.document(waiverId);
    const business = { businessName: document.businessName, businessPhone: document.businessPhone };
    if (copy === 'copy') {
      const email = signedWaiverEmail({
        waiverId,
        firstName: event.data.firstName,
        participantName: `${event.data.firstName} ${event.data.lastName}`.trim(),
        guardianName: event.data.guardian?.name ?? null,
        signedAt: event.data.signedAt,
        termsVersionId: event.data.termsVersionId,
        termsSha256: event.data.termsSha256,
        tripDate: event.data.tripDate,
        ...business,
      });
      await this.outbox.enqueue([
        messageOf(event, WAIVER_SIGNED_MESSAGE, waiverEmailKey(waiverId), email, { kind: 'waiver-pdf', waiverId }),
      ]);
      return;
    }
    const key = waiverCopyLinkKey(waiverId);
    if ((await this.outbox.byDedupeKeys([key])).length > 0) return;
    const link = await this.copyLinks.issue(waiverId, new Date(event.data.signedAt));
    const email = waiverCopyLinkEmail({ signedAt: event.data.signedAt, link, ...business });
    await this.outbox.enqueue([messageOf(event, WAIVER_COPY_LINK_MESSAGE, key, email, null)]);
  }
}

function messageOf(
  event: WaiverSigned,
  kind: string,
  dedupeKey: string,
  email: EmailContent,
  attachment: OutboxAttachment | null,
): NewOutboxMessage {
  return outboxMessage({
    dedupeKey,
    kind,
    bookingId: event.data.bookingId,
    channel: 'email',
    to: { audience: 'customer', recipient: event.data.email },
    at: new Date(event.data.signedAt),
    subject: email.subject,
    body: email.text,
    html: email.html,
    attachment,
  });
}
