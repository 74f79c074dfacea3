import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { SendQuota } from '../../application/messaging/send-quota';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { WaiverCopies } from '../../application/waivers/waiver-copies';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { WAIVER_PDF, WaiverPdfRenderer } from '../../application/waivers/waiver-pdf';
import { WaiverService } from '../../application/waivers/waiver-service';
import { WAIVER_TERMS, WaiverTermsReader } from '../../application/waivers/waiver-terms';
import { ContentModule } from '../content/content.module';
import { MessagingModule } from '../messaging/messaging.module';
import { SEND_QUOTA } from '../messaging/messaging.tokens';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, READ_YOUR_WRITES } from '../shared/tokens';
import { TypeOrmWaiverCopyLinks } from './typeorm-waiver-links';
import { TypeOrmWaiverBookings, TypeOrmWaiverQueries } from './typeorm-waiver-queries';
import { WaiverCopyController } from './waiver-copy.controller';
import { WaiverDocumentsModule } from './waiver-documents.module';
import { WaiverTermsModule } from './waiver-terms.module';
import { WaiversController } from './waivers.controller';

/**
 * Signed waivers: the aggregate's service, its read model, the signer's PDF copy and
 * the private link that gives it; the emails signatures cause count against the sending limits.
 */
@Module({
  imports: [ProjectionsModule, ContentModule, WaiverTermsModule, WaiverDocumentsModule, MessagingModule],
  controllers: [WaiversController, WaiverCopyController],
  providers: [
    {
      provide: WaiverService,
      inject: [EVENT_STORE, DATABASE, WAIVER_TERMS, SiteContentService, READ_YOUR_WRITES, CLOCK, ID_GENERATOR, SEND_QUOTA],
      useFactory: (
        events: EventStore,
        db: Database,
        terms: WaiverTermsReader,
        content: SiteContentService,
        settled: ProjectionWaiter,
        clock: Clock,
        ids: IdGenerator,
        quota: SendQuota,
      ) =>
        new WaiverService(
          events,
          new TypeOrmWaiverQueries(db.dataSource),
          new TypeOrmWaiverBookings(db.dataSource),
          terms,
          content,
          settled,
          clock,
          ids,
          quota,
        ),
    },
    {
      provide: WaiverCopies,
      inject: [DATABASE, WaiverDocuments, WAIVER_PDF, CLOCK],
      useFactory: (db: Database, documents: WaiverDocuments, pdf: WaiverPdfRenderer, clock: Clock) =>
        new WaiverCopies(new TypeOrmWaiverCopyLinks(db.dataSource), documents, pdf, clock),
    },
  ],
})
export class WaiversModule {}
