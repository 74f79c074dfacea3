import { OutboxAttachment } from '../messaging/outbox';
import { AttachmentRenderer, EmailAttachment, PermanentDeliveryError } from '../messaging/outbox-dispatcher';
import { GiftCardDocuments, GiftCardNotIssuedError } from './gift-card-documents';
import { GiftCardPdfRenderer, giftCardPdfFilename } from './gift-card-pdf';

/**
 * Makes the printable card an outbox email names, when it is sent (as the waivers' copies are,
 * application/waivers/waiver-pdf-attachments.ts): the outbox keeps no copy of a document.
 */
export class GiftCardPdfAttachments implements AttachmentRenderer {
  constructor(
    private readonly documents: Pick<GiftCardDocuments, 'document'>,
    private readonly pdf: GiftCardPdfRenderer,
  ) {}

  async render(attachment: OutboxAttachment): Promise<EmailAttachment> {
    if (attachment.kind !== 'gift-card-pdf') throw new PermanentDeliveryError(`Not a gift card: ${attachment.kind}`);
    try {
      const document = await this.documents.document(attachment.giftCardId);
      return {
        filename: giftCardPdfFilename(document.code),
        contentType: 'application/pdf',
        content: await this.pdf.render(document),
      };
    } catch (error) {
      // Cards are never deleted: one not issued now never will be under this message.
      if (error instanceof GiftCardNotIssuedError) throw new PermanentDeliveryError(error.message);
      throw error;
    }
  }
}
