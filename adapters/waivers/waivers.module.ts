import { Module } from '@nestjs/common';
import { SiteContentService } from '../../application/content/site-content-service';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionWaiter } from '../../application/projections/projection';
import { WaiverService } from '../../application/waivers/waiver-service';
import { WAIVER_TERMS, WaiverTermsReader } from '../../application/waivers/waiver-terms';
import { ContentModule } from '../content/content.module';
import { Database } from '../persistence/database';
import { ProjectionsModule } from '../projections/projections.module';
import { CLOCK, DATABASE, EVENT_STORE, ID_GENERATOR, READ_YOUR_WRITES } from '../shared/tokens';
import { TypeOrmWaiverBookings, TypeOrmWaiverQueries } from './typeorm-waiver-queries';
import { WaiverDocumentsModule } from './waiver-documents.module';
import { WaiverTermsModule } from './waiver-terms.module';
import { WaiversController } from './waivers.controller';

/** Signed waivers (issue 15): the aggregate's service, its read model, the signer's PDF copy. */
@Module({
  imports: [ProjectionsModule, ContentModule, WaiverTermsModule, WaiverDocumentsModule],
  controllers: [WaiversController],
  providers: [
    {
      provide: WaiverService,
      inject: [EVENT_STORE, DATABASE, WAIVER_TERMS, SiteContentService, READ_YOUR_WRITES, CLOCK, ID_GENERATOR],
      useFactory: (
        events: EventStore,
        db: Database,
        terms: WaiverTermsReader,
        content: SiteContentService,
        settled: ProjectionWaiter,
        clock: Clock,
        ids: IdGenerator,
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
        ),
    },
  ],
})
export class WaiversModule {}
