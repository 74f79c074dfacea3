import { WaiverNotFoundError } from '../../domain/waivers/waiver-rules';
import { OutboxAttachment } from '../messaging/outbox';
import { AttachmentRenderer, EmailAttachment, PermanentDeliveryError } from '../messaging/outbox-dispatcher';
import { SignedWaiverDocument, WaiverPdfRenderer } from './waiver-pdf';

/** The file name staff download and the signer receives. */
export function waiverPdfFilename(waiverId: string): string {
  return `waiver-${waiverId}.pdf`;
}

/**
 * Makes the signer's copy an outbox email names, when it is sent: the same document and renderer
 * as `GET /api/waivers/{id}/pdf`, so the emailed file is the one staff download at that moment.
 */
export class WaiverPdfAttachments implements AttachmentRenderer {
  constructor(
    private readonly documents: { document(waiverId: string): Promise<SignedWaiverDocument> },
    private readonly pdf: WaiverPdfRenderer,
  ) {}

  async render(attachment: OutboxAttachment): Promise<EmailAttachment> {
    if (attachment.kind !== 'waiver-pdf') throw new PermanentDeliveryError(`Not a waiver: ${attachment.kind}`);
    const { waiverId } = attachment;
    let document: SignedWaiverDocument;
    try {
      document = await this.documents.document(waiverId);
    } catch (error) {
      // Waivers are never deleted: a missing one will still be missing at the next attempt.
      if (error instanceof WaiverNotFoundError) throw new PermanentDeliveryError(`Waiver ${waiverId} does not exist`);
      throw error;
    }
    return { filename: waiverPdfFilename(waiverId), contentType: 'application/pdf', content: await this.pdf.render(document) };
  }
}
