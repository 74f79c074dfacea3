import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { GiftCardDocuments } from '../../application/giftcards/gift-card-documents';
import { GiftCardPdfAttachments } from '../../application/giftcards/gift-card-pdf-attachments';
import { EventStore } from '../../application/ports/event-store';
import { AppConfig } from '../config/app-config';
import { ContentModule } from '../content/content.module';
import { messageOriginOf } from '../http/request-origin';
import { APP_CONFIG, EVENT_STORE } from '../shared/tokens';
import { PdfLibGiftCardPdf } from './pdf-lib-gift-card-pdf';

/** The attachment renderer of a gift card email (the printable card): what the outbox needs, and nothing that waits on it. */
export const GIFT_CARD_ATTACHMENTS = Symbol('GiftCardAttachments');

/**
 * The printable card and its PDF: a module of its own, below the outbox (which attaches it), as
 * the waivers' copies are (adapters/waivers/waiver-documents.module.ts).
 */
@Module({
  imports: [ContentModule],
  providers: [
    PdfLibGiftCardPdf,
    {
      provide: GIFT_CARD_ATTACHMENTS,
      inject: [EVENT_STORE, SiteContentService, APP_CONFIG, PdfLibGiftCardPdf],
      useFactory: (events: EventStore, content: SiteContentService, config: AppConfig, pdf: PdfLibGiftCardPdf) =>
        new GiftCardPdfAttachments(new GiftCardDocuments(events, content, messageOriginOf(config)), pdf),
    },
  ],
  exports: [GIFT_CARD_ATTACHMENTS],
})
export class GiftCardDocumentsModule {}
