import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { EventStore } from '../../application/ports/event-store';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { WAIVER_PDF, WaiverPdfRenderer } from '../../application/waivers/waiver-pdf';
import { WaiverPdfAttachments } from '../../application/waivers/waiver-pdf-attachments';
import { WAIVER_TERMS, WaiverTermsReader } from '../../application/waivers/waiver-terms';
import { ContentModule } from '../content/content.module';
import { WAIVER_ATTACHMENTS } from '../messaging/messaging.tokens';
import { EVENT_STORE } from '../shared/tokens';
import { PdfLibWaiverPdf } from './pdf-lib-waiver-pdf';
import { WaiverTermsModule } from './waiver-terms.module';

/**
 * The signer's copy of a waiver and its PDF. A module of its own, below the process managers and
 * the outbox (which email the copy) as well as the waivers' routes (which serve it): the waiver
 * service waits on the process managers, so the outbox cannot depend on it.
 */
@Module({
  imports: [WaiverTermsModule, ContentModule],
  providers: [
    { provide: WAIVER_PDF, useClass: PdfLibWaiverPdf },
    {
      provide: WaiverDocuments,
      inject: [EVENT_STORE, WAIVER_TERMS, SiteContentService],
      useFactory: (events: EventStore, terms: WaiverTermsReader, content: SiteContentService) =>
        new WaiverDocuments(events, terms, content),
    },
    {
      provide: WAIVER_ATTACHMENTS,
      inject: [WaiverDocuments, WAIVER_PDF],
      useFactory: (documents: WaiverDocuments, pdf: WaiverPdfRenderer) => new WaiverPdfAttachments(documents, pdf),
    },
  ],
  exports: [WAIVER_PDF, WaiverDocuments, WAIVER_ATTACHMENTS],
})
export class WaiverDocumentsModule {}
